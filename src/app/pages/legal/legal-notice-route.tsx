import { legalNotice } from '../../../content/legal/legal-notice';
import { pageTitles } from '../../../content/meta';
import type { RouteHandle } from '../../route-handle';
import { LegalPage } from './legal-page';

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/legal-notice'] }) };

export function Component() {
  return <LegalPage document={legalNotice} />;
}
