import { fadeWindow } from '../../features/scroll-video/fade-window';

/** The animation section's timeline (spec section 9), mapped onto its 1200vh of scroll. */
export const TIMELINE_MS = 12_000;
export const RING_COUNT = 3;
export const PARTICLE_COUNT = 28;
/**
 * Each caption fades out over this long before its turn ends and the next fades in over this long
 * after: the two share one place, so they take turns instead of cross-fading over each other.
 */
const CAPTION_FADE_MS = 250;

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));
const easeOut = (t: number): number => 1 - (1 - t) ** 3;
const span = (t: number, from: number, to: number): number => clamp01((t - from) / (to - from));

export interface RingState {
  scale: number;
  rotate: number;
  opacity: number;
}

export interface TimelineFrame {
  /** Scale of the central circle. */
  circleScale: number;
  /** Opacity of the accent fill over the concrete one: the circle "heats up" as it prints. */
  accent: number;
  rings: RingState[];
  /** 0 = particles gathered in the circle, 1 = fully spread. */
  spread: number;
  particleOpacity: number;
  /** One opacity per caption; never more than one above 0. */
  captions: number[];
}

/**
 * Everything the animation section shows at `ms` into the timeline, as plain numbers: the circle
 * grows in (0-3 s) and heats from raw concrete to the accent color (1.5-4.5 s), the rings open one after another and
 * turn, the particles spread out (4-7 s) and gather back (9-12 s), while the captions take equal turns.
 */
export function timelineFrame(ms: number, captionCount: number): TimelineFrame {
  const t = Math.min(TIMELINE_MS, Math.max(0, ms));
  const rings = Array.from({ length: RING_COUNT }, (_, i) => {
    const open = easeOut(span(t, 1500 + i * 900, 4500 + i * 900));
    return {
      scale: 0.7 + open * (0.55 + i * 0.3),
      rotate: (t / 1000) * (i % 2 === 0 ? 18 : -12),
      opacity: open * (0.9 - i * 0.2) * (1 - 0.5 * span(t, 10_000, TIMELINE_MS)),
    };
  });
  const slot = TIMELINE_MS / captionCount;
  const captions = Array.from({ length: captionCount }, (_, i) =>
    fadeWindow(t, {
      fadeInStart: i === 0 ? -Infinity : i * slot,
      fullStart: i === 0 ? -Infinity : i * slot + CAPTION_FADE_MS,
      fullEnd: i === captionCount - 1 ? Infinity : (i + 1) * slot - CAPTION_FADE_MS,
      fadeOutEnd: i === captionCount - 1 ? Infinity : (i + 1) * slot,
    }),
  );
  return {
    circleScale: 0.35 + 0.65 * easeOut(span(t, 0, 3000)) - 0.15 * easeOut(span(t, 9000, TIMELINE_MS)),
    accent: span(t, 1500, 4500),
    rings,
    spread: easeOut(span(t, 4000, 7000)) * (1 - easeOut(span(t, 9000, TIMELINE_MS)) * 0.75),
    particleOpacity: span(t, 3800, 4600),
    captions,
  };
}

/**
 * Where particle `i` is, in units of the circle's radius, when spread by `spread` at `ms`: each
 * orbits at its own radius and speed, so the cloud turns without any two dots moving in step.
 */
export function particleOffset(i: number, ms: number, spread: number): { x: number; y: number; scale: number } {
  const golden = 2.399963; // golden angle: an even, non-repeating spread around the circle
  const radius = 0.25 + spread * (0.85 + ((i * 37) % 11) / 10);
  const angle = i * golden + (ms / 1000) * (0.25 + (i % 5) * 0.07) * (i % 2 === 0 ? 1 : -1);
  return { x: Math.cos(angle) * radius, y: Math.sin(angle) * radius, scale: 0.6 + ((i * 13) % 7) / 10 };
}

/** '03 / 06': the caption's place in the sequence, shown in both the animated and static versions. */
export const captionIndex = (i: number, count: number): string => `${String(i + 1).padStart(2, '0')} / ${String(count).padStart(2, '0')}`;
