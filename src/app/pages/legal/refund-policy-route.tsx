import { refundPolicy } from '../../../content/legal/refund-policy';
import { pageMeta } from '../../../content/meta';
import type { RouteHandle } from '../../route-handle';
import { LegalPage } from './legal-page';

export const handle: RouteHandle = { meta: () => pageMeta['/refund-policy'] };

export function Component() {
  return <LegalPage document={refundPolicy} />;
}
