import { roleLabels, staffPage } from '../../../../content/accounts';
import type { InvitationDto } from '../../../../shared/accounts-schema';
import { ActionButton } from '../action-controls';
import { LocalTime } from '../local-time';
import { Panel, PanelHeading, PanelText, Table, TableScroll } from '../shell/admin-panel';
import { useRevokeInvitationMutation } from './staff-api';

const text = staffPage.invitations;

/** Invitations not used yet, each revocable (its links stop working at once). */
export function PendingInvitations({ invitations }: { invitations: InvitationDto[] }) {
  const [revoke] = useRevokeInvitationMutation();
  return (
    <Panel aria-labelledby="invitations-heading">
      <PanelHeading id="invitations-heading">{text.heading}</PanelHeading>
      {invitations.length === 0 ? (
        <PanelText>{text.none}</PanelText>
      ) : (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{staffPage.accounts.email}</th>
                <th scope="col">{staffPage.accounts.role}</th>
                <th scope="col">{text.invitedBy}</th>
                <th scope="col">{text.expires}</th>
                <th scope="col">
                  <span hidden>{text.revoke}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <td>{invitation.email}</td>
                  <td>{roleLabels[invitation.role]}</td>
                  <td>{invitation.invited_by}</td>
                  <td>
                    <LocalTime iso={invitation.expires_at} />
                  </td>
                  <td>
                    <ActionButton type="button" onClick={() => void revoke(invitation.id)}>
                      {text.revoke}
                    </ActionButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Panel>
  );
}
