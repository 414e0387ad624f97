/**
 * When the browser may load the deferred parts of a page (deferred.tsx): at once, except during the
 * page's first hydration, when they wait until the rest of the page has hydrated and the browser is
 * idle, or for the visitor's first input, whichever comes first. The server loads them at once.
 */
const inBrowser = typeof window !== 'undefined';
let hydrated = !inBrowser;
let markHydrated: () => void = () => undefined;
const initialHydration = new Promise<void>((resolve) => (markHydrated = resolve));

const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Resolves at the visitor's first press, key, touch or scroll; listening starts with the page. */
const firstInput: Promise<void> = inBrowser
  ? new Promise((resolve) => {
      const onInput = () => {
        for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, true);
        resolve();
      };
      for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    })
  : Promise.resolve();

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

let gate: Promise<void> | undefined;

export function afterInitialHydration(): Promise<void> {
  if (hydrated) return Promise.resolve();
  gate ??= Promise.race([firstInput, initialHydration.then(idle)]);
  return gate;
}

/** The page's first render has been committed (called from the root layout's first effect). */
export function endInitialHydration(): void {
  hydrated = true;
  markHydrated();
}
