import { useEffect, useRef, type RefObject } from 'react';

export interface ElementSpan {
  /** Document offset of the element's top edge, in px. */
  top: number;
  height: number;
}

/**
 * The element's position in the document, measured on mount and whenever it or the window is
 * resized, so per-frame scroll code can map scrollY to progress without reading layout.
 */
export function useElementSpan(ref: RefObject<HTMLElement | null>): RefObject<ElementSpan> {
  const span = useRef<ElementSpan>({ top: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      span.current = { top: rect.top + window.scrollY, height: rect.height };
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return span;
}

/** Progress (0-1) through a tall scroll span whose sticky stage is one viewport high. */
export function spanProgress(span: ElementSpan, scrollY: number, viewportHeight: number): number {
  const range = span.height - viewportHeight;
  if (range <= 0) return 0;
  return Math.min(1, Math.max(0, (scrollY - span.top) / range));
}
