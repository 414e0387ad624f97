import { useParams } from 'react-router-dom';
import { referenceMeta, referenceNotFoundMeta } from '../../../content/meta';
import { referenceNotFound } from '../../../content/not-found';
import { getReference, referenceLabels } from '../../../content/references';
import { DetailHero } from '../../components/tiles/detail-hero';
import { NavBackdrop } from '../../components/tiles/nav-backdrop';
import type { RouteHandle, RouteModule } from '../../route-handle';
import { NotFoundView } from '../not-found/not-found-view';
import { ReferenceEngagement } from './reference-engagement';
import { ReferenceGallery } from './reference-gallery';
import { ReferenceOverview } from './reference-overview';

/** Unknown ids answer 404 and render NotFound below. */
export const exists: RouteModule['exists'] = ({ params }) => getReference(params.id ?? '') !== undefined;

export const handle: RouteHandle = {
  meta: ({ params }) => {
    const reference = getReference(params.id ?? '');
    return reference ? referenceMeta(reference) : { ...referenceNotFoundMeta, noindex: true };
  },
  hero: true,
};

/** A reference: hero, overview with facts, the engagement (scope, duration, collaboration), gallery. */
export function Component() {
  const reference = getReference(useParams().id ?? '')!;
  return (
    <article>
      <DetailHero
        image={reference.heroImage}
        crumb={{ label: referenceLabels.home, href: '/' }}
        category={reference.category}
        title={reference.title}
        meta={
          <>
            <span>{reference.location}</span>
            <span>{reference.year}</span>
          </>
        }
      />
      <ReferenceOverview reference={reference} />
      <ReferenceEngagement reference={reference} />
      <ReferenceGallery reference={reference} />
    </article>
  );
}

export function NotFound() {
  return (
    <>
      <NavBackdrop />
      <NotFoundView heading={referenceNotFound.heading} link={{ label: referenceNotFound.link, href: referenceNotFound.href }} />
    </>
  );
}
