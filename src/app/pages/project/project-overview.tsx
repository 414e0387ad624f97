import styled from 'styled-components';
import { projectDetailLabels } from '../../../content/projects';
import type { Project } from '../../../content/types';
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
  /* The first paragraph is the lead, set in the display face. */
  p:first-of-type {
    font-family: ${(p) => p.theme.font.display};
    font-size: clamp(1.375rem, 2.2vw, 1.875rem);
    line-height: 1.3;
    letter-spacing: -0.02em;
    color: ${(p) => p.theme.color.ink};
  }
`;

const Details = styled.aside`
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

/** The description beside the technical details (client, year, materials, dimensions). */
export function ProjectOverview({ project }: { project: Project }) {
  const { details } = project;
  return (
    <Layout>
      <Description>
        <SectionKicker eyebrow={projectDetailLabels.overview} as="h2" />
        {project.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Description>
      <Details aria-labelledby="project-details-title">
        <SectionKicker eyebrow={projectDetailLabels.details} as="h2" id="project-details-title" />
        <SpecList
          rows={[
            { label: projectDetailLabels.client, value: details.client },
            { label: projectDetailLabels.year, value: details.year },
            { label: projectDetailLabels.materials, value: details.materials },
            { label: projectDetailLabels.dimensions, value: details.dimensions },
          ]}
        />
      </Details>
    </Layout>
  );
}
