import { useEffect, type RefObject } from 'react';

/** Closes a popover on a pointer press outside `ref` or on Escape (which returns focus to `returnFocus`). */
export function useDismiss(open: boolean, ref: RefObject<HTMLElement | null>, close: () => void, returnFocus?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      returnFocus?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, ref, close, returnFocus]);
}
