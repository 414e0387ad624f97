import styled from 'styled-components';
import { referenceLabels } from '../../../content/references';
import type { Reference } from '../../../content/types';
import { ArrowIcon } from '../../components/icons/icons';
import { DetailOverview } from '../../components/tiles/detail-overview';

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
    <DetailOverview
      overviewLabel={referenceLabels.overview}
      paragraphs={reference.description}
      factsLabel={referenceLabels.atAGlance}
      factsId="reference-facts-title"
      facts={[
        { label: referenceLabels.client, value: reference.client },
        { label: referenceLabels.year, value: reference.year },
        { label: referenceLabels.location, value: reference.location },
        { label: referenceLabels.scale, value: reference.details.scale },
      ]}
    >
      {reference.website ? (
        <VisitSite href={reference.website} target="_blank" rel="noopener noreferrer">
          {referenceLabels.visitSite}
          <ArrowIcon />
        </VisitSite>
      ) : null}
    </DetailOverview>
  );
}
