import { shippingPolicy } from '../../../content/legal/shipping-policy';
import { pageTitles } from '../../../content/meta';
import type { RouteHandle } from '../../route-handle';
import { LegalPage } from './legal-page';

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/shipping-policy'] }) };

export function Component() {
  return <LegalPage document={shippingPolicy} />;
}
