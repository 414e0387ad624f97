import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { loginScreen, loginToasts } from '../../../content/admin';
import { toast } from '../../components/toast/toast-store';
import { paths } from '../../paths';
import { useLoginSecondStepMutation } from './auth-api';
import { FieldLabel, TextInput } from './form-controls';
import { Form, Submit, type LoginStepProps } from './login-form';
import { loginFailureNotice } from './login-feedback';

const Intro = styled.p`
  color: ${(p) => p.theme.color.inkSoft};
`;

/**
 * The sign-in's second step when two-factor is on: a 6-digit code or a recovery code. A real form
 * posting to /api/auth/login/totp (without JavaScript the server answers with a redirect); with
 * JavaScript a wrong code is said inline and the field is selected for another try.
 */
export function SecondStepForm({ onSubmitStart, onFailure }: LoginStepProps) {
  const [verify] = useLoginSecondStepMutation();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    onSubmitStart?.();
    setBusy(true);
    const result = await verify({ code: String(new FormData(form).get('code') ?? '') });
    if (result.data?.authenticated) {
      toast(loginToasts.success);
      navigate(paths.admin, { replace: true });
      return;
    }
    setBusy(false);
    (form.elements.namedItem('code') as HTMLInputElement | null)?.select();
    onFailure(loginFailureNotice(result.error, 'code'));
  }

  return (
    <Form method="post" action="/api/auth/login/totp" onSubmit={onSubmit} aria-busy={busy}>
      <Intro>{loginScreen.secondStep.intro}</Intro>
      <div>
        <FieldLabel htmlFor="login-code">{loginScreen.secondStep.label}</FieldLabel>
        <TextInput id="login-code" name="code" autoComplete="one-time-code" inputMode="text" maxLength={64} required autoFocus />
      </div>
      <Submit type="submit" disabled={busy}>
        {busy ? loginScreen.secondStep.submitting : loginScreen.secondStep.submit}
      </Submit>
    </Form>
  );
}
