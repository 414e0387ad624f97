import styled from 'styled-components';
import { storeCollections, storeHero, storeLabels, storeProducts } from '../../../content/store';
import { Eyebrow } from '../../components/page/page-intro';
import { desktop } from '../../styles/theme';
import { catalogPriceRange } from './collection-summary';

const Header = styled.header`
  display: grid;
  gap: 32px;
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: clamp(56px, 9vw, 128px) ${(p) => p.theme.size.gutter} clamp(40px, 5vw, 64px);
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
    align-items: end;
  }
`;

const Heading = styled.div`
  ${desktop} {
    grid-column: 1 / span 7;
  }
  h1 {
    max-width: 12ch;
    font-size: clamp(2.75rem, 7.5vw, 6.5rem);
    /* At 44 px "Printed pieces," fills a 320 px line exactly, so the fallback face (0.9 % wider)
       would wrap it until the web font arrives; the narrowest phones get a size that leaves room. */
    @media (max-width: 325px) {
      font-size: 13.5vw;
    }
    line-height: 0.96;
    letter-spacing: -0.045em;
    text-wrap: balance;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: 28px;
  ${desktop} {
    grid-column: 9 / span 4;
  }
  > p {
    max-width: 46ch;
    color: ${(p) => p.theme.color.inkSoft};
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: auto auto 1fr;
  gap: 0 24px;
  margin: 0;
  padding-top: 14px;
  border-top: 1px solid ${(p) => p.theme.color.ink};
  font-family: ${(p) => p.theme.font.mono};
  div {
    display: grid;
    gap: 4px;
  }
  dt {
    font-size: 0.6875rem;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${(p) => p.theme.color.stone};
  }
  dd {
    margin: 0;
    font-size: 0.9375rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: 14px ${(p) => p.theme.size.gutter};
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.06em;
  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    background: ${(p) => p.theme.color.accent};
  }
`;

const NoticeBand = styled.div`
  background: ${(p) => p.theme.color.paperDeep};
  border-top: 1px solid rgba(17, 17, 16, 0.12);
  border-bottom: 1px solid rgba(17, 17, 16, 0.12);
`;

/** Title, introduction and the catalog in three figures. */
export function StoreHeader() {
  return (
    <>
      <Header>
        <Heading>
          <Eyebrow>{storeHero.eyebrow}</Eyebrow>
          <h1>{storeHero.heading}</h1>
        </Heading>
        <Aside>
          <p>{storeHero.intro}</p>
          <Stats>
            <div>
              <dt>{storeLabels.collections}</dt>
              <dd>{storeCollections.length}</dd>
            </div>
            <div>
              <dt>{storeLabels.products}</dt>
              <dd>{storeProducts.length}</dd>
            </div>
            <div>
              <dt>{storeLabels.priceRange}</dt>
              <dd>{catalogPriceRange()}</dd>
            </div>
          </Stats>
        </Aside>
      </Header>
      <NoticeBand>
        <Notice>{storeLabels.notice}</Notice>
      </NoticeBand>
    </>
  );
}
