import { useRef } from 'react';
import styled from 'styled-components';
import { modelPage } from '../../../content/animation';
import { SMOOTHING_IDLE, SMOOTHING_SCROLLING, approach, frameFactor } from '../../features/scroll-video/smoothing';
import { Stage } from '../../features/scroll-video/story-styles';
import { spanProgress, useElementSpan } from '../../features/scroll-video/use-element-span';
import { useScrollFrames } from '../../features/scroll-video/use-scroll-frames';
import { PARTICLE_COUNT, RING_COUNT, TIMELINE_MS, captionIndex, particleOffset, timelineFrame } from './timeline';
import { Caption, CaptionIndex, Captions, Circle, Figure, Particle, Readout, Ring } from './timeline-styles';

/** 1200vh of scroll play the 12 s timeline (spec section 9). */
const Section = styled.section`
  position: relative;
  height: 1200vh;
  background: ${(p) => p.theme.color.ink};
`;

const Sticky = styled(Stage)`
  position: sticky;
  top: 0;
`;

const seconds = (ms: number) => `T+${(ms / 1000).toFixed(1).padStart(4, '0')} s / ${(TIMELINE_MS / 1000).toFixed(1)} s`;

const particles = Array.from({ length: PARTICLE_COUNT }, (_, i) => i);
const rings = Array.from({ length: RING_COUNT }, (_, i) => i);

/**
 * The abstract print: a circle, rings, particles and captions, all functions of one number, the
 * timeline position, which trails the scroll with the page-wide smoothing. Our own rAF loop writes
 * transforms and opacities only; no animation library is loaded or polled for.
 */
export function TimelineStage() {
  const sectionRef = useRef<HTMLElement>(null);
  const accentRef = useRef<HTMLDivElement>(null);
  const circleRef = useRef<HTMLDivElement>(null);
  const ringRefs = useRef<(HTMLDivElement | null)[]>([]);
  const particleRefs = useRef<(HTMLSpanElement | null)[]>([]);
  const captionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const readoutRef = useRef<HTMLParagraphElement>(null);
  const span = useElementSpan(sectionRef);
  const time = useRef(-1);

  useScrollFrames(({ dt, scrollY, viewportHeight, scrolling }) => {
    const target = spanProgress(span.current, scrollY, viewportHeight) * TIMELINE_MS;
    const ms = time.current < 0 ? target : approach(time.current, target, frameFactor(scrolling ? SMOOTHING_SCROLLING : SMOOTHING_IDLE, dt), 1);
    if (ms === time.current) return false;
    time.current = ms;
    const frame = timelineFrame(ms, modelPage.captions.length);
    if (circleRef.current) circleRef.current.style.transform = `scale(${frame.circleScale})`;
    if (accentRef.current) accentRef.current.style.opacity = String(frame.accent);
    frame.rings.forEach((ring, i) => {
      const element = ringRefs.current[i];
      if (!element) return;
      element.style.transform = `scale(${ring.scale}) rotate(${ring.rotate}deg)`;
      element.style.opacity = String(ring.opacity);
    });
    particles.forEach((i) => {
      const element = particleRefs.current[i];
      if (!element) return;
      const p = particleOffset(i, ms, frame.spread);
      element.style.transform = `translate3d(calc(var(--r) * ${p.x}), calc(var(--r) * ${p.y}), 0) scale(${p.scale})`;
      element.style.opacity = String(frame.particleOpacity);
    });
    frame.captions.forEach((opacity, i) => {
      const element = captionRefs.current[i];
      if (!element) return;
      element.style.opacity = String(opacity);
      element.style.transform = `translate3d(0, ${(1 - opacity) * 16}px, 0)`;
    });
    if (readoutRef.current) readoutRef.current.textContent = seconds(ms);
    return ms !== target;
  }, true);

  return (
    <Section ref={sectionRef}>
      <Sticky data-timeline="">
        <Readout ref={readoutRef} aria-hidden="true">
          {seconds(0)}
        </Readout>
        <Figure aria-hidden="true">
          {rings.map((i) => (
            <Ring
              key={i}
              $dashed={i % 2 === 1}
              ref={(element) => {
                ringRefs.current[i] = element;
              }}
              style={{ opacity: 0 }}
            />
          ))}
          <Circle ref={circleRef} style={{ transform: 'scale(0.35)' }}>
            <div ref={accentRef} style={{ opacity: 0 }} />
          </Circle>
          {particles.map((i) => (
            <Particle
              key={i}
              ref={(element) => {
                particleRefs.current[i] = element;
              }}
              style={{ opacity: 0 }}
            />
          ))}
        </Figure>
        <Captions>
          {modelPage.captions.map((caption, i) => (
            <Caption
              key={caption}
              data-caption={i}
              ref={(element) => {
                captionRefs.current[i] = element;
              }}
              style={{ opacity: i === 0 ? 1 : 0 }}
            >
              <CaptionIndex>{captionIndex(i, modelPage.captions.length)}</CaptionIndex>
              {caption}
            </Caption>
          ))}
        </Captions>
      </Sticky>
    </Section>
  );
}
