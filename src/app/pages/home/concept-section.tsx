import styled from 'styled-components';
import { homeConcept } from '../../../content/home';
import { Picture } from '../../components/media/picture';
import { SectionKicker } from '../../components/tiles/section-header';
import { Band, SectionGrid } from '../../components/ui/section';
import { desktop } from '../../styles/theme';

/** The banner closes the band flush with its lower edge. */
const ConceptBand = styled(Band)`
  padding-bottom: 0;
`;

const Layout = styled(SectionGrid).attrs({ $rows: ['28px', '48px'] as const })``;

const Statement = styled.h2`
  font-size: clamp(2.25rem, 5.6vw, 5rem);
  letter-spacing: -0.04em;
  line-height: 1;
  ${desktop} {
    grid-column: 1 / span 10;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 20px;
  color: ${(p) => p.theme.color.concrete};
  font-size: 1.0625rem;
  ${desktop} {
    grid-column: 5 / -1;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
  }
`;

/** The banner runs edge to edge: a 21:9 strip on desktop, 4:3 on phones. */
const Banner = styled.figure`
  margin: clamp(56px, 8vw, 112px) 0 0;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  ${desktop} {
    aspect-ratio: 21 / 9;
  }
  picture,
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The studio's position in one sentence, two short paragraphs and a banner image. */
export function ConceptSection() {
  return (
    <ConceptBand $tone="dark" aria-labelledby="home-concept-title">
      <Layout>
        <SectionKicker eyebrow={homeConcept.eyebrow} index="02" tone="dark" />
        <Statement id="home-concept-title">{homeConcept.heading}</Statement>
        <Body>
          {homeConcept.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Body>
      </Layout>
      <Banner>
        {/* Cover-cropped: 21:9 is wider than the 16:10 image (100vw); 4:3 is narrower (120vw). */}
        <Picture image={homeConcept.bannerImage} sizes="(min-width: 900px) 100vw, 120vw" />
      </Banner>
    </ConceptBand>
  );
}
