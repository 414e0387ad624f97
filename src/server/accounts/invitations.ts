import type { InvitationDto, Role } from '../../shared/accounts-schema';
import type { Database } from '../db/database';
import { ObjectId, type Db } from '../db/driver';
import { hashToken, newOneTimeToken, tokenMatches } from './one-time-tokens';

export const INVITES = 'account_invites';
export const INVITE_VALID_MS = 72 * 60 * 60_000;
/** Expired and used invitations stay this long so their link can still say why it no longer works. */
const KEEP_AFTER_EXPIRY_MS = 30 * 24 * 60 * 60_000;

/**
 * An invitation. Its link's token is never stored: only SHA-256 hashes, one per link handed out (the
 * owner's copy in the API answer, and the e-mailed copy, made when the e-mail job runs). Any of them
 * opens the invitation, once.
 */
export interface Invitation {
  _id: ObjectId;
  email: string;
  role: Role;
  token_hashes: string[];
  invited_by: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  /** TTL: MongoDB removes the record this long after it stopped being usable. */
  purge_at: Date;
}

export type InvitationState = { kind: 'valid'; invitation: Invitation } | { kind: 'unknown' | 'used' | 'expired' };

function invites(db: Db) {
  return db.collection<Invitation>(INVITES);
}

export async function ensureInviteIndexes(db: Db): Promise<void> {
  await Promise.all([invites(db).createIndex({ token_hashes: 1 }), invites(db).createIndex({ purge_at: 1 }, { expireAfterSeconds: 0 })]);
}

export function toInvitationDto(invitation: Invitation): InvitationDto {
  return {
    id: invitation._id.toHexString(),
    email: invitation.email,
    role: invitation.role,
    invited_by: invitation.invited_by,
    created_at: invitation.created_at.toISOString(),
    expires_at: invitation.expires_at.toISOString(),
  };
}

/** Creates an invitation (replacing any pending one for the same address) and returns it with its first token. */
export async function createInvitation(db: Database, input: { email: string; role: Role; invitedBy: string }, now: number): Promise<{ invitation: Invitation; token: string }> {
  const token = newOneTimeToken();
  const invitation: Invitation = {
    _id: new ObjectId(),
    email: input.email,
    role: input.role,
    token_hashes: [hashToken(token)],
    invited_by: input.invitedBy,
    created_at: new Date(now),
    expires_at: new Date(now + INVITE_VALID_MS),
    used_at: null,
    purge_at: new Date(now + INVITE_VALID_MS + KEEP_AFTER_EXPIRY_MS),
  };
  await invites(db.native).deleteMany({ email: input.email, used_at: null });
  await invites(db.native).insertOne(invitation);
  return { invitation, token };
}

/** A further link to a pending invitation (the e-mailed one); null when it can no longer be used. */
export async function addInvitationToken(db: Database, id: ObjectId, now: number): Promise<{ invitation: Invitation; token: string } | null> {
  const token = newOneTimeToken();
  const invitation = await invites(db.native).findOneAndUpdate(
    { _id: id, used_at: null, expires_at: { $gt: new Date(now) } },
    { $push: { token_hashes: hashToken(token) } },
    { returnDocument: 'after' },
  );
  return invitation ? { invitation, token } : null;
}

export async function pendingInvitations(db: Database, now: number): Promise<Invitation[]> {
  return invites(db.native)
    .find({ used_at: null, expires_at: { $gt: new Date(now) } })
    .sort({ created_at: -1 })
    .toArray();
}

export async function revokeInvitation(db: Database, id: ObjectId): Promise<Invitation | null> {
  return invites(db.native).findOneAndDelete({ _id: id, used_at: null });
}

/** What a link's token opens, without using it up (the /invite page shows this). */
export async function inspectInvitation(db: Database, token: string, now: number): Promise<InvitationState> {
  const hash = hashToken(token);
  const invitation = await invites(db.native).findOne({ token_hashes: hash });
  if (!invitation || !invitation.token_hashes.some((stored) => tokenMatches(token, stored))) return { kind: 'unknown' };
  if (invitation.used_at) return { kind: 'used' };
  if (invitation.expires_at.getTime() <= now) return { kind: 'expired' };
  return { kind: 'valid', invitation };
}

/**
 * Uses the invitation up: one atomic update that only matches an unused, unexpired invitation holding
 * this token's hash, so two accepts racing (on any instances) cannot both succeed.
 */
export async function claimInvitation(db: Database, token: string, now: number): Promise<InvitationState> {
  const claimed = await invites(db.native).findOneAndUpdate(
    { token_hashes: hashToken(token), used_at: null, expires_at: { $gt: new Date(now) } },
    { $set: { used_at: new Date(now) } },
    { returnDocument: 'after' },
  );
  if (claimed && claimed.token_hashes.some((stored) => tokenMatches(token, stored))) return { kind: 'valid', invitation: claimed };
  return inspectInvitation(db, token, now).then((state) => (state.kind === 'valid' ? { kind: 'used' } : state));
}

/** Gives a claimed invitation back (the account could not be created), so its link works again. */
export async function releaseInvitation(db: Database, id: ObjectId): Promise<void> {
  await invites(db.native).updateOne({ _id: id }, { $set: { used_at: null } });
}
