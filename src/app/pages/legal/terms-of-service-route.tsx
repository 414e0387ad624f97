import { termsOfService } from '../../../content/legal/terms-of-service';
import { pageTitles } from '../../../content/meta';
import type { RouteHandle } from '../../route-handle';
import { LegalPage } from './legal-page';

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/terms-of-service'] }) };

export function Component() {
  return <LegalPage document={termsOfService} />;
}
