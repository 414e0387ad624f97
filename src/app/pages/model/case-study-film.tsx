import { useRef, useState } from 'react';
import styled from 'styled-components';
import { modelPage } from '../../../content/animation';
import { FilmSources } from '../../features/scroll-video/film-sources';
import { seekVideo } from '../../features/scroll-video/seek';
import { SMOOTHING_IDLE, SMOOTHING_SCROLLING, approach, frameFactor } from '../../features/scroll-video/smoothing';
import { MonoNote, Shade, Stage } from '../../features/scroll-video/story-styles';
import { spanProgress, useElementSpan } from '../../features/scroll-video/use-element-span';
import { useScrollFrames } from '../../features/scroll-video/use-scroll-frames';
import { useVideoStatus } from '../../features/scroll-video/use-video-status';

/** 1000vh of scroll scrub the case-study film (spec section 9). */
const SCRUB_VIEWPORTS = 10;

const Section = styled.section`
  position: relative;
  height: ${SCRUB_VIEWPORTS * 100}vh;
  background: ${(p) => p.theme.color.ink};
`;

const Sticky = styled(Stage)`
  position: sticky;
  top: 0;
`;

const Film = styled.video`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Heading = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.size.gutter} clamp(72px, 14vh, 160px);
  will-change: opacity, transform;
  h1 {
    max-width: 12ch;
    font-size: clamp(2.75rem, 8.5vw, 7rem);
    letter-spacing: -0.045em;
    line-height: 0.95;
  }
  p {
    margin-top: 24px;
  }
`;

/**
 * The case-study film, scrubbed by the first 10 viewport heights of scroll with the same smoothing as
 * page A. The stage is hidden outright from 10 viewport heights on (spec section 4), so the decoder
 * and compositor have nothing left to do for it further down.
 */
export function CaseStudyFilm() {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const status = useVideoStatus(video);
  const sectionRef = useRef<HTMLElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const span = useElementSpan(sectionRef);
  const motion = useRef({ time: 0, intro: -1, visible: true });

  useScrollFrames(
    ({ dt, scrollY, viewportHeight, scrolling }) => {
      const stage = stageRef.current;
      const heading = headingRef.current;
      if (!stage || !heading || !video) return false;
      const m = motion.current;
      const visible = scrollY < SCRUB_VIEWPORTS * viewportHeight;
      if (visible !== m.visible) {
        m.visible = visible;
        stage.style.visibility = visible ? 'visible' : 'hidden';
        stage.dataset.visible = String(visible);
      }
      /* The heading leaves over the first 60% of a viewport of scroll. */
      const intro = Math.min(1, Math.max(0, (scrollY - span.current.top) / (0.6 * viewportHeight)));
      if (intro !== m.intro) {
        m.intro = intro;
        heading.style.opacity = String(1 - intro);
        heading.style.transform = `translate3d(0, ${-intro * 48}px, 0)`;
      }
      if (!visible || status !== 'ready') return false;
      const target = spanProgress(span.current, scrollY, viewportHeight) * video.duration;
      m.time = approach(m.time, target, frameFactor(scrolling ? SMOOTHING_SCROLLING : SMOOTHING_IDLE, dt), 1 / 240);
      return seekVideo(video, m.time) || m.time !== target;
    },
    true,
    `${status}:${video ? 1 : 0}`,
  );

  return (
    <Section ref={sectionRef}>
      <Sticky ref={stageRef} data-visible="true" data-status={status}>
        <Film ref={setVideo} preload="auto" muted playsInline aria-hidden="true" tabIndex={-1}>
          <FilmSources sources={modelPage.video} />
        </Film>
        <Shade />
        <Heading ref={headingRef}>
          <h1>{modelPage.heading}</h1>
          <MonoNote>{modelPage.subheading}</MonoNote>
        </Heading>
      </Sticky>
    </Section>
  );
}
