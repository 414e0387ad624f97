import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { projectMeta, projectNotFoundMeta } from '../../../content/meta';
import { projectNotFound } from '../../../content/not-found';
import { getProject } from '../../../content/projects';
import { PageIntro } from '../../components/page/page-intro';
import type { RouteHandle } from '../../route-handle';
import { NotFoundView } from '../not-found/not-found-view';
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
};

export function Component() {
  const { id } = useLoaderData<typeof loader>();
  const project = getProject(id)!;
  return <PageIntro eyebrow={project.category} title={project.title} />;
}

export function ErrorBoundary() {
  return (
    <NotFoundView heading={projectNotFound.heading} link={{ label: projectNotFound.link, href: projectNotFound.href }}>
      <p>{projectNotFound.text}</p>
    </NotFoundView>
  );
}
