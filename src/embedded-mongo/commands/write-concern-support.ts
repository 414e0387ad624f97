import type { Document } from 'bson';
import { MongoCommandError } from '../errors';

/**
 * Commands that only read, whose `supportsWriteConcern()` is false in mongod 7.0: given a `writeConcern`, the
 * command is refused before it runs (service_entry_point_common.cpp, `72 Command does not support
 * writeConcern`), where the store used to run it. Only commands certain not to take one are listed; the rest
 * take it as before.
 */
const READ_ONLY_COMMANDS = new Set([
  'find', 'getMore', 'count', 'distinct', 'killCursors', 'listCollections', 'listIndexes', 'listDatabases',
  'ping', 'hello', 'isMaster', 'ismaster', 'buildInfo', 'buildinfo', 'serverStatus', 'dbStats', 'collStats',
  'hostInfo', 'getParameter', 'connectionStatus', 'listCommands',
]);

/** An aggregate takes a write concern only when its pipeline writes ($out or $merge last). */
function aggregateWrites(command: Document): boolean {
  const pipeline = Array.isArray(command.pipeline) ? (command.pipeline as unknown[]) : [];
  const last = pipeline[pipeline.length - 1];
  return last !== null && typeof last === 'object' && ('$out' in (last as Document) || '$merge' in (last as Document));
}

export function checkWriteConcernSupported(name: string, command: Document): void {
  if (!('writeConcern' in command)) return;
  if (READ_ONLY_COMMANDS.has(name) || (name === 'aggregate' && !aggregateWrites(command))) {
    throw new MongoCommandError('InvalidOptions', 'Command does not support writeConcern');
  }
}
