import styled from 'styled-components';
import { legalLabels } from '../../../content/legal/labels';
import type { LegalDocument } from '../../../content/types';
import { Eyebrow } from '../../components/page/page-intro';
import { desktop } from '../../styles/theme';
import { HiddenScrollbar } from './hidden-scrollbar';
import { LegalSection } from './legal-section';
import { LegalToc } from './legal-toc';

const Header = styled.header`
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: clamp(56px, 9vw, 120px) ${(p) => p.theme.size.gutter} clamp(32px, 5vw, 56px);
  h1 {
    max-width: 14ch;
    font-size: clamp(2.75rem, 7vw, 6rem);
    line-height: 0.96;
    letter-spacing: -0.045em;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin-top: clamp(28px, 4vw, 48px);
  padding-top: 14px;
  border-top: 1px solid ${(p) => p.theme.color.ink};
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.8125rem;
  span:first-child {
    letter-spacing: 0.14em;
    text-transform: uppercase;
    font-size: 0.6875rem;
    padding-top: 0.15em;
    color: ${(p) => p.theme.color.stone};
  }
`;

const Intro = styled.p`
  max-width: 62ch;
  margin-top: 28px;
  font-size: clamp(1.0625rem, 1.5vw, 1.25rem);
  line-height: 1.6;
`;

const Layout = styled.div`
  display: grid;
  gap: 48px;
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.size.gutter} clamp(80px, 10vw, 144px);
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
    align-items: start;
  }
`;

const Aside = styled.aside`
  ${desktop} {
    grid-column: 1 / span 3;
    position: sticky;
    top: calc(${(p) => p.theme.size.navHeight} + 24px);
    max-height: calc(100vh - ${(p) => p.theme.size.navHeight} - 48px);
    overflow-y: auto;
    scrollbar-width: thin;
  }
`;

const Article = styled.article`
  min-width: 0;
  max-width: 70ch;
  overflow-wrap: break-word;
  ${desktop} {
    grid-column: 5 / span 8;
  }
`;

/** One layout for the five policy documents; each route module imports only its own text. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <HiddenScrollbar />
      <Header>
        <Eyebrow>{legalLabels.eyebrow}</Eyebrow>
        <h1 id="legal-title">{document.title}</h1>
        {document.lastUpdated ? (
          <Meta>
            <span>{legalLabels.lastUpdated}</span>
            <span>{document.lastUpdated}</span>
          </Meta>
        ) : null}
        {document.intro ? <Intro>{document.intro}</Intro> : null}
      </Header>
      <Layout>
        <Aside>
          <LegalToc sections={document.sections} />
        </Aside>
        <Article aria-labelledby="legal-title">
          {document.sections.map((section) => (
            <LegalSection key={section.id} section={section} />
          ))}
        </Article>
      </Layout>
    </>
  );
}
