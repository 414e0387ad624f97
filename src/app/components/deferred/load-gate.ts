/**
 * When the browser may load the deferred parts of a page (deferred.tsx). Deferred parts are below the
 * fold, and a visitor reaches them by scrolling, swiping, a key or a click; so on the page a visit
 * starts on, they wait for that first input (and start at once if it comes before the page has
 * hydrated). They also load once that page has hydrated already scrolled (a restored scroll position,
 * an anchor in the address: a scroll before the listeners existed fired no event), and on any other
 * page at once (a client-side navigation). A first visit that never scrolls never downloads them:
 * nothing of them runs until then anyway (issue 23). The server loads them at once.
 */
const inBrowser = typeof window !== 'undefined';
const firstPathname = inBrowser ? window.location.pathname : undefined;
let released = !inBrowser;
let release: () => void = () => undefined;
const gate = new Promise<void>((resolve) => (release = resolve)).then(() => void (released = true));

const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

// The visitor's first press, key, touch or scroll; listening starts with the page.
if (inBrowser) {
  const onInput = () => {
    for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, true);
    release();
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
}

export function whenDeferredPartsMayLoad(): Promise<void> {
  // Rendering another page than the first (a navigation, which changes the address before rendering).
  if (!released && window.location.pathname !== firstPathname) release();
  return released ? Promise.resolve() : gate;
}

/** A page has been committed (the root layout's effect, on the first render and on each new pathname). */
export function pageShown(pathname: string): void {
  if (pathname !== firstPathname || window.scrollY > 0) release();
}
