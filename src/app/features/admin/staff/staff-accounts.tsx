import { roleLabels, staffPage } from '../../../../content/accounts';
import { ROLES, type AccountDto, type Role } from '../../../../shared/accounts-schema';
import { toast } from '../../../components/toast/toast-store';
import { failureText } from '../../auth/password-link-form';
import { ActionButton } from '../action-controls';
import { LocalTime } from '../local-time';
import { Panel, PanelHeading, Select, Table, TableScroll } from '../shell/admin-panel';
import { useChangeRoleMutation, useRemoveAccountMutation } from './staff-api';

const text = staffPage.accounts;

function reportFailure(error: unknown): void {
  toast({ title: 'Error', description: failureText(error), variant: 'destructive' });
}

/** Every account with its role (changeable), last sign-in and two-factor state, and Remove. */
export function StaffAccounts({ accounts, me }: { accounts: AccountDto[]; me: string | undefined }) {
  const [changeRole] = useChangeRoleMutation();
  const [remove] = useRemoveAccountMutation();

  async function onRole(account: AccountDto, role: Role) {
    const result = await changeRole({ id: account.id, role });
    if (result.error) reportFailure(result.error);
  }

  async function onRemove(account: AccountDto) {
    if (!window.confirm(text.confirmRemove(account.email))) return;
    const result = await remove(account.id);
    if (result.error) reportFailure(result.error);
  }

  return (
    <Panel aria-labelledby="accounts-heading">
      <PanelHeading id="accounts-heading">{text.heading}</PanelHeading>
      <TableScroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">{text.email}</th>
              <th scope="col">{text.role}</th>
              <th scope="col">{text.lastSignIn}</th>
              <th scope="col">{text.twoFactor}</th>
              <th scope="col">
                <span hidden>{text.remove}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id} data-account={account.email}>
                <td>
                  {account.email} {account.email === me ? text.you : null}
                </td>
                <td>
                  {/* key: a refused change snaps the select back to the stored role. */}
                  <Select key={account.role} aria-label={text.roleFor(account.email)} defaultValue={account.role} onChange={(event) => void onRole(account, event.target.value as Role)}>
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {roleLabels[role]}
                      </option>
                    ))}
                  </Select>
                </td>
                <td>{account.last_sign_in_at ? <LocalTime iso={account.last_sign_in_at} /> : text.never}</td>
                <td>{account.two_factor ? text.on : text.off}</td>
                <td>
                  <ActionButton type="button" $tone="danger" onClick={() => void onRemove(account)}>
                    {text.remove}
                  </ActionButton>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </Panel>
  );
}
