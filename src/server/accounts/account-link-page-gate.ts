import type { Request, RequestHandler } from 'express';
import { api } from '../../app/store/api';
import { makeStore } from '../../app/store/make-store';
import { ACCOUNT_ERRORS, type LinkView } from '../../shared/accounts-schema';
import type { AppDeps } from '../app-deps';
import type { SsrLocals } from '../render/ssr-handler';
import { linkAttemptLimit } from './account-limits';
import { invitationLinkView } from './invitation-router';
import { resetLinkView } from './password-router';
import { preloadLinkView } from './preload-account-pages';

/** The token of a link page's address (/invite/<token>, /reset-password/<token>), if it has one. */
function pageToken(req: Request): string | undefined {
  const token = req.path.slice(1);
  const isPage = (req.method === 'GET' || req.method === 'HEAD') && (req.baseUrl === '/invite' || req.baseUrl === '/reset-password');
  return isPage && token && !token.includes('/') ? token : undefined;
}

const TOO_MANY: LinkView = { state: 'invalid', message: ACCOUNT_ERRORS.tooManyLinkAttempts };

/**
 * Runs before the SSR handler on /invite/<token>, /reset-password/<token> and /forgot-password. The link
 * pages are rendered with what their token opens (a used, expired or unknown link answers 404 or 410 and
 * says why), never cached (no-store), and send a Referer only to this site: the token in the URL must not
 * leak to another one. Each link page counts toward the address's link attempts, as the API's lookups
 * do (its status tells a valid token from another); past the cap the page answers 429 and says so.
 */
export function accountLinkPageGate(deps: AppDeps): RequestHandler[] {
  const markLimited: Parameters<typeof linkAttemptLimit>[1] = (_req, res, next) => {
    res.locals.linkAttemptsExceeded = true;
    next();
  };
  const limit = deps.db ? [linkAttemptLimit({ ...deps, db: deps.db }, markLimited, (req) => !pageToken(req))] : [];
  const gate: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // same-origin, not no-referrer: with no-referrer a browser posts the page's own form with
    // `Origin: null`, which the same-origin guard refuses.
    res.setHeader('Referrer-Policy', 'same-origin');
    const locals = res.locals as SsrLocals;
    const store = makeStore();
    res.once('close', () => store.dispatch(api.util.resetApiState()));
    locals.store = store;
    locals.noStore = true;
    const token = pageToken(req);
    if (!deps.db || !token) return next();
    const now = (deps.now ?? Date.now)();
    if (res.locals.linkAttemptsExceeded === true) {
      preloadLinkView(store, req.baseUrl === '/invite' ? 'getInvitation' : 'getPasswordReset', token, TOO_MANY);
      locals.status = 429;
    } else if (req.baseUrl === '/invite') {
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
  return [...limit, gate];
}
