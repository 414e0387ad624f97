import { privacyPolicy } from '../../../content/legal/privacy-policy';
import { pageMeta } from '../../../content/meta';
import type { RouteHandle } from '../../route-handle';
import { LegalPage } from './legal-page';

export const handle: RouteHandle = { meta: () => pageMeta['/privacy-policy'] };

export function Component() {
  return <LegalPage document={privacyPolicy} />;
}
