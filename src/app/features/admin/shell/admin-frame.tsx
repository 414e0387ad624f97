import { useCallback, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { adminDashboard } from '../../../../content/admin';
import { LOGIN_NOTICE_PARAMS } from '../../../../shared/auth-schema';
import { Eyebrow } from '../../../components/page/page-intro';
import { paths } from '../../../paths';
import { useGetSessionQuery } from '../../auth/auth-api';
import { LoadingState } from '../shared/loading-state';
import { useOnSessionExpired } from '../shared/session-expiry';
import { AdminHeader } from './admin-header';

const Page = styled.div`
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: clamp(24px, 4vw, 48px) ${(p) => p.theme.size.gutter} clamp(64px, 9vw, 128px);
`;

const Heading = styled.div`
  margin-bottom: clamp(24px, 4vw, 40px);
`;

const Title = styled.h2`
  font-size: clamp(2rem, 5vw, 3.5rem);
  letter-spacing: -0.035em;
`;

/**
 * A page restored from the back/forward cache skips the server's gate; reload it so a signed-out
 * browser is sent to /login instead of showing the admin from memory.
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
 * Every admin page's frame: the admin header (the dashboard's title, the sections for the account's
 * role, who is signed in, sign-out) above the page's own heading and content. The server lets only
 * signed-in admins through and preloads the session; a session that ends while the page is open (any
 * 401) leads to /login with a notice. The inbox has no heading of its own: the header's title is its.
 */
export function AdminFrame({ eyebrow, title, children }: { eyebrow?: string; title?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const session = useGetSessionQuery();
  const signedIn = session.data?.authenticated === true;

  useOnSessionExpired(useCallback(() => navigate(`${paths.login}?${LOGIN_NOTICE_PARAMS.expired}=1`, { replace: true }), [navigate]));
  useReloadWhenRestoredFromCache();
  useEffect(() => {
    if (session.isError || session.data?.authenticated === false) navigate(paths.login, { replace: true });
  }, [session.isError, session.data, navigate]);

  if (!signedIn) return <Page>{<LoadingState label={adminDashboard.loading} />}</Page>;
  return (
    <>
      <AdminHeader email={session.data?.email ?? ''} isOwner={session.data?.role === 'owner'} />
      <Page>
        {title && (
          <Heading>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <Title>{title}</Title>
          </Heading>
        )}
        {children}
      </Page>
    </>
  );
}
