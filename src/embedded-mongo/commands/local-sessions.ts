import { Binary, type Document } from 'bson';
import { createHash } from 'node:crypto';

/**
 * mongod's logical session cache on a standalone: every session id a command carries (`lsid`) with the time
 * it was last used, until `endSessions` ends it. `$listLocalSessions` reads it. Without authentication every
 * session belongs to the same user digest: SHA-256 of no user name at all.
 */
const NO_USER_DIGEST = new Binary(createHash('sha256').update('').digest(), Binary.SUBTYPE_DEFAULT);

interface LocalSession {
  id: Binary;
  lastUse: Date;
}

const keyOf = (id: Binary) => Buffer.from(id.buffer).toString('hex');

const sessionIdOf = (lsid: unknown): Binary | undefined => {
  const id = (lsid as Document | null | undefined)?.id as unknown;
  return (id as { _bsontype?: string } | undefined)?._bsontype === 'Binary' ? (id as Binary) : undefined;
};

export class LocalSessions {
  private readonly sessions = new Map<string, LocalSession>();

  /** A command arrived with this `lsid`: the session exists from now on, used just now. */
  touch(lsid: unknown): void {
    const id = sessionIdOf(lsid);
    if (id) this.sessions.set(keyOf(id), { id, lastUse: new Date() });
  }

  /** `endSessions`: the listed sessions leave the cache. */
  end(lsids: unknown): void {
    if (!Array.isArray(lsids)) return;
    for (const lsid of lsids) {
      const id = sessionIdOf(lsid);
      if (id) this.sessions.delete(keyOf(id));
    }
  }

  /** `$listLocalSessions`'s documents: `{_id: {id, uid}, lastUse}`. */
  list(): Document[] {
    return [...this.sessions.values()].map((session) => ({ _id: { id: session.id, uid: NO_USER_DIGEST }, lastUse: session.lastUse }));
  }
}
