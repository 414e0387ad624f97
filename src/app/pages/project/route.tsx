import { useLocation } from 'react-router-dom';
import { projectMeta, projectNotFoundMeta } from '../../../content/meta';
import { projectNotFound } from '../../../content/not-found';
import { getProject, projectDetailLabels } from '../../../content/projects';
import { CtaBand } from '../../components/page/cta-band';
import { DetailHero } from '../../components/tiles/detail-hero';
import { ContactDialogTrigger } from '../../features/contact/contact-dialog-trigger';
import { NavBackdrop } from '../../components/tiles/nav-backdrop';
import type { RouteHandle, RouteModule } from '../../route-handle';
import { NotFoundView } from '../not-found/not-found-view';
import { nextProject } from './next-project';
import { ProjectMedia } from './project-media';
import { ProjectOverview } from './project-overview';
import { ProjectPager } from './project-pager';
import { projectIdFromPath } from './project-id';

/** Unknown ids answer 404 and render NotFound below. */
export const exists: RouteModule['exists'] = ({ pathname }) => getProject(projectIdFromPath(pathname)) !== undefined;

export const handle: RouteHandle = {
  meta: ({ pathname }) => {
    const project = getProject(projectIdFromPath(pathname));
    return project ? projectMeta(project) : { ...projectNotFoundMeta, noindex: true };
  },
  hero: true,
};

/** A project: full-bleed hero, description beside its details, featured image, gallery, next project, then the call to action. */
export function Component() {
  const project = getProject(projectIdFromPath(useLocation().pathname))!;
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
      <CtaBand heading={projectDetailLabels.ctaHeading} text={projectDetailLabels.ctaText}>
        <ContactDialogTrigger>{projectDetailLabels.ctaButton}</ContactDialogTrigger>
      </CtaBand>
    </article>
  );
}

export function NotFound() {
  return (
    <>
      <NavBackdrop />
      <NotFoundView heading={projectNotFound.heading} link={{ label: projectNotFound.link, href: projectNotFound.href }}>
        <p>{projectNotFound.text}</p>
      </NotFoundView>
    </>
  );
}
