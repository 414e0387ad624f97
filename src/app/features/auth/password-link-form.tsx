import { useState, type FormEvent } from 'react';
import { linkPages, passwordHint } from '../../../content/accounts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../shared/accounts-schema';
import { FieldLabel, TextInput } from './form-controls';
import { Form, Submit } from './login-form';
import { Hint } from './hint';

/** The server's message in a refused request, or the service being unavailable. */
export function failureText(error: unknown): string {
  const text = (error as { data?: { error?: unknown } } | undefined)?.data?.error;
  return typeof text === 'string' ? text : linkPages.unavailable;
}

/**
 * Choosing a password from an e-mailed link (invitation or reset). A real form posting to `action`, so
 * it works without JavaScript (the server answers with a redirect); with JavaScript `submit` sends it
 * and a refusal is said inline through `onFailure`.
 */
export function PasswordLinkForm(props: {
  action: string;
  label: string;
  submitLabel: string;
  submittingLabel: string;
  submit: (password: string) => Promise<string | undefined>;
  onFailure: (text: string) => void;
}) {
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const failure = await props.submit(String(new FormData(event.currentTarget).get('password') ?? ''));
    setBusy(false);
    if (failure) props.onFailure(failure);
  }

  return (
    <Form method="post" action={props.action} onSubmit={onSubmit} aria-busy={busy}>
      <div>
        <FieldLabel htmlFor="new-password">{props.label}</FieldLabel>
        <TextInput id="new-password" name="password" type="password" autoComplete="new-password" minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} required aria-describedby="new-password-hint" />
        <Hint id="new-password-hint">{passwordHint}</Hint>
      </div>
      <Submit type="submit" disabled={busy}>
        {busy ? props.submittingLabel : props.submitLabel}
      </Submit>
    </Form>
  );
}
