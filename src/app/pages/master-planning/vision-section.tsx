import styled from 'styled-components';
import { architecturalVision } from '../../../content/master-planning';
import { Band, SectionGrid, SectionTitle } from '../../components/ui/section';
import { desktop } from '../../styles/theme';

const Layout = styled(SectionGrid).attrs({ $rows: ['32px'] as const })``;

const Title = styled(SectionTitle)`
  ${desktop} {
    grid-column: 1 / span 5;
  }
`;

const Text = styled.div`
  display: grid;
  gap: 1.25em;
  padding-top: 18px;
  ${desktop} {
    grid-column: 7 / span 6;
  }
  p {
    max-width: 58ch;
    color: ${(p) => p.theme.color.inkSoft};
  }
  p:first-child {
    font-family: ${(p) => p.theme.font.display};
    font-size: clamp(1.375rem, 2.2vw, 1.875rem);
    line-height: 1.3;
    letter-spacing: -0.015em;
    color: ${(p) => p.theme.color.ink};
  }
`;

/** Why a master plan should be drawn with large-format printing in mind. */
export function VisionSection() {
  return (
    <Band aria-labelledby="vision-heading" id="vision">
      <Layout>
        <Title id="vision-heading">{architecturalVision.heading}</Title>
        <Text>
          {architecturalVision.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Text>
      </Layout>
    </Band>
  );
}
