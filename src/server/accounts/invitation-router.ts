import { Router } from 'express';
import { ACCOUNT_ERRORS, NewPasswordSchema, type LinkView } from '../../shared/accounts-schema';
import { isFormPost, jsonOrForm } from '../api/auth-router';
import type { AppDeps } from '../app-deps';
import { recordAudit } from '../audit/audit-log';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { isDuplicateKeyError } from '../db/duplicate-key';
import { linkAttemptLimit, refuseLinkAttempt } from './account-limits';
import { firstMessage, refuse } from './form-or-json';
import { claimInvitation, inspectInvitation, releaseInvitation, type InvitationState } from './invitations';
import { isWellFormedToken } from './one-time-tokens';
import { completeSignIn, sessionInfo } from './sign-in';

export function invitationProblem(state: Exclude<InvitationState['kind'], 'valid'>): { status: number; message: string } {
  if (state === 'used') return { status: 410, message: ACCOUNT_ERRORS.inviteUsed };
  if (state === 'expired') return { status: 410, message: ACCOUNT_ERRORS.inviteExpired };
  return { status: 404, message: ACCOUNT_ERRORS.inviteInvalid };
}

/** What an invitation link opens, for its page, with the status the page answers with. */
export async function invitationLinkView(db: Database, token: string, now: number): Promise<{ status: number; view: LinkView }> {
  const state = isWellFormedToken(token) ? await inspectInvitation(db, token, now) : ({ kind: 'unknown' } as const);
  if (state.kind === 'valid') return { status: 200, view: { state: 'valid', email: state.invitation.email, role: state.invitation.role } };
  const problem = invitationProblem(state.kind);
  return { status: problem.status, view: { state: 'invalid', message: problem.message } };
}

/** GET /invites/:token (what it opens); POST /invites/:token/accept {password}: the invitee chooses a password and is signed in (201). */
export function invitationRouter(deps: AppDeps & { db: Database }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const linkLimit = linkAttemptLimit(deps, refuseLinkAttempt((token) => `/invite/${token}`));
  const router = Router();

  router.get('/invites/:token', linkLimit, async (req, res) => {
    const { status, view } = await invitationLinkView(db, String(req.params.token), now());
    res.status(status).json({ success: status === 200, data: view });
  });

  router.post('/invites/:token/accept', ...jsonOrForm, linkLimit, async (req, res) => {
    const token = String(req.params.token);
    const page = `/invite/${token}`;
    const parsed = NewPasswordSchema.safeParse(req.body ?? {});
    if (!parsed.success) return refuse(req, res, 400, firstMessage(parsed.error), page);
    const passwordHash = await hashPassword(parsed.data.password);
    const state = isWellFormedToken(token) ? await claimInvitation(db, token, now()) : ({ kind: 'unknown' } as const);
    if (state.kind !== 'valid') {
      const problem = invitationProblem(state.kind);
      return refuse(req, res, problem.status, problem.message, page);
    }
    const { invitation } = state;
    let account;
    try {
      account = await db.models.AdminUser.create({ email: invitation.email, passwordHash, role: invitation.role });
    } catch (error) {
      if (!isDuplicateKeyError(error)) {
        await releaseInvitation(db, invitation._id);
        throw error;
      }
      return refuse(req, res, 409, ACCOUNT_ERRORS.accountExists, page);
    }
    await recordAudit(db, { actor: invitation.email, action: 'invitation-accepted', target: `${invitation.email} (${invitation.role})`, ip: req.ip }, req.log, deps.now);
    await completeSignIn(deps, req, { id: String(account._id), email: invitation.email, role: invitation.role, twoFactor: false });
    if (isFormPost(req)) return res.redirect(303, '/admin');
    res.status(201).json({ success: true, data: sessionInfo(req) });
  });

  return router;
}
