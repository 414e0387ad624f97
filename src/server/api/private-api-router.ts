import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { databaseUnavailable } from '../auth/database-unavailable';
import { noStore } from '../auth/no-store';
import { sameOrigin } from '../security/same-origin';

/**
 * How the sign-in and inbox APIs start: answers never cached, state changes from this site's pages only, and
 * without MongoDB (sessions, accounts, messages) a 503 for every route. `db` is then undefined, and the router
 * needs nothing more: return it as it is.
 */
export function privateApiRouter({ db, env }: AppDeps) {
  const router = Router();
  router.use(noStore, sameOrigin(env.PUBLIC_URL));
  if (!db) router.use(databaseUnavailable);
  return { router, db };
}
