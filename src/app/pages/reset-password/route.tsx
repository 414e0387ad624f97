import { useNavigate, useParams } from 'react-router-dom';
import { accountPageDescriptions, accountPageTitles, linkPages } from '../../../content/accounts';
import { LOGIN_NOTICE_PARAMS } from '../../../shared/auth-schema';
import { useGetPasswordResetQuery, useResetPasswordMutation } from '../../features/auth/account-links-api';
import { AuthSubtitle } from '../../features/auth/auth-page-layout';
import { LinkPage, LinkPasswordScreen } from '../../features/auth/link-password-screen';
import { failureText } from '../../features/auth/password-link-form';
import { paths } from '../../paths';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { meta: () => ({ title: accountPageTitles.resetPassword, description: accountPageDescriptions.private, noindex: true }) };

function ResetScreen({ token }: { token: string }) {
  const [reset] = useResetPasswordMutation();
  const navigate = useNavigate();
  return (
    <LinkPasswordScreen
      view={useGetPasswordResetQuery(token).data}
      intro={<AuthSubtitle>{linkPages.reset.intro}</AuthSubtitle>}
      action={`/api/auth/password-reset/${encodeURIComponent(token)}`}
      labels={linkPages.reset}
      invalidLink={{ to: paths.forgotPassword, label: linkPages.forgot.title }}
      submit={async (password) => {
        const result = await reset({ token, password });
        if (result.error) return failureText(result.error);
        navigate(`${paths.login}?${LOGIN_NOTICE_PARAMS.passwordSet}=1`, { replace: true });
        return undefined;
      }}
    />
  );
}

/** /reset-password/<token>: choose a new password from the e-mailed link (one hour, once). Works without JavaScript. */
export function Component() {
  const token = useParams().token ?? '';
  return (
    <LinkPage title={linkPages.reset.title}>
      <ResetScreen token={token} />
    </LinkPage>
  );
}
