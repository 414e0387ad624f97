import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { accountPageDescriptions, accountPageTitles, linkPages } from '../../../content/accounts';
import { LOGIN_NOTICE_PARAMS } from '../../../shared/auth-schema';
import { Eyebrow } from '../../components/page/page-intro';
import { useGetPasswordResetQuery, useResetPasswordMutation } from '../../features/auth/account-links-api';
import { AuthIntro, AuthLayout, AuthPanel, AuthSubtitle, AuthTitle, TextLink } from '../../features/auth/auth-page-layout';
import { LoginNotice } from '../../features/auth/login-notice';
import { failureText, PasswordLinkForm } from '../../features/auth/password-link-form';
import { paths } from '../../paths';
import type { RouteHandle } from '../../route-handle';
import { StoreProvider } from '../../store/store-provider';

export const handle: RouteHandle = { meta: () => ({ title: accountPageTitles.resetPassword, description: accountPageDescriptions.private, noindex: true }) };

function ResetScreen({ token }: { token: string }) {
  const [params] = useSearchParams();
  const view = useGetPasswordResetQuery(token).data;
  const [reset] = useResetPasswordMutation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState(params.get('error') ?? undefined);

  if (view?.state === 'invalid') {
    return (
      <>
        <LoginNotice tone="error">{view.message}</LoginNotice>
        <TextLink to={paths.forgotPassword}>{linkPages.forgot.title}</TextLink>
      </>
    );
  }
  return (
    <>
      <AuthSubtitle>{linkPages.reset.intro}</AuthSubtitle>
      {failure ? <LoginNotice tone="error">{failure}</LoginNotice> : null}
      <PasswordLinkForm
        action={`/api/auth/password-reset/${encodeURIComponent(token)}`}
        label={linkPages.reset.password}
        submitLabel={linkPages.reset.submit}
        submittingLabel={linkPages.reset.submitting}
        onFailure={setFailure}
        submit={async (password) => {
          const result = await reset({ token, password });
          if (!result.error) {
            navigate(`${paths.login}?${LOGIN_NOTICE_PARAMS.passwordSet}=1`, { replace: true });
            return undefined;
          }
          return failureText(result.error);
        }}
      />
    </>
  );
}

/** /reset-password/<token>: choose a new password from the e-mailed link (one hour, once). Works without JavaScript. */
export function Component() {
  const token = useParams().token ?? '';
  return (
    <AuthLayout>
      <AuthIntro>
        <Eyebrow>{linkPages.eyebrow}</Eyebrow>
        <AuthTitle>{linkPages.reset.title}</AuthTitle>
      </AuthIntro>
      <AuthPanel aria-label={linkPages.reset.title}>
        <StoreProvider>
          <ResetScreen token={token} />
        </StoreProvider>
      </AuthPanel>
    </AuthLayout>
  );
}
