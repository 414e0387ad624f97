import { useEffect, useState } from 'react';

export interface NavScrollState {
  /** Scrolled 5 px or more (spec section 9). */
  scrolled: boolean;
  /** Hidden while the visitor scrolls down, shown again as soon as they scroll up. */
  hidden: boolean;
}

const SOLID_AT_PX = 5;
/** Ignore sub-pixel jitter and tiny trackpad movements when deciding the direction. */
const DIRECTION_SLOP_PX = 4;
/** Never hide while the bar still covers its own starting position. */
const HIDE_AFTER_PX = 80;

/** Reads the scroll position once per frame from a passive listener; never forces layout. */
export function useNavScrollState(): NavScrollState {
  const [state, setState] = useState<NavScrollState>({ scrolled: false, hidden: false });

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      setState((previous) => {
        let hidden = previous.hidden;
        if (y < HIDE_AFTER_PX) hidden = false;
        else if (y > lastY + DIRECTION_SLOP_PX) hidden = true;
        else if (y < lastY - DIRECTION_SLOP_PX) hidden = false;
        if (Math.abs(y - lastY) > DIRECTION_SLOP_PX || y < HIDE_AFTER_PX) lastY = y;
        const scrolled = y >= SOLID_AT_PX;
        return scrolled === previous.scrolled && hidden === previous.hidden ? previous : { scrolled, hidden };
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
