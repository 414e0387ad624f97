import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/** A navigation that lands this soon after the click keeps the clicked control's hover look (spec section 9). */
export const HOVER_CARRY_MS = 100;

interface Press {
  /** Selector for the same control on the next page: its data-carry key, else its link target. */
  selector: string;
  at: number;
  x: number;
  y: number;
}

let lastPress: Press | null = null;

function selectorFor(target: EventTarget | null): string | null {
  const control = target instanceof Element ? target.closest<HTMLElement>('[data-carry], a[href], button') : null;
  if (!control) return null;
  if (control.dataset.carry) return `[data-carry="${CSS.escape(control.dataset.carry)}"]`;
  const href = control.getAttribute('href');
  return href ? `a[href="${CSS.escape(href)}"]` : null;
}

/* Pointer clicks only (detail 0 means keyboard): a carried hover is about where the mouse is. */
function remember(event: MouseEvent): void {
  const selector = event.detail > 0 ? selectorFor(event.target) : null;
  lastPress = selector ? { selector, at: performance.now(), x: event.clientX, y: event.clientY } : null;
}

/**
 * Page changes swap the element under a resting pointer, and the browser only re-evaluates :hover
 * when the pointer moves. So when a click navigates within 100 ms, the matching control on the new
 * page (preferably inside <main>) gets data-hover-carry, which the button styles treat as :hover,
 * until the pointer really moves.
 */
export function useHoverCarry(): void {
  const { pathname } = useLocation();
  /* Taken while rendering the new location, so the new page's own render time does not count as navigation time. */
  const switchedAt = useMemo(() => performance.now(), [pathname]);

  useEffect(() => {
    document.addEventListener('click', remember, true);
    return () => document.removeEventListener('click', remember, true);
  }, []);

  useEffect(() => {
    const press = lastPress;
    lastPress = null;
    if (!press || switchedAt - press.at > HOVER_CARRY_MS) return;
    const element = document.querySelector(`main ${press.selector}`) ?? document.querySelector(press.selector);
    if (!element) return;
    element.setAttribute('data-hover-carry', '');
    const clear = () => {
      element.removeAttribute('data-hover-carry');
      window.removeEventListener('pointermove', onMove);
    };
    const onMove = (event: PointerEvent) => {
      if (event.clientX !== press.x || event.clientY !== press.y) clear();
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return clear;
  }, [switchedAt]);
}
