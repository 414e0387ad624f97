import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { linkPages } from '../../../content/accounts';
import type { LinkView } from '../../../shared/accounts-schema';
import { Eyebrow } from '../../components/page/page-intro';
import { StoreProvider } from '../../store/store-provider';
import { AuthIntro, AuthLayout, AuthPanel, AuthTitle, TextLink } from './auth-page-layout';
import { LoginNotice } from './login-notice';
import { PasswordLinkForm } from './password-link-form';

/** The frame of the pages opened from an e-mailed link: title on the left, the panel on the right. */
export function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthLayout>
      <AuthIntro>
        <Eyebrow>{linkPages.eyebrow}</Eyebrow>
        <AuthTitle>{title}</AuthTitle>
      </AuthIntro>
      <AuthPanel aria-label={title}>
        <StoreProvider>{children}</StoreProvider>
      </AuthPanel>
    </AuthLayout>
  );
}

/**
 * Choosing a password from a link (invitation or reset): the reason when the link no longer works
 * (as the server found it), else the form, with a refusal said inline (from the query after a post
 * without JavaScript, or from `submit`).
 */
export function LinkPasswordScreen(props: {
  view: LinkView | undefined;
  intro: ReactNode;
  action: string;
  labels: { password: string; submit: string; submitting: string };
  submit: (password: string) => Promise<string | undefined>;
  invalidLink: { to: string; label: string };
}) {
  const [params] = useSearchParams();
  const [failure, setFailure] = useState(params.get('error') ?? undefined);
  if (props.view?.state === 'invalid') {
    return (
      <>
        <LoginNotice tone="error">{props.view.message}</LoginNotice>
        <TextLink to={props.invalidLink.to}>{props.invalidLink.label}</TextLink>
      </>
    );
  }
  return (
    <>
      {props.intro}
      {failure ? <LoginNotice tone="error">{failure}</LoginNotice> : null}
      <PasswordLinkForm
        action={props.action}
        label={props.labels.password}
        submitLabel={props.labels.submit}
        submittingLabel={props.labels.submitting}
        onFailure={setFailure}
        submit={props.submit}
      />
    </>
  );
}
