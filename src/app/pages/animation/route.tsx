import { pageMeta } from '../../../content/meta';
import { PageIntro } from '../../components/page/page-intro';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { meta: () => pageMeta['/animation'] };

export function Component() {
  return <PageIntro title="Bringing Designs to Life" />;
}
