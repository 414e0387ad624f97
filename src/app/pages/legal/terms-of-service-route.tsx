import { termsOfService } from '../../../content/legal/terms-of-service';
import { pageMeta } from '../../../content/meta';
import type { RouteHandle } from '../../route-handle';
import { LegalPage } from './legal-page';

export const handle: RouteHandle = { meta: () => pageMeta['/terms-of-service'] };

export function Component() {
  return <LegalPage document={termsOfService} />;
}
