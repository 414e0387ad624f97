import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { loginScreen, loginToasts } from '../../../content/admin';
import { pageTitles } from '../../../content/meta';
import { LOGIN_NOTICE_PARAMS, parseLoginFormError, type LoginFormError } from '../../../shared/auth-schema';
import { Eyebrow } from '../../components/page/page-intro';
import { toast } from '../../components/toast/toast-store';
import { LoginForm } from '../../features/auth/login-form';
import { AuthLayout, AuthPanel, AuthSubtitle, AuthTitle, AuthIntro, TextLink } from '../../features/auth/auth-page-layout';
import { LoginNotice } from '../../features/auth/login-notice';
import { SecondStepForm } from '../../features/auth/second-step-form';
import { paths } from '../../paths';
import type { RouteHandle } from '../../route-handle';
import { StoreProvider } from '../../store/store-provider';

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/login'], noindex: true }) };


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
    <AuthLayout>
      <AuthIntro>
        <Eyebrow>{loginScreen.eyebrow}</Eyebrow>
        <AuthTitle>{step === 'code' ? loginScreen.secondStep.title : loginScreen.title}</AuthTitle>
        <AuthSubtitle>{loginScreen.subtitle}</AuthSubtitle>
      </AuthIntro>
      <AuthPanel aria-label={loginScreen.title}>
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
      </AuthPanel>
    </AuthLayout>
  );
}
