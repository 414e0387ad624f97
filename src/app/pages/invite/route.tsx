import { useNavigate, useParams } from 'react-router-dom';
import { accountPageDescriptions, accountPageTitles, linkPages, roleLabels } from '../../../content/accounts';
import { useAcceptInvitationMutation, useGetInvitationQuery } from '../../features/auth/account-links-api';
import { AuthSubtitle } from '../../features/auth/auth-page-layout';
import { LinkPage, LinkPasswordScreen } from '../../features/auth/link-password-screen';
import { failureText } from '../../features/auth/password-link-form';
import { paths } from '../../paths';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { meta: () => ({ title: accountPageTitles.invite, description: accountPageDescriptions.private, noindex: true }) };

function InviteScreen({ token }: { token: string }) {
  const view = useGetInvitationQuery(token).data;
  const [accept] = useAcceptInvitationMutation();
  const navigate = useNavigate();
  return (
    <LinkPasswordScreen
      view={view}
      intro={view?.state === 'valid' ? <AuthSubtitle>{linkPages.invite.intro(view.email ?? '', roleLabels[view.role ?? 'staff'])}</AuthSubtitle> : null}
      action={`/api/auth/invites/${encodeURIComponent(token)}/accept`}
      labels={linkPages.invite}
      invalidLink={{ to: paths.login, label: linkPages.backToLogin }}
      submit={async (password) => {
        const result = await accept({ token, password });
        if (result.error) return failureText(result.error);
        navigate(paths.admin, { replace: true });
        return undefined;
      }}
    />
  );
}

/** /invite/<token>: the invitee chooses a password and is signed in. The server says up front if the link no longer works. */
export function Component() {
  const token = useParams().token ?? '';
  return (
    <LinkPage title={linkPages.invite.title}>
      <InviteScreen token={token} />
    </LinkPage>
  );
}
