import { useState, type FormEvent } from 'react';
import { passwordHint, settingsPage } from '../../../../content/accounts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../shared/accounts-schema';
import { Button } from '../../../components/ui/button';
import { FieldLabel, TextInput } from '../../auth/form-controls';
import { Hint } from '../../auth/hint';
import { LoginNotice } from '../../auth/login-notice';
import { failureText } from '../../auth/password-link-form';
import { Panel, PanelHeading } from '../shell/admin-panel';
import { useChangePasswordMutation } from './settings-api';

const text = settingsPage.password;

/** Change the password; every other session of the account is signed out by the server. */
export function PasswordPanel() {
  const [change, state] = useChangePasswordMutation();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'info'; text: string }>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const result = await change({ current_password: String(data.get('current_password') ?? ''), new_password: String(data.get('new_password') ?? '') });
    if (result.error) return setOutcome({ tone: 'error', text: failureText(result.error) });
    form.reset();
    setOutcome({ tone: 'info', text: text.done });
  }

  return (
    <Panel aria-labelledby="password-heading">
      <PanelHeading id="password-heading">{text.heading}</PanelHeading>
      {outcome ? <LoginNotice tone={outcome.tone}>{outcome.text}</LoginNotice> : null}
      <form onSubmit={onSubmit} style={{ display: 'grid', gap: 18, maxWidth: 480 }}>
        <div>
          <FieldLabel htmlFor="current-password">{text.current}</FieldLabel>
          <TextInput id="current-password" name="current_password" type="password" autoComplete="current-password" required maxLength={PASSWORD_MAX} />
        </div>
        <div>
          <FieldLabel htmlFor="next-password">{text.next}</FieldLabel>
          <TextInput id="next-password" name="new_password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} aria-describedby="next-password-hint" />
          <Hint id="next-password-hint">{passwordHint}</Hint>
        </div>
        <div>
          <Button type="submit" $variant="primary" disabled={state.isLoading}>
            {state.isLoading ? text.submitting : text.submit}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
