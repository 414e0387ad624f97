import { type Binary, type Document, Long } from 'bson';
import os from 'node:os';
import { MongoCommandError } from '../errors';
import { compileFilter } from '../query/matcher';
import { checkIdlFields } from '../query/stages/idl-fields';
import { databaseName } from './arguments';
import { GENERIC_ARGUMENTS } from './command-fields';
import type { CommandContext, CommandHandler } from './context';
import { parseListSessionsSpec } from './list-sessions-spec';
import { checkPlanCacheStatsSpec } from './plan-cache';
import { OP_NAMES } from './profiler';
import { SESSIONS_NS } from './sessions-collection';
import { sessionKeyOf } from './local-sessions';
import { scaleOf, storageStats } from './stats';

/**
 * The stages that read the server rather than documents: `$collStats`, `$indexStats` (a collection's),
 * `$currentOp` (the server's, on admin), `$listLocalSessions` (the session cache, `{aggregate: 1}` on any
 * database), `$listSessions` (config.system.sessions, sessions-collection.ts) and `$planCacheStats`
 * (plan-cache.ts). Each must come first in its pipeline, as in mongod.
 */
export const SYSTEM_STAGES = new Set(['$collStats', '$indexStats', '$currentOp', '$listLocalSessions', '$listSessions', '$planCacheStats']);

const hostOf = (context: CommandContext) => `${os.hostname()}:${context.listening.port}`;

/** mongod writes currentOp times with the zone offset spelled out. */
const opTime = (millis: number) => new Date(millis).toISOString().replace('Z', '+00:00');

function requireObject(stage: string, spec: unknown): Document {
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
    throw new MongoCommandError('FailedToParse', `${stage} options must be specified in an object`);
  }
  return spec as Document;
}

function collectionOf(ns: string, context: CommandContext) {
  if (context.catalog.view(ns)) throw new MongoCommandError('CommandNotSupportedOnView', `Namespace ${ns} is a view, not a collection`);
  return context.catalog.get(ns);
}

/** `$collStats`: the sections asked for, in mongod's order. */
function collStats(ns: string, spec: Document, context: CommandContext): Document[] {
  checkIdlFields('$collStats', spec, { latencyStats: 'object', storageStats: 'object', count: 'object', queryExecStats: 'object' }, []);
  // mongod answers for the buckets with its bucket catalog's counters (commands/stats.ts), not as for a view.
  if (context.catalog.timeseries(ns)) throw new MongoCommandError('NotImplemented', '$collStats of a time-series collection is not supported by the embedded store');
  const collection = collectionOf(ns, context);
  const missing = (section: string) =>
    new MongoCommandError('NamespaceNotFound', `Unable to retrieve ${section} in $collStats stage :: caused by :: Collection [${ns}] not found.`);
  const result: Document = { ns, host: hostOf(context), localTime: new Date() };
  if (spec.latencyStats) result.latencyStats = context.operations.latency.report(ns, (spec.latencyStats as Document).histograms === true);
  if (spec.storageStats) {
    if (!collection) throw missing('storageStats');
    result.storageStats = storageStats(collection, scaleOf(spec.storageStats as Document));
  }
  if (spec.count) {
    if (!collection) throw missing('count');
    result.count = collection.docs.size;
  }
  if (spec.queryExecStats) {
    const scans = Long.fromNumber(collection?.collectionScans ?? 0);
    result.queryExecStats = { collectionScans: { total: scans, nonTailable: scans } };
  }
  return [result];
}

/** `$indexStats`: each index with how often queries used it since it was built (or the store started). */
function indexStats(ns: string, spec: unknown, context: CommandContext): Document[] {
  if (requireObject('$indexStats', spec) && Object.keys(spec as Document).length > 0) {
    throw new MongoCommandError('Location28803', 'The $indexStats stage specification must be an empty object');
  }
  const collection = collectionOf(ns, context);
  if (!collection) return [];
  const host = hostOf(context);
  const idSpec = collection.idIndexSpec();
  const entries = [
    { spec: idSpec, accesses: collection.idAccesses },
    ...[...collection.indexes.values()].map((index) => ({ spec: index.spec, accesses: index.accesses })),
  ];
  return entries.map(({ spec: index, accesses }) => ({
    name: index.name,
    key: index.key,
    host,
    accesses: { ops: Long.fromNumber(accesses.ops), since: accesses.since },
    spec: index,
  }));
}

const CURRENT_OP_OPTIONS = ['allUsers', 'idleConnections', 'idleCursors', 'idleSessions', 'localOps', 'truncateOps', 'backtrace'];

function currentOpOptions(spec: unknown): Record<string, boolean> {
  const options: Record<string, boolean> = { idleConnections: false, idleCursors: false };
  for (const [name, value] of Object.entries(requireObject('$currentOp', spec))) {
    if (!CURRENT_OP_OPTIONS.includes(name)) throw new MongoCommandError('FailedToParse', `Unrecognized option '${name}' in $currentOp stage.`);
    if (typeof value !== 'boolean') {
      throw new MongoCommandError('FailedToParse', `The '${name}' parameter of the $currentOp stage must be a boolean value, but found: ${typeof value === 'number' ? 'number' : typeof value}`);
    }
    options[name] = value;
  }
  return options;
}

/**
 * The server's operations as `$currentOp` lists them: the running ones (this aggregate among them), with
 * `idleConnections` the connections doing nothing, with `idleCursors` the open cursors between batches.
 * Without authentication every user's operations are visible, as with `allUsers`.
 */
export function currentOperations(context: CommandContext, options: Record<string, boolean>): Document[] {
  const host = hostOf(context);
  const now = Date.now();
  const { operations } = context;
  const connection = (connectionId: number, active: boolean): Document => {
    const client = operations.connections.get(connectionId);
    const entry: Document = { type: 'op', host, desc: `conn${connectionId}`, connectionId };
    if (client) entry.client = `${client.host}:${client.port}`;
    if (client?.appName !== undefined) entry.appName = client.appName;
    if (client?.metadata) entry.clientMetadata = client.metadata;
    entry.active = active;
    entry.currentOpTime = opTime(now);
    return entry;
  };
  const busy = new Set<number>();
  const ops = [...operations.active.values()].map((operation) => {
    busy.add(operation.connectionId);
    const micros = Math.max(0, (now - operation.startedAt) * 1000);
    const target = operation.command[operation.name] as unknown;
    const entry = connection(operation.connectionId, true);
    Object.assign(entry, {
      opid: operation.opid,
      secs_running: Long.fromNumber(Math.floor(micros / 1e6)),
      microsecs_running: Long.fromNumber(micros),
      op: OP_NAMES[operation.name] ?? 'command',
      ns: typeof target === 'string' ? `${operation.db}.${target}` : `${operation.db}.$cmd${operation.name === 'aggregate' ? '.aggregate' : ''}`,
      redacted: false,
      command: operation.command,
      numYields: 0,
      locks: {},
      waitingForLock: false,
      lockStats: {},
      waitingForFlowControl: false,
      flowControlStats: {},
    });
    if (operation.stats.planSummary) entry.planSummary = operation.stats.planSummary;
    return entry;
  });
  if (options.idleConnections) {
    for (const connectionId of operations.connections.keys()) if (!busy.has(connectionId)) ops.push(connection(connectionId, false));
  }
  if (options.idleCursors) {
    for (const cursor of context.cursors.list()) {
      ops.push({
        type: 'idleCursor',
        host,
        ns: cursor.ns,
        // The session as mongod names it (LogicalSessionId::toBSON): its id and the digest of no user.
        ...(cursor.session ? { lsid: sessionKeyOf(cursor.session.id as Binary) } : {}),
        cursor: {
          cursorId: cursor.id,
          createdDate: new Date(cursor.createdAt),
          lastAccessDate: new Date(cursor.lastUsed),
          nDocsReturned: Long.fromNumber(cursor.returned),
          nBatchesReturned: Long.fromNumber(cursor.batches),
          noCursorTimeout: false,
          tailable: false,
          awaitData: false,
          operationUsingCursorId: Long.ZERO,
        },
      });
    }
  }
  return ops;
}

/**
 * The documents a pipeline's first stage produces when it is a system stage, or undefined. A system stage
 * anywhere else is mongod's `40602`; `$currentOp` runs only as `{aggregate: 1}` on admin (`73`).
 */
export function systemSource(pipeline: Document[], command: Document, context: CommandContext): { docs: Document[]; rest: Document[] } | undefined {
  const db = databaseName(command);
  // mongod's lite parser reads the session stages' specs before any stage is built.
  const selectors = pipeline.map((stage) => {
    const name = Object.keys(stage)[0]!;
    return SESSION_STAGES.has(name) ? parseListSessionsSpec(name, stage[name]) : undefined;
  });
  for (const [position, stage] of pipeline.entries()) {
    const name = Object.keys(stage)[0]!;
    if (SESSION_STAGES.has(name)) checkSessionStageNamespace(name, db, command);
    if (name === '$planCacheStats') checkPlanCacheStatsSpec(stage[name]);
    if (position > 0 && SYSTEM_STAGES.has(name)) {
      throw new MongoCommandError('Location40602', `${name} is only valid as the first stage in a pipeline.`);
    }
  }
  const first = pipeline[0];
  const name = first ? Object.keys(first)[0]! : '';
  if (!first || !SYSTEM_STAGES.has(name)) return undefined;
  const rest = pipeline.slice(1);
  if (name === '$currentOp') {
    if (db !== 'admin' || command.aggregate !== 1) {
      throw new MongoCommandError('InvalidNamespace', "$currentOp must be run against the 'admin' database with {aggregate: 1}");
    }
    return { docs: currentOperations(context, currentOpOptions(first.$currentOp)), rest };
  }
  const selects = selectors[0];
  if (name === '$listLocalSessions') return { docs: context.operations.sessions.list().filter(selects!), rest };
  if (name === '$listSessions') return { docs: [...(context.catalog.get(SESSIONS_NS)?.docs.values() ?? [])].filter(selects!), rest };
  if (typeof command.aggregate !== 'string') {
    throw new MongoCommandError('InvalidNamespace', `{aggregate: 1} is not valid for '${name}'; a collection is required.`);
  }
  const ns = `${db}.${command.aggregate}`;
  if (name === '$planCacheStats') return { docs: context.operations.planCache.stats(ns, context.catalog), rest };
  const docs = name === '$collStats' ? collStats(ns, requireObject('$collStats', first.$collStats), context) : indexStats(ns, first.$indexStats, context);
  return { docs, rest };
}

const SESSION_STAGES = new Set(['$listLocalSessions', '$listSessions']);

/** Where each session stage may run: `$listLocalSessions` with `{aggregate: 1}`, `$listSessions` on config.system.sessions only. */
function checkSessionStageNamespace(name: string, db: string, command: Document): void {
  if (name === '$listLocalSessions' && command.aggregate !== 1) {
    throw new MongoCommandError('InvalidNamespace', '$listLocalSessions must be run against the database with {aggregate: 1}, not a collection');
  }
  if (name === '$listSessions' && `${db}.${String(command.aggregate)}` !== SESSIONS_NS) {
    throw new MongoCommandError('InvalidNamespace', `$listSessions may only be run against ${SESSIONS_NS}`);
  }
}

/** Fields of the `currentOp` command that are options rather than a filter on the operations (with the generic arguments). */
const CURRENT_OP_OPTIONS_FIELDS = new Set(['currentOp', '$all', '$ownOps', '$truncateOps']);

/** `currentOp`: `$currentOp` with every other field as a filter over the operations; `$all` adds idle connections. */
const currentOp: CommandHandler = (command, context) => {
  const filter = Object.fromEntries(Object.entries(command).filter(([field]) => !CURRENT_OP_OPTIONS_FIELDS.has(field) && !GENERIC_ARGUMENTS.has(field)));
  const matches = compileFilter(filter);
  const all = command.$all === true;
  return { inprog: currentOperations(context, { idleConnections: all, idleCursors: false }).filter(matches), ok: 1 };
};

/**
 * `killOp`: marks an operation to be interrupted. The store's operations finish without yielding (only a
 * write waiting for the disk is ever caught running), so there is nothing to interrupt; the reply is mongod's.
 */
const killOp: CommandHandler = (command) => {
  if (command.op === undefined) throw new MongoCommandError('BadValue', 'Did not provide "op" field');
  return { info: 'attempting to kill op', ok: 1 };
};

export const systemCommands: Record<string, CommandHandler> = { currentOp, killOp };
