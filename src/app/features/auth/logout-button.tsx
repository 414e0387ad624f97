import { useState, type FormEvent } from 'react';
import { LOGIN_NOTICE_PARAMS } from '../../../shared/auth-schema';
import { adminDashboard } from '../../../content/admin';
import { Button } from '../../components/ui/button';
import { paths } from '../../paths';
import { useLogoutMutation } from './auth-api';

/**
 * Sign-out. A form posting to /api/auth/logout, so it works without JavaScript (the server answers 303
 * to /login). With JavaScript: sign out (a failure is ignored, as the spec says), then load /login as a
 * new document replacing this history entry: the page's memory (store, router) is discarded, and the
 * Back button cannot return to the inbox. The login page raises the 'Logged out' toast.
 */
export function LogoutButton() {
  const [logout] = useLogoutMutation();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    await logout();
    window.location.replace(`${paths.login}?${LOGIN_NOTICE_PARAMS.signedOut}=1`);
  }

  return (
    <form method="post" action="/api/auth/logout" onSubmit={onSubmit}>
      <Button type="submit" $variant="secondary" disabled={busy}>
        {adminDashboard.logout}
      </Button>
    </form>
  );
}
