import { site } from '../../../content/site';
import { pageMeta } from '../../../content/meta';
import { PageIntro } from '../../components/page/page-intro';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { meta: () => pageMeta['/model'] };

export function Component() {
  return <PageIntro title={site.name} />;
}
