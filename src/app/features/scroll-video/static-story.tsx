import styled from 'styled-components';
import { animationPage } from '../../../content/animation';
import type { VideoSource } from '../../../content/types';
import { OVERLAY_WINDOWS } from './overlay-opacity';
import { INTRO_END } from './scroll-phase';
import { PosterFrame } from './poster-frame';
import { OverlayText, Shade, Stage } from './story-styles';

/** The film and the point in it (0-1) that belongs to a scroll fraction: the same mapping as the animation. */
function frameAt(fraction: number): { sources: readonly VideoSource[]; share: number } {
  return fraction < INTRO_END
    ? { sources: animationPage.videos.intro, share: fraction / INTRO_END }
    : { sources: animationPage.videos.main, share: (fraction - INTRO_END) / (1 - INTRO_END) };
}

/** The middle of each overlay's fully-visible stretch: the frame that text was written for. */
const frames = OVERLAY_WINDOWS.map((w) => frameAt(Math.max(0, (Math.max(0, w.fullStart) + w.fullEnd) / 2)));

const Panel = styled(Stage)`
  border-bottom: 1px solid rgba(244, 241, 234, 0.12);
`;

/**
 * Reduced motion: the same story as still panels, one per overlay, each over the film frame it
 * accompanies; nothing plays, fades or follows the scroll, and every text is visible.
 */
export function StaticStory() {
  return (
    <section data-motion="static">
      {animationPage.overlays.map((overlay, index) => {
        const Heading = index === 0 ? 'h1' : 'h2';
        const frame = frames[index] ?? frameAt(0);
        return (
          <Panel key={overlay.heading}>
            <PosterFrame sources={frame.sources} share={frame.share} />
            <Shade />
            <OverlayText data-overlay={index}>
              <Heading>{overlay.heading}</Heading>
              <p>{overlay.subline}</p>
            </OverlayText>
          </Panel>
        );
      })}
    </section>
  );
}
