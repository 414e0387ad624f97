import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { roleLabels, staffPage } from '../../../../content/accounts';
import { ROLES, type Role } from '../../../../shared/accounts-schema';
import { Button } from '../../../components/ui/button';
import { FieldLabel, TextInput } from '../../auth/form-controls';
import { LoginNotice } from '../../auth/login-notice';
import { failureText } from '../../auth/password-link-form';
import { ActionButton } from '../shared/action-controls';
import { FormRow, Panel, PanelHeading, PanelText, Select } from '../shell/admin-panel';
import { useInviteMutation, type InviteResult } from './staff-api';

const Link = styled.code`
  display: block;
  padding: 12px;
  background: ${(p) => p.theme.color.white};
  border: 1px solid ${(p) => p.theme.color.stoneLight};
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;

/** Invite someone: the link is shown once, to copy, and e-mailed when the server has e-mail. */
export function InviteForm() {
  const [invite, state] = useInviteMutation();
  const [created, setCreated] = useState<InviteResult>();
  const [failure, setFailure] = useState<string>();
  const [copied, setCopied] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setFailure(undefined);
    setCreated(undefined);
    const result = await invite({ email: String(data.get('email') ?? ''), role: String(data.get('role')) as Role });
    if (result.error) return setFailure(failureText(result.error));
    setCreated(result.data);
    setCopied(false);
    form.reset();
  }

  return (
    <Panel aria-labelledby="invite-heading">
      <PanelHeading id="invite-heading">{staffPage.invite.heading}</PanelHeading>
      <PanelText>{staffPage.invite.intro}</PanelText>
      <FormRow onSubmit={onSubmit}>
        <div>
          <FieldLabel htmlFor="invite-email">{staffPage.invite.email}</FieldLabel>
          <TextInput id="invite-email" name="email" type="email" required maxLength={254} />
        </div>
        <div>
          <FieldLabel htmlFor="invite-role">{staffPage.invite.role}</FieldLabel>
          <Select id="invite-role" name="role" defaultValue="staff">
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" $variant="primary" disabled={state.isLoading}>
          {state.isLoading ? staffPage.invite.submitting : staffPage.invite.submit}
        </Button>
      </FormRow>
      {failure ? <LoginNotice tone="error">{failure}</LoginNotice> : null}
      {created ? (
        <div role="status">
          <PanelText>{staffPage.invite.created(created.emailed)}</PanelText>
          <Link data-invite-link>{created.url}</Link>
          <ActionButton
            type="button"
            style={{ marginTop: 10 }}
            onClick={() => void navigator.clipboard?.writeText(created.url).then(() => setCopied(true))}
          >
            {copied ? staffPage.invite.copied : staffPage.invite.copy}
          </ActionButton>
        </div>
      ) : null}
    </Panel>
  );
}
