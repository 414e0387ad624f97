import { shippingPolicy } from '../../../content/legal/shipping-policy';
import { pageMeta } from '../../../content/meta';
import type { RouteHandle } from '../../route-handle';
import { LegalPage } from './legal-page';

export const handle: RouteHandle = { meta: () => pageMeta['/shipping-policy'] };

export function Component() {
  return <LegalPage document={shippingPolicy} />;
}
