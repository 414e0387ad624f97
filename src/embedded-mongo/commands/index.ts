import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { aggregateCommands } from './aggregate';
import { cappedCommands } from './capped';
import { collectionCommands } from './collections';
import type { CommandContext, CommandHandler } from './context';
import { withDefaultCollation } from './default-collation';
import { diagnosticCommands } from './diagnostics';
import { explainCommands } from './explain';
import { findAndModifyCommands } from './find-and-modify';
import { fsyncCommands } from './fsync';
import { top } from './top';
import { rotateCertificates } from './rotate-certificates';
import { handshakeCommands } from './handshake';
import { indexCommands } from './indexes';
import { maintenanceCommands } from './maintenance';
import { bindCommandLet } from './let-variables';
import { readCommands } from './read';
import { serverParameterCommands } from './server-parameters';
import { sessionCommands } from './session-commands';
import { statsCommands } from './stats';
import { systemCommands } from './system-stages';
import { refreshLogicalSessionCacheNow } from './sessions-collection';
import { userCommands } from './user-commands';
import { usersInfo } from './users-info';
import { rolesInfo } from './roles-info';
import { roleCommands } from './role-commands';
import { validateCommands } from './validate';
import { writeCommands } from './write';
import { databaseName } from './arguments';
import { checkCommandFields } from './command-fields';
import { checkMaxTimeMS } from './max-time-ms';
import { API_VERSION_ONE_COMMANDS, checkApiParameters, isApiStrict, recordCursorApiParameters } from './api-parameters';
import { checkStrictLanguage } from './api-strict';
import { checkReadConcern } from './read-concern';
import { checkWriteConcern } from './write-concern';
import { checkOperationSessionInfo } from './operation-session-info';
import { recordCursorSession } from './cursor-sessions';
import { checkCommandCollectionUuid } from './collection-uuid';
import { resolveUuidNamespace } from './uuid-namespace';
import { promoteOptions } from './option-values';
import { refuseSystemViewsWrite, USER_ALLOWED_WRITE_COMMANDS } from '../engine/system-views';
import { refuseIllegalSystemNamespace } from './system-namespaces';
import { Profiler } from './profiler';
import { runTracked } from './tracked';
import { viewNotCollection } from '../engine/views';
import { isUnlistedAlias, withCanonicalName } from './command-aliases';

const handlers = new Map<string, CommandHandler>(
  Object.entries({
    ...handshakeCommands,
    ...sessionCommands,
    ...collectionCommands,
    ...cappedCommands,
    ...indexCommands,
    ...readCommands,
    ...aggregateCommands,
    ...writeCommands,
    ...findAndModifyCommands,
    ...statsCommands,
    ...serverParameterCommands,
    ...validateCommands,
    ...explainCommands,
    ...diagnosticCommands,
    ...fsyncCommands,
    ...maintenanceCommands,
    ...systemCommands,
    ...userCommands,
    ...roleCommands,
    usersInfo,
    rolesInfo,
    refreshLogicalSessionCacheNow,
    top,
    rotateCertificates,
  }),
);

/**
 * Commands that only the admin database runs (mongod's `adminOnly`): listed so by listCommands, and refused
 * elsewhere before they run (Unauthorized, as service_entry_point_common.cpp does).
 */
const ADMIN_ONLY = new Set([
  'getCmdLineOpts', 'getParameter', 'setParameter', 'getLog', 'fsync', 'fsyncUnlock', 'top', 'rotateCertificates', 'listDatabases', 'renameCollection', 'currentOp', 'killOp', 'replSetGetStatus',
]);

function requireAdminDatabase(name: string, command: Document): void {
  if (ADMIN_ONLY.has(name) && databaseName(command) !== 'admin') {
    throw new MongoCommandError('Unauthorized', `${name} may only be run against the admin database.`);
  }
}

/** `listCommands`: every command this store answers, in mongod's shape (tools use it to probe for features). */
/** Commands mongod registers only with enableTestCommands. */
const TEST_COMMANDS = new Set(['refreshLogicalSessionCacheNow']);

handlers.set('listCommands', (command, context) => {
  const commands: Document = {};
  for (const name of [...handlers.keys()].sort()) {
    if (TEST_COMMANDS.has(name) && !context.listening.enableTestCommands) continue;
    if (isUnlistedAlias(name)) continue;
    commands[name] = { help: '', requiresAuth: false, secondaryOk: true, adminOnly: ADMIN_ONLY.has(name), apiVersions: API_VERSION_ONE_COMMANDS.has(name) ? ['1'] : [], deprecatedApiVersions: [] };
  }
  return { commands, ok: 1 };
});

/**
 * Commands that only a collection can run: on a view (read-only) mongod answers CommandNotSupportedOnView
 * (insert, update and delete report it per statement, in write.ts).
 */
const COLLECTION_ONLY = new Set(['findAndModify', 'convertToCapped', 'createIndexes', 'dropIndexes', 'listIndexes', 'validate']);

function refuseView(name: string, command: Document, context: CommandContext): void {
  if (!COLLECTION_ONLY.has(name) || typeof command[name] !== 'string') return;
  const ns = `${databaseName(command)}.${command[name] as string}`;
  // A time series has indexes (on its buckets); its other collection-only commands are refused as on a view.
  if (INDEX_COMMANDS.has(name) && context.catalog.timeseries(ns)) return;
  if (context.catalog.view(ns)) throw viewNotCollection(ns);
}

/** Commands that write to the collection they name (system.profile is the profiler's alone). */
const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify', 'createIndexes', 'dropIndexes']);
const INDEX_COMMANDS = new Set(['createIndexes', 'dropIndexes', 'listIndexes']);

/** Runs one command document; failures are returned as mongod-shaped `{ ok: 0 }` replies by the caller. */
export function runCommand(sent: Document, context: CommandContext): Document | Promise<Document> {
  const given = withCanonicalName(sent);
  context.counters.countCommand(given);
  const name = Object.keys(given)[0] ?? '';
  const handler = handlers.get(name);
  if (!handler || (TEST_COMMANDS.has(name) && !context.listening.enableTestCommands)) {
    throw new MongoCommandError('CommandNotFound', `no such command: '${name}'`);
  }
  checkApiParameters(name, given);
  checkCommandFields(name, given);
  checkMaxTimeMS(name, given);
  requireAdminDatabase(name, given);
  checkOperationSessionInfo(given);
  checkReadConcern(name, given);
  promoteOptions(given);
  const command = resolveUuidNamespace(name, given, context.catalog);
  checkWriteConcern(name, command);
  refuseView(name, command, context);
  if (isApiStrict(command)) checkStrictLanguage(name, command, context.catalog);
  checkCommandCollectionUuid(name, command, context.catalog);
  if (WRITE_COMMANDS.has(name) && typeof command[name] === 'string') {
    const ns = `${databaseName(command)}.${command[name] as string}`;
    // mongod's userAllowedWriteNS: system.profile and system.views first, then userAllowedCreateNS's system names.
    Profiler.refuseWrite(ns);
    refuseSystemViewsWrite(name, ns);
    if (USER_ALLOWED_WRITE_COMMANDS.has(name)) refuseIllegalSystemNamespace(ns);
  }
  const reply = runTracked(name, command, context, () => handler(withDefaultCollation(bindCommandLet(name, command), context.catalog), context));
  const owned = (answer: Document) => {
    recordCursorSession(answer, command, context.cursors);
    recordCursorApiParameters(answer, command, context.cursors);
    return answer;
  };
  return reply instanceof Promise ? reply.then(owned) : owned(reply);
}
