import { useEffect, useRef } from 'react';
import { SCROLLING_HOLD_MS } from './smoothing';

export interface ScrollFrame {
  now: number;
  /** Milliseconds since the previous frame of this loop (one 60 Hz frame for the first). */
  dt: number;
  scrollY: number;
  viewportHeight: number;
  /** A scroll event arrived within the last SCROLLING_HOLD_MS. */
  scrolling: boolean;
}

/**
 * Runs `tick` once per animation frame while the page scrolls and for as long as `tick` returns
 * true (still settling), then sleeps until the next scroll, resize or change of `wakeKey`. Scroll listeners are passive
 * and only wake the loop; all reads and writes happen inside the frame, reads first.
 */
export function useScrollFrames(tick: (frame: ScrollFrame) => boolean, enabled: boolean, wakeKey?: unknown): void {
  const tickRef = useRef(tick);
  tickRef.current = tick;

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let last = 0;
    let lastScrollAt = -Infinity;
    const run = (now: number) => {
      frame = 0;
      const dt = last ? now - last : 1000 / 60;
      last = now;
      const scrolling = now - lastScrollAt < SCROLLING_HOLD_MS;
      const busy = tickRef.current({ now, dt, scrollY: window.scrollY, viewportHeight: window.innerHeight, scrolling });
      if (busy || scrolling) frame = requestAnimationFrame(run);
      else last = 0;
    };
    const wake = () => {
      if (!frame) frame = requestAnimationFrame(run);
    };
    const onScroll = () => {
      lastScrollAt = performance.now();
      wake();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', wake, { passive: true });
    wake();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', wake);
      if (frame) cancelAnimationFrame(frame);
    };
    /* wakeKey: state the tick depends on (e.g. videos becoming ready) restarts a sleeping loop. */
  }, [enabled, wakeKey]);
}
