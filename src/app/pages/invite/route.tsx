import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { accountPageDescriptions, accountPageTitles, linkPages, roleLabels } from '../../../content/accounts';
import { Eyebrow } from '../../components/page/page-intro';
import { useAcceptInvitationMutation, useGetInvitationQuery } from '../../features/auth/account-links-api';
import { AuthIntro, AuthLayout, AuthPanel, AuthSubtitle, AuthTitle, TextLink } from '../../features/auth/auth-page-layout';
import { LoginNotice } from '../../features/auth/login-notice';
import { failureText, PasswordLinkForm } from '../../features/auth/password-link-form';
import { paths } from '../../paths';
import type { RouteHandle } from '../../route-handle';
import { StoreProvider } from '../../store/store-provider';

export const handle: RouteHandle = { meta: () => ({ title: accountPageTitles.invite, description: accountPageDescriptions.private, noindex: true }) };

function InviteScreen({ token }: { token: string }) {
  const [params] = useSearchParams();
  const view = useGetInvitationQuery(token).data;
  const [accept] = useAcceptInvitationMutation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState(params.get('error') ?? undefined);

  if (view?.state === 'invalid') {
    return (
      <>
        <LoginNotice tone="error">{view.message}</LoginNotice>
        <TextLink to={paths.login}>{linkPages.backToLogin}</TextLink>
      </>
    );
  }
  return (
    <>
      {view ? <AuthSubtitle>{linkPages.invite.intro(view.email ?? '', roleLabels[view.role ?? 'staff'])}</AuthSubtitle> : null}
      {failure ? <LoginNotice tone="error">{failure}</LoginNotice> : null}
      <PasswordLinkForm
        action={`/api/auth/invites/${encodeURIComponent(token)}/accept`}
        label={linkPages.invite.password}
        submitLabel={linkPages.invite.submit}
        submittingLabel={linkPages.invite.submitting}
        onFailure={setFailure}
        submit={async (password) => {
          const result = await accept({ token, password });
          if (!result.error) {
            navigate(paths.admin, { replace: true });
            return undefined;
          }
          return failureText(result.error);
        }}
      />
    </>
  );
}

/** /invite/<token>: the invitee chooses a password and is signed in. The server says up front if the link no longer works. */
export function Component() {
  const token = useParams().token ?? '';
  return (
    <AuthLayout>
      <AuthIntro>
        <Eyebrow>{linkPages.eyebrow}</Eyebrow>
        <AuthTitle>{linkPages.invite.title}</AuthTitle>
      </AuthIntro>
      <AuthPanel aria-label={linkPages.invite.title}>
        <StoreProvider>
          <InviteScreen token={token} />
        </StoreProvider>
      </AuthPanel>
    </AuthLayout>
  );
}
