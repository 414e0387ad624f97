import styled from 'styled-components';
import { referenceLabels } from '../../../content/references';
import type { Reference } from '../../../content/types';
import { ArrowIcon } from '../../components/icons/icons';
import { SectionKicker } from '../../components/tiles/section-header';
import { SpecList } from '../../components/tiles/spec-list';
import { Container } from '../../components/ui/section';
import { desktop } from '../../styles/theme';

const Layout = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 40px;
  padding-top: clamp(56px, 8vw, 112px);
  padding-bottom: clamp(56px, 8vw, 112px);
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
  }
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

/** An external link styled as the site's primary button; opens in a new tab, without an opener. */
const VisitSite = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  justify-self: start;
  gap: 10px;
  min-height: 48px;
  padding: 12px 24px;
  border-radius: ${(p) => p.theme.size.radius};
  background: ${(p) => p.theme.color.accent};
  color: ${(p) => p.theme.color.ink};
  font-weight: 600;
  font-size: 0.9375rem;
  letter-spacing: 0.02em;
  text-decoration: none;
  transition: background-color 0.2s, color 0.2s;
  svg {
    transform: rotate(-45deg);
  }
  &:hover {
    background: ${(p) => p.theme.color.ink};
    color: ${(p) => p.theme.color.paper};
  }
`;

/** Description, the key facts (client, year, location, scale) and the official site when there is one. */
export function ReferenceOverview({ reference }: { reference: Reference }) {
  return (
    <Layout>
      <Description>
        <SectionKicker eyebrow={referenceLabels.overview} as="h2" />
        {reference.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Description>
      <Facts aria-labelledby="reference-facts-title">
        <div>
          <SectionKicker eyebrow={referenceLabels.atAGlance} as="h2" id="reference-facts-title" />
          <SpecList
            rows={[
              { label: referenceLabels.client, value: reference.client },
              { label: referenceLabels.year, value: reference.year },
              { label: referenceLabels.location, value: reference.location },
              { label: referenceLabels.scale, value: reference.details.scale },
            ]}
          />
        </div>
        {reference.website ? (
          <VisitSite href={reference.website} target="_blank" rel="noopener noreferrer">
            {referenceLabels.visitSite}
            <ArrowIcon />
          </VisitSite>
        ) : null}
      </Facts>
    </Layout>
  );
}
