import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { loginScreen, loginToasts } from '../../../content/admin';
import { LOGIN_LIMITS } from '../../../shared/auth-schema';
import { toast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { paths } from '../../paths';
import { useLoginMutation } from './auth-api';
import { FieldLabel, TextInput } from './form-controls';
import { loginFailureNotice, loginFailureToast } from './login-feedback';

export const Form = styled.form`
  display: grid;
  gap: 22px;
`;

export const Submit = styled(Button)`
  width: 100%;
  margin-top: 6px;
`;

export interface LoginStepProps {
  onSubmitStart?: () => void;
  /** What went wrong, for the notice on the page. */
  onFailure: (text: string) => void;
}

/**
 * A real form posting to /api/auth/login, so signing in works before (or without) JavaScript; once
 * hydrated it sends JSON instead, says a failure inline and in a toast, and moves on to the second
 * step when the account has two-factor on. Uncontrolled inputs keep whatever was typed before hydration.
 */
export function LoginForm({ onSubmitStart, onFailure, onSecondStep }: LoginStepProps & { onSecondStep: () => void }) {
  const [login] = useLoginMutation();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    onSubmitStart?.();
    setBusy(true);
    const result = await login({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
    if (result.data?.two_factor_required) {
      setBusy(false);
      onSecondStep();
      return;
    }
    if (result.data) {
      toast(loginToasts.success);
      navigate(paths.admin, { replace: true });
      return;
    }
    setBusy(false);
    (form.elements.namedItem('password') as HTMLInputElement | null)?.select();
    onFailure(loginFailureNotice(result.error, 'password'));
    toast(loginFailureToast(result.error));
  }

  return (
    <Form method="post" action="/api/auth/login" onSubmit={onSubmit} aria-busy={busy}>
      <div>
        <FieldLabel htmlFor="login-email">{loginScreen.labels.email}</FieldLabel>
        <TextInput
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          placeholder={loginScreen.placeholders.email}
          maxLength={LOGIN_LIMITS.email}
          required
        />
      </div>
      <div>
        <FieldLabel htmlFor="login-password">{loginScreen.labels.password}</FieldLabel>
        <TextInput id="login-password" name="password" type="password" autoComplete="current-password" maxLength={LOGIN_LIMITS.password} required />
      </div>
      <Submit type="submit" disabled={busy}>
        {busy ? loginScreen.submitting : loginScreen.submit}
      </Submit>
    </Form>
  );
}
