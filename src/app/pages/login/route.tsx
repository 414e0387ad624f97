import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { loginScreen, loginToasts } from '../../../content/admin';
import { pageTitles } from '../../../content/meta';
import { LOGIN_NOTICE_PARAMS, parseLoginFormError } from '../../../shared/auth-schema';
import { Eyebrow } from '../../components/page/page-intro';
import { toast } from '../../components/toast/toast-store';
import { LoginForm } from '../../features/auth/login-form';
import { LoginNotice } from '../../features/auth/login-notice';
import type { RouteHandle } from '../../route-handle';
import { StoreProvider } from '../../store/store-provider';
import { desktop } from '../../styles/theme';

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/login'], noindex: true }) };

const Layout = styled.div`
  display: grid;
  gap: clamp(32px, 5vw, 64px);
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: clamp(48px, 8vw, 112px) ${(p) => p.theme.size.gutter} clamp(64px, 9vw, 128px);
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
    align-items: start;
  }
`;

const Intro = styled.header`
  ${desktop} {
    grid-column: 1 / span 6;
    padding-top: 18px;
    border-top: 1px solid ${(p) => p.theme.color.ink};
  }
`;

const Title = styled.h1`
  font-size: clamp(2.5rem, 6vw, 4.75rem);
  letter-spacing: -0.035em;
`;

const Subtitle = styled.p`
  margin-top: 20px;
  max-width: 36ch;
  font-size: clamp(1.0625rem, 1.4vw, 1.25rem);
  color: ${(p) => p.theme.color.inkSoft};
`;

const Panel = styled.section`
  display: grid;
  gap: 24px;
  padding: clamp(24px, 4vw, 40px);
  background: ${(p) => p.theme.color.paperDeep};
  border-top: 3px solid ${(p) => p.theme.color.accent};
  ${desktop} {
    grid-column: 8 / span 5;
  }
`;

const formErrorText = { invalid: loginScreen.notices.invalid, locked: loginScreen.notices.locked, unavailable: loginScreen.notices.unavailable } as const;

/** /login (spec section 2). A signed-in admin never sees it: the server answers 302 to /admin. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const formError = parseLoginFormError(params.get(LOGIN_NOTICE_PARAMS.error));
  const expired = params.get(LOGIN_NOTICE_PARAMS.expired) === '1';
  const signedOut = params.get(LOGIN_NOTICE_PARAMS.signedOut) === '1';

  // Sign-out ends with a full page load (so nothing of the inbox survives in memory); the toast is
  // raised here, and the marker dropped so a reload does not repeat it.
  useEffect(() => {
    if (!signedOut) return;
    toast(loginToasts.loggedOut);
    setParams({}, { replace: true });
  }, [signedOut, setParams]);

  const clearNotices = () => {
    if (params.size > 0) setParams({}, { replace: true });
  };

  return (
    <Layout>
      <Intro>
        <Eyebrow>{loginScreen.eyebrow}</Eyebrow>
        <Title>{loginScreen.title}</Title>
        <Subtitle>{loginScreen.subtitle}</Subtitle>
      </Intro>
      <Panel aria-label={loginScreen.title}>
        {formError ? <LoginNotice tone="error">{formErrorText[formError]}</LoginNotice> : null}
        {expired ? <LoginNotice tone="info">{loginScreen.notices.expired}</LoginNotice> : null}
        {signedOut ? (
          <noscript>
            <LoginNotice tone="info">{loginScreen.notices.signedOut}</LoginNotice>
          </noscript>
        ) : null}
        <StoreProvider>
          <LoginForm onSubmitStart={clearNotices} />
        </StoreProvider>
      </Panel>
    </Layout>
  );
}
