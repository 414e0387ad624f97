import styled from 'styled-components';
import { staffPage } from '../../../../content/accounts';
import { useGetSessionQuery } from '../../auth/auth-api';
import { LoadingState } from '../shared/loading-state';
import { Panel, PanelHeading, PanelText, Panels } from '../shell/admin-panel';
import { InviteForm } from './invite-form';
import { PendingInvitations } from './pending-invitations';
import { StaffAccounts } from './staff-accounts';
import { useGetStaffQuery, useSetRequireTwoFactorMutation } from './staff-api';

const Check = styled.label`
  display: flex;
  gap: 12px;
  align-items: center;
  font-weight: 600;
  input {
    width: 22px;
    height: 22px;
    accent-color: ${(p) => p.theme.color.ink};
  }
`;

/** /admin/staff for owners: invite, accounts, pending invitations and the studio's two-factor rule. */
export function StaffPage() {
  const staff = useGetStaffQuery();
  const me = useGetSessionQuery().data?.email;
  const [setRequired, setting] = useSetRequireTwoFactorMutation();
  if (!staff.data) return <LoadingState label="Loading accounts..." />;
  return (
    <Panels>
      <PanelText>{staffPage.roles}</PanelText>
      <InviteForm />
      <StaffAccounts accounts={staff.data.accounts} me={me} />
      <PendingInvitations invitations={staff.data.invitations} />
      <Panel aria-labelledby="require-heading">
        <PanelHeading id="require-heading">{staffPage.requireTwoFactor.heading}</PanelHeading>
        <Check>
          <input type="checkbox" checked={staff.data.require_two_factor} disabled={setting.isLoading} onChange={(event) => void setRequired(event.target.checked)} />
          {staffPage.requireTwoFactor.label}
        </Check>
        <PanelText>{staffPage.requireTwoFactor.help}</PanelText>
      </Panel>
    </Panels>
  );
}
