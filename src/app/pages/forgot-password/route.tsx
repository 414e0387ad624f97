import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { accountPageDescriptions, accountPageTitles, linkPages } from '../../../content/accounts';
import { RESET_REQUESTED } from '../../../shared/accounts-schema';
import { LOGIN_LIMITS } from '../../../shared/auth-schema';
import { useRequestPasswordResetMutation } from '../../features/auth/account-links-api';
import { AuthSubtitle, TextLink } from '../../features/auth/auth-page-layout';
import { LinkPage } from '../../features/auth/link-password-screen';
import { FieldLabel, TextInput } from '../../features/auth/form-controls';
import { Form, Submit } from '../../features/auth/login-form';
import { LoginNotice } from '../../features/auth/login-notice';
import { failureText } from '../../features/auth/password-link-form';
import { paths } from '../../paths';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { meta: () => ({ title: accountPageTitles.forgotPassword, description: accountPageDescriptions.private, noindex: true }) };

/**
 * The request form. Whatever the address, the answer is the same sentence (no one learns whether an
 * address has an account); without JavaScript the server answers with a redirect to ?sent=1.
 */
function ForgotForm() {
  const [params] = useSearchParams();
  const [request] = useRequestPasswordResetMutation();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(params.get('sent') === '1');
  const [failure, setFailure] = useState(params.get('error') ?? undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    const result = await request({ email: String(new FormData(event.currentTarget).get('email') ?? '') });
    setBusy(false);
    if (result.error) setFailure(failureText(result.error));
    else setSent(true);
  }

  return (
    <>
      {sent ? <LoginNotice tone="info">{RESET_REQUESTED}</LoginNotice> : null}
      {failure ? <LoginNotice tone="error">{failure}</LoginNotice> : null}
      <Form method="post" action="/api/auth/password-reset" onSubmit={onSubmit} aria-busy={busy}>
        <div>
          <FieldLabel htmlFor="forgot-email">{linkPages.forgot.email}</FieldLabel>
          <TextInput id="forgot-email" name="email" type="email" autoComplete="username" maxLength={LOGIN_LIMITS.email} required />
        </div>
        <Submit type="submit" disabled={busy}>
          {busy ? linkPages.forgot.submitting : linkPages.forgot.submit}
        </Submit>
      </Form>
    </>
  );
}

/** /forgot-password, linked from /login: ask for a reset link by e-mail. */
export function Component() {
  return (
    <LinkPage title={linkPages.forgot.title}>
      <AuthSubtitle>{linkPages.forgot.intro}</AuthSubtitle>
      <ForgotForm />
      <TextLink to={paths.login}>{linkPages.backToLogin}</TextLink>
    </LinkPage>
  );
}
