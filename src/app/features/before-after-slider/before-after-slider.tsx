import { useCallback, useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { Picture } from '../../components/media/picture';
import { prefersReducedMotion } from '../../components/use-reduced-motion';
import {
  SLIDER_DELAY_MS,
  SLIDER_DURATION_MS,
  SLIDER_START,
  SLIDER_TARGET,
  SLIDER_VISIBILITY,
  clampPercent,
  easeInOutCubic,
  positionForKey,
} from './slider-math';

const SIZES = '(min-width: 1440px) 1376px, 100vw';

/*
 * The position lives in one CSS custom property (--pos) on the root; the before image is clipped
 * and the handle translated from it, so a move costs a style write and a composite, never a layout.
 */
const Root = styled.div`
  --pos: ${SLIDER_START}%;
  /* Where the reveal would end, from the first paint: the script may load only when the visitor
     scrolls (components/deferred), and hydrating must not make the handle jump. */
  @media (prefers-reduced-motion: reduce) {
    --pos: ${SLIDER_TARGET}%;
  }
  position: relative;
  overflow: hidden;
  touch-action: pan-y;
  user-select: none;
  cursor: ew-resize;
  background: ${(p) => p.theme.color.ink};
  img {
    pointer-events: none;
    -webkit-user-drag: none;
  }
`;

const Before = styled.div`
  position: absolute;
  inset: 0;
  clip-path: inset(0 calc(100% - var(--pos)) 0 0);
  img {
    height: 100%;
    object-fit: cover;
  }
`;

const Track = styled.div`
  position: absolute;
  inset: 0;
  transform: translateX(var(--pos));
  pointer-events: none;
`;

const Line = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  left: -1px;
  width: 2px;
  background: ${(p) => p.theme.color.paper};
  box-shadow: 0 0 0 1px rgba(17, 17, 16, 0.25);
`;

const Handle = styled.div`
  position: absolute;
  top: 50%;
  left: 0;
  width: 48px;
  height: 48px;
  transform: translate(-50%, -50%);
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: ${(p) => p.theme.color.paper};
  color: ${(p) => p.theme.color.ink};
  box-shadow: 0 2px 12px rgba(17, 17, 16, 0.35);
  pointer-events: auto;
  cursor: ew-resize;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.accent};
    outline-offset: 3px;
  }
`;

const Tag = styled.span<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 16px;
  ${(p) => p.$side}: 16px;
  padding: 4px 10px;
  background: rgba(17, 17, 16, 0.72);
  color: ${(p) => p.theme.color.paper};
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  pointer-events: none;
`;

function Arrows() {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <path d="M8 6 3 11l5 5M14 6l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/** 'Digital model 13%, Printed piece 87%': what each side shows, always adding up to 100. */
function valueText(pos: number, beforeLabel: string, afterLabel: string): string {
  const shown = Math.round(pos);
  return `${beforeLabel} ${shown}%, ${afterLabel} ${100 - shown}%`;
}

/**
 * Compares two aligned images. Starts at 12.5%, and the first time 30% of it is visible it waits
 * 500 ms and eases to 50% over 1 s (spec sections 4 and 9). Dragging, clicking or the keyboard
 * take over at any time. Under reduced motion there is no reveal animation: the handle is placed at
 * 50% straight away, which is where the animation would have ended.
 */
export function BeforeAfterSlider({
  before,
  after,
  beforeLabel,
  afterLabel,
  handleLabel = `${beforeLabel} / ${afterLabel}`,
}: {
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
  /** Accessible name of the handle; defaults to the two labels. */
  handleLabel?: string;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const position = useRef(SLIDER_START);
  const cancelReveal = useRef<() => void>(() => {});
  const drag = useRef<{ left: number; width: number } | null>(null);

  /* Writes go straight to the DOM: no React render per frame while animating or dragging. */
  const apply = useCallback(
    (value: number) => {
      const pos = clampPercent(value);
      position.current = pos;
      const root = rootRef.current;
      const handle = handleRef.current;
      if (!root || !handle) return;
      root.style.setProperty('--pos', `${pos}%`);
      root.dataset.position = String(Math.round(pos * 100) / 100);
      handle.setAttribute('aria-valuenow', String(Math.round(pos * 10) / 10));
      handle.setAttribute('aria-valuetext', valueText(pos, beforeLabel, afterLabel));
    },
    [beforeLabel, afterLabel],
  );

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (prefersReducedMotion()) {
      apply(SLIDER_TARGET);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    const animate = () => {
      const from = position.current;
      const start = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / SLIDER_DURATION_MS);
        apply(from + (SLIDER_TARGET - from) * easeInOutCubic(t));
        if (t < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SLIDER_VISIBILITY)) return;
        observer.disconnect();
        timer = setTimeout(animate, SLIDER_DELAY_MS);
      },
      { threshold: SLIDER_VISIBILITY },
    );
    observer.observe(root);
    const cancel = () => {
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
    cancelReveal.current = cancel;
    return cancel;
  }, [apply]);

  const positionAt = (clientX: number) => {
    const box = drag.current;
    if (box && box.width > 0) apply(((clientX - box.left) / box.width) * 100);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    cancelReveal.current();
    /* Measure once per drag, not per move, so pointermove never forces a layout. */
    const rect = event.currentTarget.getBoundingClientRect();
    drag.current = { left: rect.left, width: rect.width };
    event.currentTarget.setPointerCapture(event.pointerId);
    positionAt(event.clientX);
    handleRef.current?.focus({ preventScroll: true });
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) positionAt(event.clientX);
  };

  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = positionForKey(event.key, event.shiftKey, position.current);
    if (next === null) return;
    event.preventDefault();
    cancelReveal.current();
    apply(next);
  };

  return (
    <Root
      ref={rootRef}
      data-position={SLIDER_START}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onLostPointerCapture={endDrag}
    >
      <Picture image={after} sizes={SIZES} />
      <Before>
        <Picture image={before} sizes={SIZES} />
      </Before>
      <Tag $side="left" aria-hidden="true">
        {beforeLabel}
      </Tag>
      <Tag $side="right" aria-hidden="true">
        {afterLabel}
      </Tag>
      <Track>
        <Line />
        <Handle
          ref={handleRef}
          role="slider"
          tabIndex={0}
          aria-label={handleLabel}
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={SLIDER_START}
          aria-valuetext={valueText(SLIDER_START, beforeLabel, afterLabel)}
          onKeyDown={onKeyDown}
        >
          <Arrows />
        </Handle>
      </Track>
    </Root>
  );
}
