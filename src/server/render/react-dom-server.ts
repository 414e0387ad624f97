import asyncHooks from 'node:async_hooks';

/**
 * react-dom/server, loaded so that rendering does not slow down every promise in the process.
 *
 * React's Node build makes an AsyncLocalStorage when it loads, to find the current render from code
 * that runs after an await (React.cache and resource hints in async server components). On Node 20 the
 * first `run` of any AsyncLocalStorage turns on promise hooks for the whole process, for good: from
 * the first page rendered, every promise anywhere (each database call makes several) paid a hook. The
 * signed-in inbox spent about a fifth of its CPU there (0.77× without, scripts/bench-compare.ts).
 * This app renders no async server components: every render's work runs synchronously inside React's
 * own `run` call, where React also keeps the request in a plain variable. So React gets a storage
 * scoped to that synchronous call, and every other user of AsyncLocalStorage keeps Node's.
 */
class SynchronousStorage<T> {
  private store: T | undefined;

  run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    const previous = this.store;
    this.store = store;
    try {
      return callback(...args);
    } finally {
      this.store = previous;
    }
  }

  getStore(): T | undefined {
    return this.store;
  }
}

const { AsyncLocalStorage } = asyncHooks;
(asyncHooks as { AsyncLocalStorage: unknown }).AsyncLocalStorage = SynchronousStorage;
let server: typeof import('react-dom/server');
try {
  server = require('react-dom/server') as typeof import('react-dom/server');
} finally {
  asyncHooks.AsyncLocalStorage = AsyncLocalStorage;
}

export const { renderToPipeableStream } = server;
