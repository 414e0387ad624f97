/**
 * Inlined at the end of every page (as a nonce'd classic script, see src/server/render/document.ts):
 * starts downloading the app's scripts once the server's HTML has painted and the page's
 * high-priority image has arrived, or at once when the visitor reaches for the page first.
 *
 * Why: the server's HTML is the whole page, so the hero image, the heading and the fonts are what a
 * visitor waits for; fetched at the same time, ~140 KB of JavaScript over a slow phone connection
 * takes bandwidth and main-thread time from them. Links work before hydration (they are plain <a>
 * elements), and React hydrates a moment later (issue 8, README "Performance").
 *
 * The script element carries its inputs: data-entry (the entry module) and data-preload (the entry's
 * chunks and the page's route modules, space-separated), announced together as modulepreload so they
 * download in parallel instead of as a waterfall behind the entry.
 */
const loader = document.currentScript as HTMLScriptElement;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
let started = false;

function start(): void {
  if (started) return;
  started = true;
  INTERACTIONS.forEach((type) => removeEventListener(type, start, true));
  const entry = loader.dataset.entry!;
  for (const href of [entry, ...(loader.dataset.preload ?? '').split(' ').filter(Boolean)]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.nonce = loader.nonce;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  script.nonce = loader.nonce;
  document.body.append(script);
}

/** Resolves after the first contentful paint; at once where paint timing is not observable. */
function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves when the page's above-the-fold image (the one marked fetchpriority="high") has loaded or failed. */
function priorityImageSettled(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

// A hidden tab paints nothing: hydrate straight away so the page is ready when it is shown.
if (document.visibilityState === 'hidden') {
  start();
} else {
  INTERACTIONS.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));
  void Promise.all([firstContentfulPaint(), priorityImageSettled()]).then(start);
}
