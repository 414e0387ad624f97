import { Binary, type Document, Long, UUID } from 'bson';
import type { CursorRegistry } from '../engine/cursors';
import { MongoCommandError } from '../errors';
import { NO_USER_DIGEST } from './local-sessions';

/**
 * A cursor belongs to the session of the command that opened it, and mongod serves its getMores only in that
 * session (validateLSID in src/mongo/db/commands/getmore_cmd.cpp: 50736, 50737, 50738). Without authentication a
 * session is its id and the digest of no user; operation-session-info.ts has already checked the `lsid`.
 */

const uidOf = (lsid: Document): Binary => (lsid.uid instanceof Binary ? lsid.uid : NO_USER_DIGEST);

/** LogicalSessionId's operator<<: `id - uid - txnNumber - txnUUID`, the last two empty outside a transaction. */
function describe(lsid: Document): string {
  const id = new UUID((lsid.id as Binary).buffer).toHexString(true);
  const uid = Buffer.from(uidOf(lsid).buffer).toString('base64');
  return `${id} - ${uid} -  - `;
}

const sameSession = (a: Document, b: Document): boolean =>
  Buffer.from((a.id as Binary).buffer).equals(Buffer.from((b.id as Binary).buffer)) &&
  Buffer.from(uidOf(a).buffer).equals(Buffer.from(uidOf(b).buffer));

/** After a command answered with an open cursor: the cursor belongs to the command's session. */
export function recordCursorSession(reply: Document, command: Document, cursors: CursorRegistry): void {
  const id = (reply.cursor as Document | undefined)?.id as unknown;
  if (command.lsid !== undefined && id instanceof Long && !id.isZero()) cursors.openedIn(id, command.lsid as Document);
}

/** A getMore in another session than its cursor's, or in none when the cursor has one, is refused as mongod refuses it. */
export function checkGetMoreSession(id: Long, command: Document, cursors: CursorRegistry): void {
  const owner = cursors.sessionOf(id);
  const lsid = command.lsid as Document | undefined;
  const prefix = `Cannot run getMore on cursor ${id.toString()}`;
  if (lsid && !owner) throw new MongoCommandError('Location50736', `${prefix}, which was not created in a session, in session ${describe(lsid)}`);
  if (!lsid && owner) throw new MongoCommandError('Location50737', `${prefix}, which was created in session ${describe(owner)}, without an lsid`);
  if (lsid && owner && !sameSession(lsid, owner)) {
    throw new MongoCommandError('Location50738', `${prefix}, which was created in session ${describe(owner)}, in session ${describe(lsid)}`);
  }
}

/** killSessions: the cursors opened in any of the listed sessions are killed (killSessionsCmdHelper). */
export function killSessionCursors(cursors: CursorRegistry, sessions: Document[]): void {
  cursors.killInSessions((owner) => sessions.some((session) => sameSession(session, owner)));
}
