import { roleLabels, staffPage } from '../../../../content/accounts';
import type { InvitationDto } from '../../../../shared/accounts-schema';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { ActionButton } from '../shared/action-controls';
import { LocalTime } from '../shared/local-time';
import { Panel, PanelHeading, PanelText } from '../shell/admin-panel';
import { useRevokeInvitationMutation } from './staff-api';

const text = staffPage.invitations;

/** Invitations not used yet, each revocable (its links stop working at once). */
export function PendingInvitations({ invitations }: { invitations: InvitationDto[] }) {
  const [revoke] = useRevokeInvitationMutation();
  const columns: TableColumn<InvitationDto>[] = [
    { key: 'email', label: staffPage.accounts.email, width: '34%', cell: (invitation) => invitation.email },
    { key: 'role', label: staffPage.accounts.role, cell: (invitation) => roleLabels[invitation.role] },
    { key: 'invited-by', label: text.invitedBy, cell: (invitation) => invitation.invited_by },
    { key: 'expires', label: text.expires, cell: (invitation) => <LocalTime iso={invitation.expires_at} /> },
    {
      key: 'revoke',
      label: text.revoke,
      actions: true,
      cell: (invitation) => (
        <ActionButton type="button" onClick={() => void revoke(invitation.id)}>
          {text.revoke}
        </ActionButton>
      ),
    },
  ];
  return (
    <Panel aria-labelledby="invitations-heading">
      <PanelHeading id="invitations-heading">{text.heading}</PanelHeading>
      {invitations.length === 0 ? (
        <PanelText>{text.none}</PanelText>
      ) : (
        <ResponsiveTable label={text.heading} columns={columns} rows={invitations} rowKey={(invitation) => invitation.id} />
      )}
    </Panel>
  );
}
