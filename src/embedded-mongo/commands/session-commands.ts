import { Binary, type Document } from 'bson';
import { randomUUID } from 'node:crypto';
import { wrongTypeError } from '../wrong-type';
import type { CommandHandler } from './context';
import { LOGICAL_SESSION_TIMEOUT_MINUTES } from './local-sessions';

/**
 * The commands a standalone mongod 7.0 offers on logical sessions without authentication
 * (src/mongo/db/commands/start_session_command.cpp, refresh_sessions_command.cpp, end_sessions_command.cpp):
 * they act on the session cache (local-sessions.ts) and answer `ok` alone, except startSession, which
 * answers the new session's id and timeout (LogicalSessionToClient).
 */

/** The command's own parameter: an array of `{id: UUID}` (sessions_commands.idl). */
function sessionList(name: string, command: Document): unknown[] {
  const given = command[name] as unknown;
  if (!Array.isArray(given)) throw wrongTypeError(`${name}.${name}`, given, 'array');
  return given;
}

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
};
