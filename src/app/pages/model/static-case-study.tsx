import styled from 'styled-components';
import { modelPage } from '../../../content/animation';
import { Container } from '../../components/ui/section';
import { PosterFrame } from '../../features/scroll-video/poster-frame';
import { MonoNote, OverlayText, Shade, Stage } from '../../features/scroll-video/story-styles';
import { desktop } from '../../styles/theme';
import { captionIndex } from './timeline';

const StepsBand = styled.div`
  padding: clamp(48px, 8vw, 96px) 0;
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Step = styled.li`
  display: grid;
  gap: 20px;
  padding: 32px 0;
  border-top: 1px solid rgba(244, 241, 234, 0.2);
  ${desktop} {
    grid-template-columns: 5fr 7fr;
    gap: 48px;
    align-items: center;
  }
`;

/** A 16:9 window for one still frame of the film. */
const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${(p) => p.theme.color.inkSoft};
`;

const Text = styled.p`
  font-family: ${(p) => p.theme.font.display};
  font-size: clamp(1.25rem, 2.2vw, 1.75rem);
  line-height: 1.25;
  span {
    display: block;
    margin-bottom: 10px;
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.75rem;
    letter-spacing: 0.16em;
    color: ${(p) => p.theme.color.accent};
  }
`;

/**
 * Reduced motion: the heading over the film's first frame, then every caption in order beside a
 * still from the matching point of the film. Nothing plays or follows the scroll.
 */
export function StaticCaseStudy() {
  const count = modelPage.captions.length;
  return (
    <div data-motion="static">
      <Stage>
        <PosterFrame sources={modelPage.video} share={0} />
        <Shade />
        <OverlayText>
          <h1>{modelPage.heading}</h1>
          <MonoNote>{modelPage.subheading}</MonoNote>
        </OverlayText>
      </Stage>
      <StepsBand>
        <Container as={Steps}>
          {modelPage.captions.map((caption, i) => (
            <Step key={caption} data-caption={i}>
              <Frame>
                <PosterFrame sources={modelPage.video} share={(i + 0.5) / count} />
              </Frame>
              <Text>
                <span>{captionIndex(i, count)}</span>
                {caption}
              </Text>
            </Step>
          ))}
        </Container>
      </StepsBand>
    </div>
  );
}
