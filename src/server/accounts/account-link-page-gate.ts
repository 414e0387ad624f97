import type { RequestHandler } from 'express';
import { api } from '../../app/store/api';
import { makeStore } from '../../app/store/make-store';
import type { AppDeps } from '../app-deps';
import type { SsrLocals } from '../render/ssr-handler';
import { invitationLinkView } from './invitation-router';
import { resetLinkView } from './password-router';
import { preloadLinkView } from './preload-account-pages';

/**
 * Runs before the SSR handler on /invite/<token>, /reset-password/<token> and /forgot-password. The link
 * pages are rendered with what their token opens (a used, expired or unknown link answers 404 or 410 and
 * says why), never cached (no-store), and send a Referer only to this site: the token in the URL must not
 * leak to another one.
 */
export function accountLinkPageGate(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // same-origin, not no-referrer: with no-referrer a browser posts the page's own form with
    // `Origin: null`, which the same-origin guard refuses.
    res.setHeader('Referrer-Policy', 'same-origin');
    const locals = res.locals as SsrLocals;
    const store = makeStore();
    res.once('close', () => store.dispatch(api.util.resetApiState()));
    locals.store = store;
    locals.noStore = true;
    const token = req.path.slice(1);
    if (!deps.db || !token || token.includes('/')) return next();
    const now = (deps.now ?? Date.now)();
    if (req.baseUrl === '/invite') {
      const { status, view } = await invitationLinkView(deps.db, token, now);
      preloadLinkView(store, 'getInvitation', token, view);
      if (status !== 200) locals.status = status;
    } else if (req.baseUrl === '/reset-password') {
      const view = await resetLinkView(deps.db, token, now);
      preloadLinkView(store, 'getPasswordReset', token, view);
      if (view.state !== 'valid') locals.status = 410;
    }
    next();
  };
}
