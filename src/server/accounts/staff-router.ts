import { Router, type NextFunction, type Request, type Response } from 'express';
import { OBJECT_ID_PATTERN } from '../../shared/admin-schema';
import { AccountSettingsSchema, InviteSchema, RoleChangeSchema } from '../../shared/accounts-schema';
import { sendError } from '../api/json-errors';
import type { AppDeps } from '../app-deps';
import { recordAudit } from '../audit/audit-log';
import type { Database } from '../db/database';
import { ObjectId } from '../db/driver';
import { OutboxStore } from '../outbox/outbox-store';
import { ACCOUNT_INVITATION } from './account-jobs';
import { setRequireTwoFactor } from './account-settings';
import { firstMessage } from './form-or-json';
import { createInvitation, revokeInvitation } from './invitations';
import { OwnerGuardError } from './owner-guard';
import { requireOwner } from './roles';
import { changeRole, removeAccount, staffOverview } from './staff-service';

function validId(req: Request, res: Response, next: NextFunction): void {
  if (OBJECT_ID_PATTERN.test(String(req.params.id))) return next();
  sendError(res, 400, 'Invalid id');
}

/** A refused owner change (last owner, or the guard busy) is a 409 with its reason. */
function guarded(res: Response, error: unknown): void {
  if (error instanceof OwnerGuardError) return sendError(res, error.status, error.message);
  throw error;
}

/**
 * /api/admin/staff, for owners only (staff get 403): accounts and pending invitations, inviting,
 * revoking, role changes, removal, and the studio's two-factor rule. Mounted inside the admin router,
 * after its sign-in check and JSON body parsing.
 */
export function staffRouter(deps: AppDeps & { db: Database }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const outbox = new OutboxStore(() => db.native, undefined, now);
  const router = Router();
  router.use(requireOwner);
  const audit = (req: Request, action: Parameters<typeof recordAudit>[1]['action'], target: string) =>
    recordAudit(db, { actor: req.user!.email, action, target, ip: req.ip }, req.log, deps.now);

  router.get('/', async (_req, res) => {
    res.json({ success: true, data: await staffOverview(db, now()) });
  });

  router.post('/invites', async (req, res) => {
    const parsed = InviteSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(res, 400, firstMessage(parsed.error));
    if (await db.models.AdminUser.exists({ email: parsed.data.email })) return sendError(res, 409, 'This address already has an account.');
    const { invitation, token } = await createInvitation(db, { ...parsed.data, invitedBy: req.user!.email }, now());
    const emailed = Boolean(deps.mailer);
    if (deps.mailer) {
      await outbox.enqueue({ kind: ACCOUNT_INVITATION, ref: invitation._id });
      deps.wakeOutbox?.();
    }
    await audit(req, 'invitation', `${invitation.email} (${invitation.role})`);
    res.status(201).json({ success: true, data: { url: new URL(`/invite/${token}`, deps.env.PUBLIC_URL).href, emailed, expires_at: invitation.expires_at.toISOString() } });
  });

  router.delete('/invites/:id', validId, async (req, res) => {
    const revoked = await revokeInvitation(db, new ObjectId(String(req.params.id)));
    if (!revoked) return sendError(res, 404, 'No pending invitation with this id.');
    await audit(req, 'invitation-revoked', revoked.email);
    res.status(204).end();
  });

  router.put('/settings', async (req, res) => {
    const parsed = AccountSettingsSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(res, 400, firstMessage(parsed.error));
    await setRequireTwoFactor(db, parsed.data.require_two_factor);
    await audit(req, 'two-factor-required', parsed.data.require_two_factor ? 'required for everyone' : 'optional');
    res.json({ success: true, data: parsed.data });
  });

  router.patch('/:id', validId, async (req, res) => {
    const parsed = RoleChangeSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(res, 400, firstMessage(parsed.error));
    const changed = await changeRole(db, String(req.params.id), parsed.data.role).catch((error: unknown) => guarded(res, error));
    if (changed === undefined) return;
    if (!changed) return sendError(res, 404, 'No account with this id.');
    if (changed.before !== parsed.data.role) await audit(req, 'role-change', `${changed.account.email}: ${changed.before} → ${parsed.data.role}`);
    res.json({ success: true, data: changed.account });
  });

  router.delete('/:id', validId, async (req, res) => {
    const removed = await removeAccount(db, String(req.params.id)).catch((error: unknown) => guarded(res, error));
    if (removed === undefined) return;
    if (!removed) return sendError(res, 404, 'No account with this id.');
    await audit(req, 'account-removed', removed);
    res.status(204).end();
  });

  return router;
}
