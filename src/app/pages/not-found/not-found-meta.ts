import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import { notFoundMeta as unknownPathMeta, projectNotFoundMeta, referenceNotFoundMeta } from '../../../content/meta';
import type { PageMeta } from '../../route-handle';

/** Title and description for an error render; never indexed. */
export function notFoundMeta(context: StaticHandlerContext): PageMeta {
  const errors = Object.entries(context.errors ?? {});
  const [routeId, error] = errors[0] ?? [];
  const base = routeId?.startsWith('project') ? projectNotFoundMeta : routeId === 'reference' ? referenceNotFoundMeta : unknownPathMeta;
  if (error && !isRouteErrorResponse(error)) return { title: 'Something went wrong', description: base.description, noindex: true };
  return { ...base, noindex: true };
}
