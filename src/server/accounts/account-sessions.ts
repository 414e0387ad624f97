import type { Request } from 'express';
import type { SessionDto } from '../../shared/accounts-schema';
import type { Database } from '../db/database';
import type { Db } from '../db/driver';
import { browserLabel } from './browser-label';
import { hashToken } from './one-time-tokens';

export const SESSIONS = 'sessions';

/** What a signed-in session remembers about where it started, written once at sign-in. */
export interface SessionMeta {
  created_at: number;
  ip: string | null;
  user_agent: string;
}

declare module 'express-session' {
  interface SessionData {
    meta?: SessionMeta;
    /** Password accepted, second step pending: whose, and since when (epoch ms). Opens nothing yet. */
    twoFactor?: { userId: string; email: string; at: number };
  }
}

/**
 * connect-mongo's session documents, stored as objects (session-middleware.ts), so MongoDB can find a
 * user's sessions by `session.passport.user` from any instance. `lastModified` is connect-mongo's own
 * throttled touch (at most once a minute): it is the session's "last seen" without a write of ours.
 */
interface SessionDocument {
  _id: string;
  expires: Date;
  lastModified?: Date;
  session: { passport?: { user?: string }; meta?: SessionMeta } | string;
}

function sessions(db: Db) {
  return db.collection<SessionDocument>(SESSIONS);
}

export async function ensureSessionIndexes(db: Db): Promise<void> {
  await sessions(db).createIndex({ 'session.passport.user': 1 });
}

/**
 * Sessions written before issue 20 are JSON strings that no query can read, so they could never be
 * listed or ended: they are dropped once at start (everyone signs in again after the upgrade).
 */
export async function dropUnsearchableSessions(db: Db): Promise<number> {
  const result = await sessions(db).deleteMany({ session: { $type: 'string' } });
  return result.deletedCount;
}

export function sessionMetaFor(req: Request, now: number): SessionMeta {
  return { created_at: now, ip: req.ip ?? null, user_agent: (req.get('user-agent') ?? '').slice(0, 400) };
}

export async function listSessions(db: Database, userId: string, currentId: string, now = Date.now()): Promise<SessionDto[]> {
  const docs = await sessions(db.native)
    .find({ 'session.passport.user': userId, expires: { $gt: new Date(now) } })
    .toArray();
  const dtos = docs.map((doc): SessionDto => {
    const meta = typeof doc.session === 'object' ? doc.session.meta : undefined;
    return {
      // Never the session id itself: it is the cookie's secret. A hash prefix tells rows apart.
      id: hashToken(doc._id).slice(0, 12),
      created_at: meta ? new Date(meta.created_at).toISOString() : null,
      last_seen_at: doc.lastModified?.toISOString() ?? null,
      ip: meta?.ip ?? null,
      browser: browserLabel(meta?.user_agent),
      current: doc._id === currentId,
    };
  });
  return dtos.sort((a, b) => Number(b.current) - Number(a.current) || (b.last_seen_at ?? '').localeCompare(a.last_seen_at ?? ''));
}

/**
 * Ends every session of `userId` except `keepId` (if given) by deleting it from MongoDB: every instance
 * reads the session from there on each request, so the next request of an ended session is signed out
 * wherever it lands. Pending second steps of that user go too.
 */
export async function endSessions(db: Database, userId: string, keepId?: string): Promise<number> {
  const filter = { $or: [{ 'session.passport.user': userId }, { 'session.twoFactor.userId': userId }] };
  const result = await sessions(db.native).deleteMany(keepId ? { ...filter, _id: { $ne: keepId } } : filter);
  return result.deletedCount;
}
