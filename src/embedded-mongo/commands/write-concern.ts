import type { Document } from 'bson';
import { elementToString } from '../engine/bson-to-string';
import { MongoCommandError } from '../errors';
import { typeName } from '../query/describe';
import { NUMBER_TYPES, wrongTypeError } from '../wrong-type';
import { checkProvenance } from './concern-provenance';
import { expectType } from './read-concern';

/**
 * A command's `writeConcern` as a standalone mongod 7.0 takes it (service_entry_point_common.cpp's
 * runCommandImpl, then extractWriteConcern in src/mongo/db/write_concern.cpp):
 *
 * - a command that does not write (CommandInvocation::supportsWriteConcern() is false) refuses any
 *   `writeConcern` field, whatever it holds, with `72 Command does not support writeConcern`
 *   (uassertCommandDoesNotSpecifyWriteConcern; jstests/core/query/commands_that_do_not_write_do_not_accept_wc.js
 *   expects it for find, distinct and count, even with `{w: 'invalid'}`); `aggregate` takes one, read-only
 *   or not (jstests/core/aggregation_accepts_write_concern.js);
 * - the others parse it (WriteConcernOptions::extractWCFromCommand and parse in write_concern_options.cpp,
 *   read in a 6.x/7.0-era copy, with the strict WriteConcernIdl of write_concern_options.idl), then refuse on
 *   a standalone what only replication can give (validateWriteConcern).
 */

/**
 * The commands this store answers whose mongod 7.0 invocation has supportsWriteConcern() false: the reads,
 * the cursor and session commands and the diagnostics. Commands that write, and those whose answer was not
 * read, are not listed: they parse the write concern.
 */
const DOES_NOT_WRITE = new Set([
  'find', 'getMore', 'count', 'distinct', 'listIndexes', 'listCollections', 'listDatabases', 'listCommands',
  'killCursors', 'ping', 'hello', 'isMaster', 'ismaster', 'buildInfo', 'buildinfo', 'serverStatus', 'hostInfo',
  'connectionStatus', 'whatsmyuri', 'dbStats', 'dbstats', 'collStats', 'collstats', 'validate', 'dbHash',
  'currentOp', 'top', 'getParameter', 'getCmdLineOpts', 'getLog', 'startSession', 'endSessions',
  'refreshSessions', 'rolesInfo', 'usersInfo', 'replSetGetStatus',
]);

/** repl::ReplSetConfig::kMaxMembers: `w` counts members, at most this many. */
const MAX_MEMBERS = 50;
const SAFE_BOOL_TYPES = ['bool', ...NUMBER_TYPES];
const NUMERIC = new Set(NUMBER_TYPES);
/** Fields WriteConcernIdl accepts and ignores (wtimeout's non-numbers become 0: parseWTimeoutFromBSON). */
const IGNORED = new Set(['wtimeout', 'wElectionId', 'wOpTime', 'getLastError']);

/** BSONElement::safeNumberLong as `w` reads it: truncated toward zero, NaN is 0. */
function safeNumberLong(value: unknown): number {
  const number = Number(typeof value === 'object' && value !== null ? String(value) : value);
  if (Number.isNaN(number)) return 0;
  return Math.trunc(number);
}

type W = { kind: 'default' } | { kind: 'nodes'; nodes: number } | { kind: 'mode'; mode: string } | { kind: 'tags' };

/** deserializeWriteConcernW: a member count, a mode name, a document of tag counts, or nothing. */
function parseW(value: unknown): W {
  const type = typeName(value);
  if (NUMERIC.has(type)) {
    const nodes = safeNumberLong(value);
    if (nodes < 0 || nodes > MAX_MEMBERS) {
      throw new MongoCommandError('FailedToParse', `w has to be a non-negative number and not greater than ${MAX_MEMBERS}; found: ${nodes}`);
    }
    return { kind: 'nodes', nodes };
  }
  if (type === 'string') return { kind: 'mode', mode: value as string };
  if (type === 'object') {
    const tags = Object.entries(value as Document);
    if (tags.length === 0) throw new MongoCommandError('FailedToParse', 'tagged write concern requires tags');
    for (const [name, count] of tags) {
      if (!NUMERIC.has(typeName(count))) {
        throw new MongoCommandError('FailedToParse', `tags must be a single level document with only number values; found: ${name}: ${elementToString(count)}`);
      }
    }
    return { kind: 'tags' };
  }
  if (type === 'missing' || type === 'null' || type === 'undefined') return { kind: 'default' };
  throw new MongoCommandError('FailedToParse', `w has to be a number, string, or object; found: ${type}`);
}

/** WriteConcernOptions::parse: the strict IDL's fields in the order given, then the j/fsync conflict. */
function parseWriteConcern(writeConcern: Document): W {
  let w: W = { kind: 'default' };
  const sync: Record<string, boolean> = {};
  for (const [field, value] of Object.entries(writeConcern)) {
    if (field === 'w') {
      w = parseW(value);
    } else if (field === 'j' || field === 'fsync') {
      if (!SAFE_BOOL_TYPES.includes(typeName(value))) throw wrongTypeError(`WriteConcernOptions.${field}`, value, SAFE_BOOL_TYPES);
      sync[field] = typeof value === 'boolean' ? value : Number(String(value)) !== 0;
    } else if (field === 'provenance') {
      checkProvenance(value, 'WriteConcernOptions.provenance');
    } else if (!IGNORED.has(field)) {
      throw new MongoCommandError('Location40415', `BSON field 'WriteConcernOptions.${field}' is an unknown field.`);
    }
  }
  if (sync.j && sync.fsync) throw new MongoCommandError('FailedToParse', 'fsync and j options cannot be used together');
  return w;
}

/**
 * validateWriteConcern on a standalone: it has no other members to wait for, so it refuses `w` above 1 and a
 * mode other than majority (a replica set tag). A well-formed document of tags is refused: tag sets name replica
 * set members' tags, and what 7.0's validateWriteConcern then answers on a standalone was not read.
 */
function validateOnStandalone(w: W): void {
  if (w.kind === 'tags') {
    throw new MongoCommandError('NotImplemented', "a write concern 'w' given as a document of tags is not supported by the embedded store");
  }
  if (w.kind === 'nodes' && w.nodes > 1) {
    throw new MongoCommandError('BadValue', "cannot use 'w' > 1 when a host is not replicated");
  }
  if (w.kind === 'mode' && w.mode !== 'majority') {
    throw new MongoCommandError('BadValue', `cannot use non-majority 'w' mode ${w.mode} when a host is not a member of a replica set`);
  }
}

/** Refuses or parses the command's `writeConcern` as mongod 7.0 does before running the command. */
export function checkWriteConcern(name: string, command: Document): void {
  if (!Object.prototype.hasOwnProperty.call(command, 'writeConcern')) return;
  if (DOES_NOT_WRITE.has(name)) throw new MongoCommandError('InvalidOptions', 'Command does not support writeConcern');
  const given = command.writeConcern as unknown;
  expectType('writeConcern', given, 'object');
  if (Object.keys(given as Document).length === 0) return;
  validateOnStandalone(parseWriteConcern(given as Document));
}
