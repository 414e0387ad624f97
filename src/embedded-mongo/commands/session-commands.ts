import { Binary, type Document } from 'bson';
import { randomUUID } from 'node:crypto';
import { typeName } from '../query/describe';
import { MongoCommandError } from '../errors';
import { wrongTypeError } from '../wrong-type';
import type { CommandHandler } from './context';
import { LOGICAL_SESSION_TIMEOUT_MINUTES } from './local-sessions';
import { checkSessionId } from './operation-session-info';
import { killSessionCursors } from './cursor-sessions';

/**
 * The commands a standalone mongod 7.0 offers on logical sessions without authentication
 * (src/mongo/db/commands/start_session_command.cpp, refresh_sessions_command.cpp, end_sessions_command.cpp):
 * they act on the session cache (local-sessions.ts) and answer `ok` alone, except startSession, which
 * answers the new session's id and timeout (LogicalSessionToClient). killSessions and killAllSessions (for all
 * users) kill the sessions' cursors; a pattern, or users, which need user digests, are refused.
 */

/** The command's own parameter: an array of LogicalSessionFromClient (sessions_commands.idl), parsed as mongod's IDL does. */
function sessionList(name: string, command: Document): Document[] {
  const path = `${name}.${name}`;
  const given = command[name] as unknown;
  if (!Array.isArray(given)) throw wrongTypeError(path, given, 'array');
  given.forEach((session: unknown, index) => {
    if (typeName(session) !== 'object') throw wrongTypeError(`${path}.${index}`, session, 'object');
    checkSessionId(path, session as Document);
  });
  return given as Document[];
}

const refuseKillingSessions: CommandHandler = (command) => {
  throw new MongoCommandError('NotImplemented', `${Object.keys(command)[0]} is not supported by the embedded store`);
};

/**
 * killAllSessions with no user kills every session's cursors (mongod's pattern that matches all sessions);
 * naming users needs their digests, which a store without users does not have, so it is refused.
 */
const killAllSessions: CommandHandler = (command, context) => {
  const users = command.killAllSessions as unknown;
  if (!Array.isArray(users)) throw wrongTypeError('killAllSessions.killAllSessions', users, 'array');
  if (users.length > 0) return refuseKillingSessions(command, context);
  context.cursors.killInSessions(() => true);
  return { ok: 1 };
};

export const sessionCommands: Record<string, CommandHandler> = {
  startSession: (_command, context) => {
    const id = new Binary(Buffer.from(randomUUID().replace(/-/g, ''), 'hex'), Binary.SUBTYPE_UUID);
    context.operations.sessions.touch({ id });
    return { id: { id }, timeoutMinutes: LOGICAL_SESSION_TIMEOUT_MINUTES, ok: 1 };
  },
  refreshSessions: (command, context) => {
    context.operations.sessions.touchAll(sessionList('refreshSessions', command));
    return { ok: 1 };
  },
  // The sessions are ended at the next refresh of the session cache (sessions-collection.ts).
  endSessions: (command, context) => {
    context.operations.sessions.end(sessionList('endSessions', command));
    return { ok: 1 };
  },
  // The sessions' cursors are killed; the store has no other long-running operation a session could own.
  killSessions: (command, context) => {
    killSessionCursors(context.cursors, sessionList('killSessions', command));
    return { ok: 1 };
  },
  killAllSessions,
  killAllSessionsByPattern: refuseKillingSessions,
};
