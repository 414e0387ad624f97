import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { loginScreen, loginToasts } from '../../../content/admin';
import { pageTitles } from '../../../content/meta';
import { LOGIN_NOTICE_PARAMS, parseLoginFormError, type LoginFormError } from '../../../shared/auth-schema';
import { AppLink } from '../../components/links/app-link';
import { Eyebrow } from '../../components/page/page-intro';
import { toast } from '../../components/toast/toast-store';
import { LoginForm } from '../../features/auth/login-form';
import { LoginNotice } from '../../features/auth/login-notice';
import { SecondStepForm } from '../../features/auth/second-step-form';
import { paths } from '../../paths';
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

const TextLink = styled(AppLink)`
  justify-self: start;
  font-size: 0.9375rem;
  color: ${(p) => p.theme.color.ink};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

function formErrorText(error: LoginFormError, wait: number): string {
  if (error === 'locked' && wait > 0) return loginScreen.notices.lockedFor(wait);
  return loginScreen.notices[error];
}

/**
 * /login (spec section 2). A signed-in admin never sees it: the server answers 302 to /admin. Failures
 * are said on the page itself (a lockout with its wait), not only in a toast; with two-factor on, the
 * password is followed by the code step, with or without JavaScript.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const formError = parseLoginFormError(params.get(LOGIN_NOTICE_PARAMS.error));
  const wait = Number(params.get(LOGIN_NOTICE_PARAMS.wait)) || 0;
  const expired = params.get(LOGIN_NOTICE_PARAMS.expired) === '1';
  const signedOut = params.get(LOGIN_NOTICE_PARAMS.signedOut) === '1';
  const passwordSet = params.get(LOGIN_NOTICE_PARAMS.passwordSet) === '1';
  const [step, setStep] = useState<'password' | 'code'>(params.get(LOGIN_NOTICE_PARAMS.step) === 'code' ? 'code' : 'password');
  const [failure, setFailure] = useState<string | undefined>(formError ? formErrorText(formError, wait) : undefined);

  // Sign-out ends with a full page load (so nothing of the inbox survives in memory); the toast is
  // raised here, and the marker dropped so a reload does not repeat it.
  useEffect(() => {
    if (!signedOut) return;
    toast(loginToasts.loggedOut);
    setParams({}, { replace: true });
  }, [signedOut, setParams]);

  const clearNotices = () => {
    setFailure(undefined);
    if (params.size > 0) setParams(step === 'code' ? { [LOGIN_NOTICE_PARAMS.step]: 'code' } : {}, { replace: true });
  };

  return (
    <Layout>
      <Intro>
        <Eyebrow>{loginScreen.eyebrow}</Eyebrow>
        <Title>{step === 'code' ? loginScreen.secondStep.title : loginScreen.title}</Title>
        <Subtitle>{loginScreen.subtitle}</Subtitle>
      </Intro>
      <Panel aria-label={loginScreen.title}>
        {failure ? <LoginNotice tone="error">{failure}</LoginNotice> : null}
        {expired ? <LoginNotice tone="info">{loginScreen.notices.expired}</LoginNotice> : null}
        {passwordSet ? <LoginNotice tone="info">{loginScreen.notices.passwordSet}</LoginNotice> : null}
        {signedOut ? (
          <noscript>
            <LoginNotice tone="info">{loginScreen.notices.signedOut}</LoginNotice>
          </noscript>
        ) : null}
        <StoreProvider>
          {step === 'code' ? (
            <SecondStepForm onSubmitStart={clearNotices} onFailure={setFailure} />
          ) : (
            <LoginForm onSubmitStart={clearNotices} onFailure={setFailure} onSecondStep={() => setStep('code')} />
          )}
        </StoreProvider>
        {step === 'code' ? (
          <TextLink to={paths.login} onClick={() => setStep('password')}>
            {loginScreen.secondStep.startOver}
          </TextLink>
        ) : (
          <TextLink to={paths.forgotPassword}>{loginScreen.forgotPassword}</TextLink>
        )}
      </Panel>
    </Layout>
  );
}
