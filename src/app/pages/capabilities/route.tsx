import { pageMeta } from '../../../content/meta';
import { PageIntro } from '../../components/page/page-intro';
import type { RouteHandle } from '../../route-handle';

// One screen for /capabilities and /process; the title follows the path it was opened on.
export const handle: RouteHandle = { meta: ({ pathname }) => (pathname === '/process' ? pageMeta['/process'] : pageMeta['/capabilities']) };

export function Component() {
  return <PageIntro title="Capabilities" />;
}
