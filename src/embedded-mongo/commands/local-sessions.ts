import { Binary, type Document } from 'bson';
import { createHash } from 'node:crypto';

/**
 * mongod's logical session cache on a standalone (logical_session_cache_impl.cpp): every session id a command
 * carries (`lsid`) with the time it was last used. `endSessions` only marks a session as ending; both sets
 * stay until the next refresh (engine/sessions-collection.ts) takes them out and writes them to
 * `config.system.sessions`. `$listLocalSessions` reads the cache. Without authentication every session
 * belongs to the same user digest: SHA-256 of no user name at all.
 */
export const NO_USER_DIGEST = new Binary(createHash('sha256').update('').digest(), Binary.SUBTYPE_DEFAULT);

/** mongod's localLogicalSessionTimeoutMinutes: what hello and startSession tell clients. */
export const LOGICAL_SESSION_TIMEOUT_MINUTES = 30;

export interface LocalSession {
  id: Binary;
  lastUse: Date;
}

const keyOf = (id: Binary) => Buffer.from(id.buffer).toString('hex');

const sessionIdOf = (lsid: unknown): Binary | undefined => {
  const id = (lsid as Document | null | undefined)?.id as unknown;
  return (id as { _bsontype?: string } | undefined)?._bsontype === 'Binary' ? (id as Binary) : undefined;
};

/** A session's `_id` as mongod writes it (LogicalSessionId::toBSON): `{id, uid}`. */
export const sessionKeyOf = (id: Binary): Document => ({ id, uid: NO_USER_DIGEST });

export class LocalSessions {
  private active = new Map<string, LocalSession>();
  private ending = new Map<string, Binary>();

  /** vivify: a command arrived with this `lsid`; the session is cached, used just now. */
  touch(lsid: unknown): void {
    const id = sessionIdOf(lsid);
    if (id) this.active.set(keyOf(id), { id, lastUse: new Date() });
  }

  /** `startSession` and `refreshSessions` (vivify): each listed session is cached, used just now. */
  touchAll(lsids: unknown[]): void {
    for (const lsid of lsids) this.touch(lsid);
  }

  /** `endSessions`: the listed sessions are ended at the next refresh (they stay listed until then, as in mongod). */
  end(lsids: unknown[]): void {
    for (const lsid of lsids) {
      const id = sessionIdOf(lsid);
      if (id) this.ending.set(keyOf(id), id);
    }
  }

  /** `$listLocalSessions`'s documents (LogicalSessionRecord::toBSON): `{_id: {id, uid}, lastUse}`. */
  list(): Document[] {
    return [...this.active.values()].map((session) => ({ _id: sessionKeyOf(session.id), lastUse: session.lastUse }));
  }

  /** The refresh's swap: the cache is emptied and its sessions (less the ending ones) and the ending ones handed over. */
  takeForRefresh(): { active: LocalSession[]; ending: Binary[] } {
    const { active, ending } = this;
    this.active = new Map();
    this.ending = new Map();
    for (const key of ending.keys()) active.delete(key);
    return { active: [...active.values()], ending: [...ending.values()] };
  }
}
