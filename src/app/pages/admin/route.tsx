import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { adminDashboard } from '../../../content/admin';
import { pageTitles } from '../../../content/meta';
import { LOGIN_NOTICE_PARAMS } from '../../../shared/auth-schema';
import { Inbox } from '../../features/admin/inbox';
import { LoadingState } from '../../features/admin/loading-state';
import { useOnSessionExpired } from '../../features/admin/session-expiry';
import { AdminHeader } from '../../features/admin/shell/admin-header';
import { useGetSessionQuery } from '../../features/auth/auth-api';
import { paths } from '../../paths';
import type { RouteHandle } from '../../route-handle';
import { StoreProvider } from '../../store/store-provider';

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/admin'], noindex: true }) };

const Page = styled.div`
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  /* Room below the last controls for an open toast (--toast-space), so it never has to cover them. */
  padding: clamp(24px, 4vw, 48px) ${(p) => p.theme.size.gutter} calc(clamp(64px, 9vw, 128px) + var(--toast-space, 0px));
`;

/**
 * A page restored from the back/forward cache skips the server's gate; reload it so a signed-out
 * browser is sent to /login instead of showing the inbox from memory.
 */
function useReloadWhenRestoredFromCache(): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}

/**
 * /admin (spec section 2). The server lets only signed-in admins through and preloads the session and
 * the first page; after a client-side sign-in both load here. A session that ends while the page is
 * open (any 401) leads to /login with a notice.
 */
function AdminScreen() {
  const navigate = useNavigate();
  const session = useGetSessionQuery();
  const signedIn = session.data?.authenticated === true;

  useOnSessionExpired(useCallback(() => navigate(`${paths.login}?${LOGIN_NOTICE_PARAMS.expired}=1`, { replace: true }), [navigate]));
  useReloadWhenRestoredFromCache();
  useEffect(() => {
    if (session.isError || session.data?.authenticated === false) navigate(paths.login, { replace: true });
  }, [session.isError, session.data, navigate]);

  return signedIn ? (
    <>
      <AdminHeader email={session.data?.email ?? ''} />
      <Page>
        <Inbox />
      </Page>
    </>
  ) : (
    <Page>
      <LoadingState label={adminDashboard.loading} />
    </Page>
  );
}

export function Component() {
  return (
    <StoreProvider>
      <AdminScreen />
    </StoreProvider>
  );
}
