import { useCallback, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { adminDashboard } from '../../../../content/admin';
import { LOGIN_NOTICE_PARAMS } from '../../../../shared/auth-schema';
import { Eyebrow } from '../../../components/page/page-intro';
import { paths } from '../../../paths';
import { useGetSessionQuery } from '../../auth/auth-api';
import { LogoutButton } from '../../auth/logout-button';
import { LoadingState } from '../loading-state';
import { useOnSessionExpired } from '../session-expiry';
import { AdminNav } from './admin-nav';

const Page = styled.div`
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: clamp(32px, 6vw, 72px) ${(p) => p.theme.size.gutter} clamp(64px, 9vw, 128px);
`;

const Header = styled.header`
  display: grid;
  gap: 20px;
  padding-bottom: clamp(24px, 4vw, 40px);
  margin-bottom: clamp(28px, 4vw, 48px);
  border-bottom: 1px solid ${(p) => p.theme.color.concrete};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 20px 32px;
`;

const Title = styled.h1`
  font-size: clamp(2.25rem, 6vw, 4.5rem);
  letter-spacing: -0.035em;
`;

const Welcome = styled.p`
  margin-top: 12px;
  color: ${(p) => p.theme.color.inkSoft};
  overflow-wrap: anywhere;
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
 * Every admin page's frame: the header (title, who is signed in, the sections for their role, sign-out)
 * around the page's content. The server lets only signed-in admins through and preloads the session;
 * a session that ends while the page is open (any 401) leads to /login with a notice.
 */
export function AdminFrame({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
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
    <Page>
      <Header>
        <Top>
          <div>
            <Eyebrow>{eyebrow}</Eyebrow>
            <Title>{title}</Title>
            <Welcome>{adminDashboard.welcome(session.data?.email ?? '')}</Welcome>
          </div>
          <LogoutButton />
        </Top>
        <AdminNav role={session.data?.role} />
      </Header>
      {children}
    </Page>
  );
}
