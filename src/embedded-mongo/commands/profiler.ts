import { BSON, type Document, Double, EJSON, type Long, type UUID } from 'bson';
import { Collection, uuidOf } from '../engine/collection';
import type { OperationStats } from '../engine/operation-stats';
import { MongoCommandError } from '../errors';
import { safeNumberLong } from '../query/safe-number-long';
import { isNumeric } from '../query/bson-values';
import { NUMBER_TYPES, wrongTypeError } from '../wrong-type';
import { compileFilter, type Predicate } from '../query/matcher';
import type { ClientInfo } from './context';

/** mongod's default size of the capped `system.profile` collection it creates. */
export const PROFILE_COLLECTION_BYTES = 1024 * 1024;
const PROFILE_OPTIONS = { capped: true, size: PROFILE_COLLECTION_BYTES };
/** mongod cuts a profiled command larger than this down to `$truncated` text. */
const MAX_COMMAND_BYTES = 50 * 1024;
const FILTER_NOTE = 'When a filter expression is set, slowms and sampleRate are not used for profiling and slow-query log lines.';

export const isProfileNamespace = (ns: string) => ns.slice(ns.indexOf('.') + 1) === 'system.profile';

/**
 * The log records of the profile collections (replayed by `Profiler.apply`): `{op: 'profile', ns, uuid}` creates one,
 * with `entry` appends an entry (the oldest are dropped past 1 MB again on replay), `dropProfile` drops it.
 */
export const PROFILE_RECORDS = new Set(['profile', 'dropProfile']);

/** Where the profiler writes its records: the store's log. */
export interface ProfileLog {
  append(record: Document): void;
  commit(): Promise<void>;
}

interface DatabaseProfiling {
  level: number;
  filter?: Document;
  matches?: Predicate;
}

/** What the profiler needs to know about one finished command. */
export interface FinishedOperation {
  name: string;
  db: string;
  command: Document;
  reply?: Document;
  error?: MongoCommandError;
  stats: OperationStats;
  startedAt: number;
  /** The profiling level of the database when the operation started (mongod reads it then). */
  level: number;
  client: ClientInfo;
}

/** mongod's `op` of a profiled operation: reads, writes and getMore by name, everything else `command`. */
export const OP_NAMES: Record<string, string> = { find: 'query', insert: 'insert', update: 'update', delete: 'remove', getMore: 'getmore' };

/** Operations that read through the planner: mongod reports their examined keys and documents. */
const QUERYING = new Set(['find', 'getMore', 'update', 'delete', 'findAndModify', 'aggregate', 'count', 'distinct']);

function namespaceOf(name: string, db: string, command: Document): string {
  if (name === 'getMore') return `${db}.${String(command.collection)}`;
  const target = command[name] as unknown;
  return typeof target === 'string' ? `${db}.${target}` : `${db}.$cmd${name === 'aggregate' ? '.aggregate' : ''}`;
}

/**
 * The `command` field: an insert's documents travel beside the command (OP_MSG document sequence) and are not
 * part of it; an update or delete is profiled by its statement; a command over 50 KB is cut to `$truncated`.
 */
function profiledCommand(name: string, command: Document): Document {
  if (name === 'update' || name === 'delete') {
    const statements = command[name === 'update' ? 'updates' : 'deletes'] as unknown;
    if (Array.isArray(statements) && statements.length > 0) return statements[0] as Document;
  }
  const shown = name === 'insert' ? Object.fromEntries(Object.entries(command).filter(([field]) => field !== 'documents')) : command;
  if (BSON.calculateObjectSize(shown) <= MAX_COMMAND_BYTES) return shown;
  return { $truncated: EJSON.stringify(shown, { relaxed: true }).slice(0, MAX_COMMAND_BYTES), comment: command.comment };
}

/** The counts mongod adds for what the operation did. */
function outcome(name: string, reply: Document | undefined, stats: OperationStats): Document {
  const fields: Document = {};
  const cursor = reply?.cursor as Document | undefined;
  if (cursor && !(cursor.id as Long).isZero?.()) fields.cursorid = cursor.id;
  if (QUERYING.has(name) || stats.planSummary) {
    fields.keysExamined = stats.keysExamined;
    fields.docsExamined = stats.docsExamined;
  }
  if (cursor) fields.cursorExhausted = (cursor.id as Long).isZero?.() === true;
  if (name === 'insert') fields.ninserted = reply?.n ?? 0;
  if (name === 'update') {
    const upserted = Array.isArray(reply?.upserted) ? reply.upserted.length : 0;
    fields.nMatched = Number(reply?.n ?? 0) - upserted;
    fields.nModified = reply?.nModified ?? 0;
    if (upserted > 0) fields.nUpserted = upserted;
  }
  if (name === 'delete') fields.ndeleted = reply?.n ?? 0;
  if (name === 'findAndModify' && reply?.lastErrorObject) fields.nMatched = (reply.lastErrorObject as Document).n;
  return fields;
}

function returned(reply: Document | undefined): number | undefined {
  const cursor = reply?.cursor as Document | undefined;
  const batch = (cursor?.firstBatch ?? cursor?.nextBatch) as unknown;
  return Array.isArray(batch) ? batch.length : undefined;
}

/** A profile entry in mongod's field order (no `_id`: system.profile documents have none). */
export function profileEntry(operation: FinishedOperation, now: number): Document {
  const { name, db, command, reply, error, stats, client } = operation;
  const entry: Document = {
    op: OP_NAMES[name] ?? 'command',
    ns: namespaceOf(name, db, command),
    command: profiledCommand(name, command),
    ...outcome(name, reply, stats),
    numYield: 0,
  };
  const nreturned = returned(reply);
  if (nreturned !== undefined) entry.nreturned = nreturned;
  if (error) Object.assign(entry, { ok: 0, errMsg: error.message, errName: error.codeName, errCode: error.code });
  Object.assign(entry, {
    locks: {},
    flowControl: {},
    responseLength: reply ? BSON.calculateObjectSize(reply) : error ? BSON.calculateObjectSize(error.toReply()) : 0,
    protocol: 'op_msg',
    millis: now - operation.startedAt,
  });
  if (stats.planSummary) entry.planSummary = stats.planSummary;
  entry.ts = new Date(now);
  entry.client = client.host;
  if (client.appName !== undefined) entry.appName = client.appName;
  entry.allUsers = [];
  entry.user = '';
  return entry;
}

/** One database's `system.profile`: entries in insertion order, the oldest dropped past 1 MB (a capped collection's rule). */
interface ProfileStore {
  collection: Collection;
  bytes: number;
  next: number;
}

/**
 * The database profiler (`profile` levels 1 and 2): settings per database (mongod keeps them in memory, a
 * restart resets them), entries written to `<db>.system.profile`. The entries are kept in a size-bounded store
 * of this module's own, written through the log (they survive a restart, as mongod's capped collection does),
 * and read through the catalog as a collection (find, aggregate).
 */
export class Profiler {
  /** Server-wide, as mongod's `slowms` and `sampleRate`. */
  private slowms = 100;
  private sampleRate = 1;
  private readonly databases = new Map<string, DatabaseProfiling>();
  private readonly stores = new Map<string, ProfileStore>();
  /** Unset while the log is replayed, so replayed records are not written again. */
  private log: ProfileLog | undefined;

  attach(log: ProfileLog): void {
    this.log = log;
  }

  /** Writes a record; the operation profiled does not wait for it (mongod's profile write does not either). */
  private write(record: Document): void {
    if (!this.log) return;
    this.log.append(record);
    this.log.commit().catch(() => undefined);
  }

  /** Replays a PROFILE_RECORDS record. */
  apply(record: Document): void {
    const ns = String(record.ns);
    const db = ns.slice(0, ns.indexOf('.'));
    if (record.op === 'dropProfile') {
      this.stores.delete(db);
      return;
    }
    const store = this.storeOf(db, record.uuid === undefined ? undefined : uuidOf(record.uuid));
    if (record.entry) this.append(store, record.entry as Document);
  }

  /** The profile collections as records, for a snapshot of the log. */
  *dump(): Generator<Document> {
    for (const { collection } of this.stores.values()) {
      yield { op: 'profile', ns: collection.ns, uuid: collection.uuid };
      for (const entry of collection.docs.values()) yield { op: 'profile', ns: collection.ns, entry };
    }
  }

  levelOf(db: string): number {
    return this.databases.get(db)?.level ?? 0;
  }

  /** The system.profile collection of a namespace, if it exists (the catalog's reads come here). */
  collection(ns: string): Collection | undefined {
    return isProfileNamespace(ns) ? this.stores.get(ns.slice(0, ns.indexOf('.')))?.collection : undefined;
  }

  collectionsOf(db: string): Collection[] {
    const store = this.stores.get(db);
    return store ? [store.collection] : [];
  }

  all(): Collection[] {
    return [...this.stores.values()].map((store) => store.collection);
  }

  /** The profile collection of `db`, created (with the UUID its log record gives, if any) at its first entry. */
  private storeOf(db: string, uuid?: UUID): ProfileStore {
    let store = this.stores.get(db);
    if (!store) {
      store = { collection: new Collection(`${db}.system.profile`, PROFILE_OPTIONS, uuid), bytes: 0, next: 0 };
      this.stores.set(db, store);
      this.write({ op: 'profile', ns: store.collection.ns, uuid: store.collection.uuid });
    }
    return store;
  }

  /** Adds an entry, dropping the oldest past 1 MB (a capped collection's rule). */
  private append(store: ProfileStore, entry: Document): void {
    store.collection.docs.set(String(store.next++), entry);
    store.bytes += BSON.calculateObjectSize(entry);
    for (const [key, oldest] of store.collection.docs) {
      if (store.bytes <= PROFILE_COLLECTION_BYTES) break;
      store.collection.docs.delete(key);
      store.bytes -= BSON.calculateObjectSize(oldest);
    }
  }

  /** The `profile` command: -1 reads, 0–2 set; the reply holds the settings as they were. */
  configure(db: string, command: Document): Document {
    // profile.idl reads the level as a safeInt64 (any number, truncated; NaN is 0), slowms too; null is no slowms.
    if (!isNumeric(command.profile)) throw wrongTypeError('profile', command.profile, NUMBER_TYPES);
    const requested = safeNumberLong(command.profile);
    if (requested < -1n || requested > 2n) throw new MongoCommandError('BadValue', `Invalid profiling level: ${requested}`);
    const level = Number(requested);
    const current = this.databases.get(db) ?? { level: 0 };
    // mongod appends its sampleRate, a C++ double, as a BSON double: 1.0, never the int 1.
    const reply: Document = { was: current.level, slowms: this.slowms, sampleRate: new Double(this.sampleRate) };
    if (current.filter) reply.filter = current.filter;
    if (level === -1) return { ...reply, ok: 1 };
    let sampleRate = this.sampleRate;
    if (command.sampleRate !== undefined && command.sampleRate !== null) {
      sampleRate = Number(command.sampleRate);
      if (!(sampleRate >= 0 && sampleRate <= 1)) throw new MongoCommandError('BadValue', "'sampleRate' must be between 0.0 and 1.0 inclusive");
    }
    const next: DatabaseProfiling = { level, filter: current.filter, matches: current.matches };
    if (command.filter === 'unset') {
      delete next.filter;
      delete next.matches;
    } else if (command.filter !== undefined) {
      if (command.filter === null || typeof command.filter !== 'object' || Array.isArray(command.filter)) {
        throw new MongoCommandError('BadValue', "Expected a filter object, or the string 'unset'.");
      }
      next.filter = command.filter as Document;
      next.matches = compileFilter(next.filter);
    }
    if (command.slowms !== undefined && command.slowms !== null) this.slowms = Number(safeNumberLong(command.slowms));
    this.sampleRate = sampleRate;
    this.databases.set(db, next);
    // mongod creates the (capped) profile collection as soon as profiling is switched on.
    if (level > 0) this.storeOf(db);
    if (next.filter) reply.note = FILTER_NOTE;
    return { ...reply, ok: 1 };
  }

  /** Writes the operation's entry when the level it started under, the threshold, sampling or filter say so. */
  record(operation: FinishedOperation, now = Date.now()): void {
    if (operation.level === 0) return;
    const settings = this.databases.get(operation.db);
    const entry = profileEntry(operation, now);
    if (settings?.matches) {
      if (!settings.matches(entry)) return;
    } else {
      const slow = operation.level === 2 || now - operation.startedAt > this.slowms;
      if (!slow || Math.random() >= this.sampleRate) return;
    }
    const store = this.storeOf(operation.db);
    this.append(store, entry);
    this.write({ op: 'profile', ns: store.collection.ns, entry });
  }

  /** `drop` of system.profile: refused while the database is profiled, as mongod refuses it. */
  drop(ns: string): Document | undefined {
    if (!isProfileNamespace(ns)) return undefined;
    const db = ns.slice(0, ns.indexOf('.'));
    if (this.levelOf(db) !== 0) throw new MongoCommandError('IllegalOperation', 'turn off profiling before dropping system.profile collection');
    const store = this.stores.get(db);
    if (!store) return { ok: 1 };
    this.stores.delete(db);
    this.write({ op: 'dropProfile', ns });
    return { ns, nIndexesWas: 0, ok: 1 };
  }

  /** Clients cannot write to system.profile (mongod's userAllowedWriteNS: `cannot write to db.system.profile`). */
  static refuseWrite(ns: string): void {
    if (isProfileNamespace(ns)) throw new MongoCommandError('InvalidNamespace', `cannot write to ${ns}`);
  }

  /** dropDatabase takes the profile entries with it; the database's profiling level stays as it was. */
  dropDatabase(db: string): void {
    if (this.stores.delete(db)) this.write({ op: 'dropProfile', ns: `${db}.system.profile` });
  }
}
