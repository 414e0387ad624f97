import type { RequestHandler, Response } from 'express';
import { api } from '../../app/store/api';
import { submissionsQueryFromUrl } from '../../shared/admin-schema';
import { preloadDashboard } from '../admin/preload-dashboard';
import type { AppDeps } from '../app-deps';
import type { SsrLocals } from '../render/ssr-handler';

function redirect(res: Response, location: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(302, location);
}

/**
 * Runs before the SSR handler on /login and /admin. Signed out, /admin is a 302 to /login before anything
 * renders; signed in, /login is a 302 to /admin. For a signed-in /admin the first page of the inbox is
 * loaded into the request's store and the page is marked no-store, so after sign-out the Back button
 * cannot bring the inbox back from the browser cache.
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

    const store = await preloadDashboard(deps.db, req.user.email, submissionsQueryFromUrl(req.query), req.log, { notifications: Boolean(deps.mailer) });
    // RTK Query starts (long) cache-expiry timers for preloaded entries; clearing them lets the
    // per-request store be collected once the response is done.
    res.once('close', () => store.dispatch(api.util.resetApiState()));
    const locals = res.locals as SsrLocals;
    locals.store = store;
    locals.noStore = true;
    next();
  };
}
