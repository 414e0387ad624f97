import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SectionGrid } from '../ui/section';
import { desktop } from '../../styles/theme';
import { SectionKicker } from './section-header';
import { SpecList, type SpecRow } from './spec-list';

const Layout = styled(SectionGrid).attrs({ $rows: ['40px'] as const })`
  padding-top: clamp(56px, 8vw, 112px);
  padding-bottom: clamp(56px, 8vw, 112px);
`;

const Description = styled.div`
  display: grid;
  gap: 20px;
  align-content: start;
  ${desktop} {
    grid-column: 1 / span 7;
  }
  h2 {
    margin-bottom: 8px;
  }
  p {
    max-width: 62ch;
    font-size: 1.0625rem;
    color: ${(p) => p.theme.color.inkSoft};
  }
  /* The first paragraph is the lead, set in the display face. */
  p:first-of-type {
    font-family: ${(p) => p.theme.font.display};
    font-size: clamp(1.375rem, 2.2vw, 1.875rem);
    line-height: 1.3;
    letter-spacing: -0.02em;
    color: ${(p) => p.theme.color.ink};
  }
`;

const Facts = styled.aside`
  display: grid;
  gap: 28px;
  align-content: start;
  ${desktop} {
    grid-column: 9 / -1;
  }
  h2 {
    margin-bottom: 8px;
  }
  /* The kicker's rule already opens the list. */
  dl > div:first-child {
    border-top: 0;
  }
`;

/**
 * The overview of a detail page (project, reference): the description on the left, the key facts
 * on the right. `children` go under the facts list, e.g. a link out.
 */
export function DetailOverview({
  overviewLabel,
  paragraphs,
  factsLabel,
  factsId,
  facts,
  children,
}: {
  overviewLabel: string;
  paragraphs: readonly string[];
  factsLabel: string;
  /** Id of the facts heading, which names the aside. */
  factsId: string;
  facts: SpecRow[];
  children?: ReactNode;
}) {
  return (
    <Layout>
      <Description>
        <SectionKicker eyebrow={overviewLabel} as="h2" />
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Description>
      <Facts aria-labelledby={factsId}>
        <div>
          <SectionKicker eyebrow={factsLabel} as="h2" id={factsId} />
          <SpecList rows={facts} />
        </div>
        {children}
      </Facts>
    </Layout>
  );
}
