import { projectDetailLabels } from '../../../content/projects';
import type { Project } from '../../../content/types';
import { DetailOverview } from '../../components/tiles/detail-overview';

/** The description beside the technical details (client, year, materials, dimensions). */
export function ProjectOverview({ project }: { project: Project }) {
  const { details } = project;
  return (
    <DetailOverview
      overviewLabel={projectDetailLabels.overview}
      paragraphs={project.description}
      factsLabel={projectDetailLabels.details}
      factsId="project-details-title"
      facts={[
        { label: projectDetailLabels.client, value: details.client },
        { label: projectDetailLabels.year, value: details.year },
        { label: projectDetailLabels.materials, value: details.materials },
        { label: projectDetailLabels.dimensions, value: details.dimensions },
      ]}
    />
  );
}
