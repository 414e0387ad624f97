import { settingsPage } from '../../../../content/accounts';
import { useGetSessionQuery } from '../../auth/auth-api';
import { LoginNotice } from '../../auth/login-notice';
import { Panels } from '../shell/admin-panel';
import { PasswordPanel } from './password-panel';
import { SessionsPanel } from './sessions-panel';
import { TwoFactorPanel } from './two-factor-panel';

/** /admin/settings, for everyone: own password, two-factor and sessions. */
export function SettingsPage() {
  const mustSetUp = useGetSessionQuery().data?.two_factor_setup_needed === true;
  return (
    <Panels>
      {mustSetUp ? <LoginNotice tone="error">{settingsPage.requiredNotice}</LoginNotice> : null}
      <TwoFactorPanel />
      <PasswordPanel />
      <SessionsPanel />
    </Panels>
  );
}
