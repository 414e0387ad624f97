import type { RequestHandler, Response } from 'express';
import { api } from '../../app/store/api';
import { submissionsQueryFromUrl } from '../../shared/admin-schema';
import { isAccountAdminPage, isOwnerPage, preloadAccountPage } from '../accounts/preload-account-pages';
import { sessionInfo } from '../accounts/sign-in';
import { preloadDashboard } from '../admin/preload-dashboard';
import type { AppDeps } from '../app-deps';
import type { SsrLocals } from '../render/ssr-handler';

function redirect(res: Response, location: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(302, location);
}

/**
 * Runs before the SSR handler on /login and /admin/*. Signed out, /admin pages are a 302 to /login
 * before anything renders; signed in, /login is a 302 to /admin. Staff asking for an owner page go to
 * the inbox; an account the studio requires two-factor of, and has none, goes to Settings. For a page
 * let through, what it shows first is loaded into the request's store and the page is marked no-store,
 * so after sign-out the Back button cannot bring it back from the browser cache. Everything the page
 * shows is then in that store, so its renders can be remembered by their data (render-memo.ts).
 */
export function adminPageGate(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.baseUrl === '/login') {
      if (req.user) return redirect(res, '/admin');
      // Signed out it looks like a public page, but it depends on the session: never cached.
      (res.locals as SsrLocals).noStore = true;
      return next();
    }
    if (!req.user || !deps.db) return redirect(res, '/login');
    const page = req.path === '/' ? '/' : req.path.replace(/\/$/, '');
    if (req.user.twoFactorSetupNeeded && page !== '/settings') return redirect(res, '/admin/settings');
    if (isAccountAdminPage(page) && isOwnerPage(page) && req.user.role !== 'owner') return redirect(res, '/admin');

    const session = sessionInfo(req);
    const inbox = page === '/' ? submissionsQueryFromUrl(req.query) : undefined;
    const store = await preloadDashboard(deps.db, session, inbox, req.query.id, req.log, { notifications: Boolean(deps.mailer), now: deps.now });
    if (isAccountAdminPage(page)) {
      await preloadAccountPage(store, deps.db, page, { userId: req.user.id, sessionId: req.sessionID, query: req.query, now: (deps.now ?? Date.now)() }).catch((error: unknown) =>
        req.log.warn({ error: String(error) }, 'could not preload the page'),
      );
    }
    // RTK Query starts (long) cache-expiry timers for preloaded entries; clearing them lets the
    // per-request store be collected once the response is done.
    res.once('close', () => store.dispatch(api.util.resetApiState()));
    const locals = res.locals as SsrLocals;
    locals.store = store;
    locals.noStore = true;
    locals.memoise = true;
    next();
  };
}
