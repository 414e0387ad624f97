import { privacyPolicy } from '../../../content/legal/privacy-policy';
import { pageTitles } from '../../../content/meta';
import type { RouteHandle } from '../../route-handle';
import { LegalPage } from './legal-page';

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/privacy-policy'] }) };

export function Component() {
  return <LegalPage document={privacyPolicy} />;
}
