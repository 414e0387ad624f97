import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/database';
import { invitationRouter } from './invitation-router';
import { passwordRouter } from './password-router';
import { sessionsRouter } from './sessions-router';
import { twoFactorRouter } from './two-factor-router';

/** The signed-in user's own account and the links that make one: mounted on /api/auth. */
export function accountRoutes(deps: AppDeps & { db: Database }) {
  return Router().use(passwordRouter(deps), invitationRouter(deps), twoFactorRouter(deps), sessionsRouter(deps));
}
