import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts React's calls of `run` on Node's AsyncLocalStorage (each would turn on promise hooks for the
 * process), and this test's own. Jest runs every test inside a storage of its own: those are not counted.
 */
const realRun = AsyncLocalStorage.prototype.run;
const runs = { react: 0, test: 0 };
beforeAll(() => {
  AsyncLocalStorage.prototype.run = function countedRun(this: AsyncLocalStorage<unknown>, ...args: Parameters<typeof realRun>) {
    // The callers' frames: the first two lines are the message and this function.
    const stack = (new Error().stack ?? '').split('\n').slice(2).join('\n');
    if (stack.includes('node_modules/react-dom/')) runs.react++;
    if (stack.includes('render-without-promise-hooks.test')) runs.test++;
    return realRun.apply(this, args);
  } as typeof realRun;
});
afterAll(() => {
  AsyncLocalStorage.prototype.run = realRun;
});

test('a server render runs without Node AsyncLocalStorage, and Node keeps its own for everyone else', async () => {
  const { renderReactStream, streamToString } = await import('../../src/server/render/render-react');
  function Page({ name }: { name: string }) {
    return <main>Hello, {name}</main>;
  }
  const stream = await renderReactStream(<Page name="studio" />, { waitForAll: true, timeoutMs: 5_000, onError: (error) => { throw error; } });
  expect(await streamToString(stream)).toBe('<main>Hello, <!-- -->studio</main>');
  expect(runs.react).toBe(0);

  const storage = new AsyncLocalStorage<number>();
  expect(storage).toBeInstanceOf(AsyncLocalStorage);
  await storage.run(7, async () => {
    await new Promise((resolve) => setImmediate(resolve));
    expect(storage.getStore()).toBe(7);
  });
  expect(runs.test).toBe(1);
});
