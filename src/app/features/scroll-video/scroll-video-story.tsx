import { useRef, useState } from 'react';
import styled from 'styled-components';
import { animationPage } from '../../../content/animation';
import { useReducedMotion } from '../../components/use-reduced-motion';
import { overlayOpacity } from './overlay-opacity';
import { INTRO_END, mainOpacity, phaseOf, targetTimes, type Phase } from './scroll-phase';
import { SMOOTHING_IDLE, SMOOTHING_SCROLLING, approach, frameFactor } from './smoothing';
import { FilmSources } from './film-sources';
import { seekVideo } from './seek';
import { StaticStory } from './static-story';
import { MonoNote, OverlayText, Shade, Stage } from './story-styles';
import { spanProgress, useElementSpan } from './use-element-span';
import { useScrollFrames } from './use-scroll-frames';
import { combineStatus, useVideoStatus } from './use-video-status';

/** 4000vh of scroll drive both films (spec section 9). */
const Track = styled.section`
  position: relative;
  height: 4000vh;
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

const MainFilm = styled(Film)`
  opacity: 0;
  will-change: opacity;
`;

const Overlay = styled(OverlayText)`
  will-change: opacity, transform;
`;

/* Top center, clear of the overlay copy in the lower half at every width. */
const Status = styled(MonoNote)`
  position: absolute;
  top: calc(${(p) => p.theme.size.navHeight} + 24px);
  left: 50%;
  transform: translateX(-50%);
  padding: 10px 16px;
  background: rgba(17, 17, 16, 0.7);
  white-space: nowrap;
  &:empty {
    display: none;
  }
`;

const Hint = styled(MonoNote)`
  position: absolute;
  right: ${(p) => p.theme.size.gutter};
  bottom: 28px;
`;

/** A thin accent layer line that grows with the scroll: where you are in the 4000vh. */
const Progress = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 2px;
  background: ${(p) => p.theme.color.accent};
  transform: scaleX(0);
  transform-origin: 0 50%;
  will-change: transform;
`;

const round = (value: number) => String(Math.round(value * 10000) / 10000);

/**
 * Page A: both films follow the scroll position. The intro covers the first 40% of the track, the
 * main film the rest, with a one-second crossfade between them; video time trails the scroll
 * through exponential smoothing (0.15 per frame, 0.3 while scrolling). Every per-frame write is an
 * opacity, a transform or a currentTime, written from one rAF loop that sleeps when settled.
 */
function AnimatedStory() {
  const [intro, setIntro] = useState<HTMLVideoElement | null>(null);
  const [main, setMain] = useState<HTMLVideoElement | null>(null);
  const status = combineStatus(useVideoStatus(intro), useVideoStatus(main));
  const trackRef = useRef<HTMLElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const overlayRefs = useRef<(HTMLDivElement | null)[]>([]);
  const hintRef = useRef<HTMLParagraphElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const span = useElementSpan(trackRef);
  const motion = useRef({ fraction: -1, introTime: 0, mainTime: 0, opacity: 0, fadeFrom: 0, fadeStart: -Infinity, towardsMain: false, phase: 'intro' as Phase });

  useScrollFrames(
    ({ now, dt, scrollY, viewportHeight, scrolling }) => {
      const m = motion.current;
      const stage = stageRef.current;
      if (!stage || !intro || !main) return false;
      const fraction = spanProgress(span.current, scrollY, viewportHeight);

      if (fraction !== m.fraction) {
        m.fraction = fraction;
        overlayRefs.current.forEach((element, index) => {
          if (!element) return;
          const opacity = overlayOpacity(index, fraction);
          element.style.opacity = String(opacity);
          element.style.transform = `translate3d(0, ${(1 - opacity) * 24}px, 0)`;
        });
        if (hintRef.current) hintRef.current.style.opacity = String(overlayOpacity(0, fraction));
        if (progressRef.current) progressRef.current.style.transform = `scaleX(${fraction})`;
        stage.dataset.fraction = round(fraction);
      }

      const towardsMain = fraction >= INTRO_END;
      if (towardsMain !== m.towardsMain) {
        m.towardsMain = towardsMain;
        m.fadeFrom = m.opacity;
        m.fadeStart = now;
      }
      const opacity = mainOpacity(m.fadeFrom, towardsMain, now - m.fadeStart);
      if (opacity !== m.opacity) {
        m.opacity = opacity;
        main.style.opacity = String(opacity);
      }
      const phase = phaseOf(fraction, opacity);
      if (phase !== m.phase) {
        m.phase = phase;
        stage.dataset.phase = phase;
        /* Once the main film covers it, the intro need not be composited at all. */
        intro.style.visibility = phase === 'main' ? 'hidden' : 'visible';
      }
      let busy = opacity !== (towardsMain ? 1 : 0);

      if (status === 'ready') {
        const targets = targetTimes(fraction, intro.duration, main.duration);
        const factor = frameFactor(scrolling ? SMOOTHING_SCROLLING : SMOOTHING_IDLE, dt);
        m.introTime = approach(m.introTime, targets.intro, factor, 1 / 240);
        m.mainTime = approach(m.mainTime, targets.main, factor, 1 / 240);
        /* Only the film that can be seen is sought; the hidden one waits at its last frame. */
        if (opacity < 1) busy = seekVideo(intro, m.introTime) || busy;
        if (opacity > 0 || towardsMain) busy = seekVideo(main, m.mainTime) || busy;
        busy ||= m.introTime !== targets.intro || m.mainTime !== targets.main;
      }
      return busy;
    },
    true,
    `${status}:${intro ? 1 : 0}:${main ? 1 : 0}`,
  );

  return (
    <Track ref={trackRef}>
      <Sticky ref={stageRef} data-status={status} data-phase="intro" data-fraction="0">
        <Film ref={setIntro} preload="auto" muted playsInline aria-hidden="true" tabIndex={-1}>
          <FilmSources sources={animationPage.videos.intro} />
        </Film>
        <MainFilm ref={setMain} preload="auto" muted playsInline aria-hidden="true" tabIndex={-1}>
          <FilmSources sources={animationPage.videos.main} />
        </MainFilm>
        <Shade />
        {animationPage.overlays.map((overlay, index) => {
          const Heading = index === 0 ? 'h1' : 'h2';
          const initial = overlayOpacity(index, 0);
          return (
            <Overlay
              key={overlay.heading}
              ref={(element) => {
                overlayRefs.current[index] = element;
              }}
              data-overlay={index}
              style={{ opacity: initial }}
            >
              <Heading>{overlay.heading}</Heading>
              <p>{overlay.subline}</p>
            </Overlay>
          );
        })}
        <Hint ref={hintRef} aria-hidden="true">
          {animationPage.scrollHint}
        </Hint>
        {/* Always mounted so screen readers announce the change from loading to failed. */}
        <Status role="status" data-testid="video-status">
          {status === 'error' ? animationPage.error : status === 'loading' ? animationPage.loading : ''}
        </Status>
        <Progress ref={progressRef} />
      </Sticky>
    </Track>
  );
}

/** Reduced motion gets the calm version (see StaticStory); the server and first render are the animated one. */
export function ScrollVideoStory() {
  return useReducedMotion() ? <StaticStory /> : <AnimatedStory />;
}
