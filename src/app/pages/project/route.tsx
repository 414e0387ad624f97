import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { projectMeta, projectNotFoundMeta } from '../../../content/meta';
import { projectNotFound } from '../../../content/not-found';
import { getProject, projectDetailLabels } from '../../../content/projects';
import { DetailHero } from '../../components/tiles/detail-hero';
import { NavBackdrop } from '../../components/tiles/nav-backdrop';
import type { RouteHandle } from '../../route-handle';
import { projectData } from '../../seo/structured-data';
import { NotFoundView } from '../not-found/not-found-view';
import { nextProject } from './next-project';
import { ProjectMedia } from './project-media';
import { ProjectOverview } from './project-overview';
import { ProjectPager } from './project-pager';
import { projectIdFromPath } from './project-id';

/** Unknown ids answer 404; the loader returns only the id because the content ships with the chunk. */
export function loader({ request }: LoaderFunctionArgs) {
  const id = projectIdFromPath(new URL(request.url).pathname);
  if (!getProject(id)) throw data(null, { status: 404, statusText: 'Not Found' });
  return { id };
}

export const handle: RouteHandle = {
  meta: ({ pathname }) => {
    const project = getProject(projectIdFromPath(pathname));
    return project ? projectMeta(project) : { ...projectNotFoundMeta, noindex: true };
  },
  hero: true,
  structuredData: ({ pathname }, publicUrl) => {
    const project = getProject(projectIdFromPath(pathname));
    return project ? projectData(project, publicUrl) : undefined;
  },
};

/** A project: full-bleed hero, description beside its details, featured image, gallery, next project. */
export function Component() {
  const { id } = useLoaderData<typeof loader>();
  const project = getProject(id)!;
  return (
    <article>
      <DetailHero
        image={project.heroImage}
        crumb={{ label: projectDetailLabels.back, href: '/projects' }}
        category={project.category}
        title={project.title}
        meta={
          <>
            <span>{project.details.year}</span>
            <span>{project.details.client}</span>
          </>
        }
      />
      <ProjectOverview project={project} />
      <ProjectMedia project={project} />
      <ProjectPager next={nextProject(project.id)} />
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <NavBackdrop />
      <NotFoundView heading={projectNotFound.heading} link={{ label: projectNotFound.link, href: projectNotFound.href }}>
        <p>{projectNotFound.text}</p>
      </NotFoundView>
    </>
  );
}
