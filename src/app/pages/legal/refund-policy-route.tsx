import { refundPolicy } from '../../../content/legal/refund-policy';
import { pageTitles } from '../../../content/meta';
import type { RouteHandle } from '../../route-handle';
import { LegalPage } from './legal-page';

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/refund-policy'] }) };

export function Component() {
  return <LegalPage document={refundPolicy} />;
}
