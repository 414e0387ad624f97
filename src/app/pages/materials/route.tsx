import { pageMeta } from '../../../content/meta';
import { PageIntro } from '../../components/page/page-intro';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { meta: () => pageMeta['/materials'] };

export function Component() {
  return <PageIntro title="Material Specifications" />;
}
