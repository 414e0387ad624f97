import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { referenceMeta, referenceNotFoundMeta } from '../../../content/meta';
import { referenceNotFound } from '../../../content/not-found';
import { getReference } from '../../../content/references';
import { PageIntro } from '../../components/page/page-intro';
import type { RouteHandle } from '../../route-handle';
import { NotFoundView } from '../not-found/not-found-view';

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!getReference(id)) throw data(null, { status: 404, statusText: 'Not Found' });
  return { id };
}

export const handle: RouteHandle = {
  meta: ({ params }) => {
    const reference = getReference(params.id ?? '');
    return reference ? referenceMeta(reference) : { ...referenceNotFoundMeta, noindex: true };
  },
};

export function Component() {
  const { id } = useLoaderData<typeof loader>();
  const reference = getReference(id)!;
  return <PageIntro eyebrow={reference.category} title={reference.title} />;
}

export function ErrorBoundary() {
  return <NotFoundView heading={referenceNotFound.heading} link={{ label: referenceNotFound.link, href: referenceNotFound.href }} />;
}
