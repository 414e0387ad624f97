import { notFoundPage } from '../../../content/not-found';
import { NotFoundView } from './not-found-view';

/** Unknown paths (HTTP 404). */
export function UnknownPathPage() {
  return (
    <NotFoundView heading={notFoundPage.heading} link={{ label: notFoundPage.backHome, href: '/' }}>
      <code>{notFoundPage.hint}</code>
    </NotFoundView>
  );
}
