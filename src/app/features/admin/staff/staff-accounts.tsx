import { roleLabels, staffPage } from '../../../../content/accounts';
import { ROLES, type AccountDto, type Role } from '../../../../shared/accounts-schema';
import { toast } from '../../../components/toast/toast-store';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { failureText } from '../../auth/password-link-form';
import { ActionButton } from '../shared/action-controls';
import { LocalTime } from '../shared/local-time';
import { Panel, PanelHeading, Select } from '../shell/admin-panel';
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

  const columns: TableColumn<AccountDto>[] = [
    { key: 'email', label: text.email, width: '38%', cell: (account) => (account.email === me ? `${account.email} ${text.you}` : account.email) },
    {
      key: 'role',
      label: text.role,
      cell: (account) => (
        // key: a refused change snaps the select back to the stored role.
        <Select key={account.role} aria-label={text.roleFor(account.email)} defaultValue={account.role} onChange={(event) => void onRole(account, event.target.value as Role)}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </Select>
      ),
    },
    { key: 'last-sign-in', label: text.lastSignIn, cell: (account) => (account.last_sign_in_at ? <LocalTime iso={account.last_sign_in_at} /> : text.never) },
    { key: 'two-factor', label: text.twoFactor, cell: (account) => (account.two_factor ? text.on : text.off) },
    {
      key: 'remove',
      label: text.remove,
      actions: true,
      cell: (account) => (
        <ActionButton type="button" $tone="danger" onClick={() => void onRemove(account)}>
          {text.remove}
        </ActionButton>
      ),
    },
  ];

  return (
    <Panel aria-labelledby="accounts-heading">
      <PanelHeading id="accounts-heading">{text.heading}</PanelHeading>
      <ResponsiveTable label={text.heading} columns={columns} rows={accounts} rowKey={(account) => account.id} rowAttributes={(account) => ({ 'data-account': account.email })} />
    </Panel>
  );
}
