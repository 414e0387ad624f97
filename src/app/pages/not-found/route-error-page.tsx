import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { notFoundPage } from '../../../content/not-found';
import { NotFoundView } from './not-found-view';

/** Unknown paths (HTTP 404) and, at the root, anything that failed unexpectedly. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundView heading={notFoundPage.heading} link={{ label: notFoundPage.backHome, href: '/' }}>
        <code>{notFoundPage.hint}</code>
      </NotFoundView>
    );
  }
  return (
    <NotFoundView heading="Something went wrong" link={{ label: notFoundPage.backHome, href: '/' }}>
      <p>Please reload the page. If it keeps happening, write to us and we will look into it.</p>
    </NotFoundView>
  );
}
