import styled from 'styled-components';
import { homeReferences } from '../../../content/home';
import { SectionHeader } from '../../components/tiles/section-header';
import { Band, Container } from '../../components/ui/section';
import { desktop } from '../../styles/theme';
import { ReferenceCard } from './reference-card';
import { GridList } from '../../components/ui/grid-list';

const Cards = styled(GridList)`
  gap: 56px ${(p) => p.theme.size.gutter};
  ${desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    /* The middle card steps down: a gallery hang rather than a row of equal boxes. */
    li:nth-child(3n + 2) {
      margin-top: clamp(40px, 6vw, 96px);
    }
  }
`;

/** The three park and resort references. */
export function ReferencesSection() {
  return (
    <Band $tone="deep" aria-labelledby="home-references-title">
      <Container>
        <SectionHeader
          eyebrow={homeReferences.eyebrow}
          index="03"
          title={homeReferences.heading}
          intro={homeReferences.intro}
          tone="deep"
          titleId="home-references-title"
        />
        <Cards>
          {homeReferences.cards.map((card) => (
            <li key={card.id}>
              <ReferenceCard card={card} linkLabel={homeReferences.cardLink} />
            </li>
          ))}
        </Cards>
      </Container>
    </Band>
  );
}
