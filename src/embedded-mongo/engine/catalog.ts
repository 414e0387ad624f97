import { type Document, Int32, Long, UUID } from 'bson';
import { MongoCommandError } from '../errors';
import { Collection, uuidOf } from './collection';
import { type IndexSpec, parseIndexSpec } from './index-spec';
import { type ViewDefinition, viewNotCollection } from './views';
import { systemViewsOf, timeseriesOfBuckets, viewDocument } from './system-views';
import { TIMESERIES_BUCKETS_PREFIX, timeseriesOptionsOf, type TimeseriesOptions } from './timeseries-options';
import { refuseFeatureCompatibilityVersionChange, refuseFeatureCompatibilityVersionRemoval } from './clean-startup';
import { namespaceLengthProblem } from './namespace-length';

/** A time series collection: its buckets collection and options (mongod 7.0 shows it as a view on the buckets). */
export interface Timeseries {
  buckets: Collection;
  options: TimeseriesOptions;
}

/** The order in which mongod lists a collection's options (CollectionOptions::appendBSON). */
const OPTION_ORDER = ['capped', 'size', 'max', 'autoIndexId', 'changeStreamPreAndPostImages', 'validator', 'validationLevel', 'validationAction', 'collation'];

/**
 * Changes options in place (a collection keeps its options object), keeping mongod's field order. A `null`
 * change removes the option (it survives the log, where an undefined one would not).
 */
function applyOptionChanges(options: Document, changes: Document): void {
  const merged: Document = { ...options, ...changes };
  if (merged.validator && Object.keys(merged.validator as Document).length === 0) delete merged.validator;
  for (const key of Object.keys(options)) delete options[key];
  const keys = [...OPTION_ORDER, ...Object.keys(merged).filter((key) => !OPTION_ORDER.includes(key))];
  for (const key of keys) if (merged[key] !== undefined && merged[key] !== null) options[key] = merged[key];
}

/** Collections the server keeps outside the log (system.profile), readable like any other. */
export interface SystemCollections {
  collection(ns: string): Collection | undefined;
  collectionsOf(db: string): Collection[];
  all(): Collection[];
}

export interface RecordSink {
  append(record: Document): void;
}

/**
 * All databases and collections in memory. Every mutation goes through here so that it is applied and written
 * to the log in one place; `apply` replays those same records (idempotently) at start-up.
 */
export class Catalog {
  private readonly collections = new Map<string, Collection>();
  private readonly views = new Map<string, ViewDefinition>();
  private sink: RecordSink | undefined;
  /** Tailable awaitData getMores waiting for the next insert into a namespace. */
  private readonly insertWaiters = new Map<string, Set<() => void>>();
  private system: SystemCollections | undefined;
  /**
   * Databases a collection or view was created in since start-up (mongod's DatabaseHolder keeps them open when
   * their last collection is dropped, until dropDatabase); start-up opens those that hold something.
   */
  private readonly opened = new Set<string>();
  /** Collections replayed from records written before the store kept UUIDs: theirs are logged at attach. */
  private readonly unloggedUuids = new Set<string>();

  /** Recording starts after replay, so replayed records are not logged a second time. */
  attach(sink: RecordSink): void {
    this.sink = sink;
    for (const collection of this.collections.values()) collection.resumeRecordIds();
    // A UUID drawn at replay is logged now, so the next start-up sees the same one.
    for (const ns of this.unloggedUuids) {
      const collection = this.collections.get(ns);
      if (collection) this.record({ op: 'uuid', ns, uuid: collection.uuid });
    }
    this.unloggedUuids.clear();
    // Views defined before the store kept system.views get their documents now (logged like any write).
    for (const [ns, definition] of this.views) if (!this.collections.get(systemViewsOf(ns))?.getById(ns)) this.storeViewDocument(ns, definition);
    // Time series created before the store wrote their view documents get them now (logged like any write).
    for (const bucketsNs of [...this.collections.keys()]) {
      const ns = timeseriesOfBuckets(bucketsNs);
      if (ns && this.timeseries(ns) && !this.collections.get(systemViewsOf(ns))?.getById(ns)) this.storeTimeseriesView(bucketsNs);
    }
  }

  private record(record: Document): void {
    this.sink?.append(record);
  }

  attachSystemCollections(system: SystemCollections): void {
    this.system = system;
  }

  get(ns: string): Collection | undefined {
    return this.collections.get(ns) ?? this.system?.collection(ns);
  }

  /** The collection (of any database, system.profile included) whose UUID is `uuid`. */
  byUuid(uuid: UUID): Collection | undefined {
    return [...this.all(), ...(this.system?.all() ?? [])].find((collection) => collection.uuid.equals(uuid));
  }

  all(): Collection[] {
    return [...this.collections.values()];
  }

  collectionsOf(db: string): Collection[] {
    return [...this.all().filter((collection) => collection.ns.startsWith(`${db}.`)), ...(this.system?.collectionsOf(db) ?? [])];
  }

  databases(): string[] {
    return [...new Set([...this.collections.keys(), ...this.views.keys()].map((ns) => ns.slice(0, ns.indexOf('.'))))];
  }

  /** Whether mongod would hold database `db` open: it holds a collection or a view, or had one since start-up. */
  isOpen(db: string): boolean {
    return this.opened.has(db) || this.databases().includes(db);
  }

  /** dropDatabase closes a database, also one left empty. */
  closeDatabase(db: string): void {
    this.opened.delete(db);
  }

  /** After replay (a restarted mongod opens only the databases its catalog holds). */
  private open(ns: string): void {
    if (this.sink) this.opened.add(ns.slice(0, ns.indexOf('.')));
  }

  /** A view, or the view a time series collection is (reads unpack its buckets). */
  view(ns: string): ViewDefinition | undefined {
    const view = this.views.get(ns);
    if (view) return view;
    const series = this.timeseries(ns);
    if (!series) return undefined;
    const { timeField, metaField, bucketMaxSpanSeconds } = series.options;
    const collation = series.buckets.options.collation as Document | undefined;
    return {
      viewOn: series.buckets.name,
      // generateViewPipeline's stage; the span is an int32 there (and in the view's system.views document).
      pipeline: [{ $_internalUnpackBucket: { timeField, ...(metaField !== undefined ? { metaField } : {}), bucketMaxSpanSeconds: new Int32(bucketMaxSpanSeconds) } }],
      ...(collation ? { collation } : {}),
    };
  }

  /** The time series collection `ns` names: the one whose `system.buckets.` collection holds time series options. */
  timeseries(ns: string): Timeseries | undefined {
    const dot = ns.indexOf('.');
    const buckets = this.collections.get(`${ns.slice(0, dot)}.${TIMESERIES_BUCKETS_PREFIX}${ns.slice(dot + 1)}`);
    const stored = buckets?.options.timeseries as Document | undefined;
    return buckets && stored ? { buckets, options: timeseriesOptionsOf(stored) } : undefined;
  }

  /** The views of one database, by namespace. */
  viewsOf(db: string): [string, ViewDefinition][] {
    return [...this.views.entries()].filter(([ns]) => ns.startsWith(`${db}.`));
  }

  private checkNameFree(ns: string): void {
    if (this.collections.has(ns) || this.views.has(ns) || this.timeseries(ns)) throw new MongoCommandError('NamespaceExists', `Collection ${ns} already exists.`);
  }

  /** Creates a view, or (collMod) replaces the definition of an existing one; the caller has checked the definition. */
  defineView(ns: string, definition: ViewDefinition, replace = false): void {
    if (!replace) {
      this.checkNameFree(ns);
      this.checkNamespaceLength(ns);
    }
    this.views.set(ns, definition);
    this.open(ns);
    this.record({ op: 'defineView', ns, ...definition });
    this.storeViewDocument(ns, definition);
  }

  dropView(ns: string): boolean {
    if (!this.views.delete(ns)) return false;
    this.record({ op: 'dropView', ns });
    this.removeViewDocument(ns);
    return true;
  }

  /**
   * A time series is a view on its buckets in mongod's durable catalog too: its document (view_catalog.cpp's
   * layout, with generateViewPipeline's `$_internalUnpackBucket` stage) is written when the buckets collection is
   * created and rewritten when its options change (collMod of the granularity or bucket spans).
   */
  private storeTimeseriesView(bucketsNs: string): void {
    const ns = timeseriesOfBuckets(bucketsNs);
    const definition = ns ? this.timeseries(ns) && this.view(ns) : undefined;
    if (ns && definition) this.storeViewDocument(ns, definition);
  }

  private removeViewDocument(ns: string): void {
    const systemViews = this.collections.get(systemViewsOf(ns));
    const doc = systemViews?.getById(ns);
    if (systemViews && doc) this.remove(systemViews, doc);
  }

  /** Writes a view's document into its database's `system.views` (created with the first view), as mongod does. */
  private storeViewDocument(ns: string, definition: ViewDefinition): void {
    const systemViews = this.collections.get(systemViewsOf(ns)) ?? this.createCollection(systemViewsOf(ns));
    const doc = viewDocument(ns, definition);
    const previous = systemViews.getById(ns);
    if (previous) this.replace(systemViews, previous, doc);
    else this.insert(systemViews, doc);
  }

  private checkNamespaceLength(ns: string): void {
    const problem = namespaceLengthProblem(ns);
    if (problem) throw new MongoCommandError('InvalidNamespace', problem);
  }

  createCollection(ns: string, options: Document = {}, idIndexVersion: 1 | 2 = 2): Collection {
    this.checkNameFree(ns);
    this.checkNamespaceLength(ns);
    const collection = new Collection(ns, options, undefined, idIndexVersion);
    this.collections.set(ns, collection);
    this.open(ns);
    this.record(createRecord(collection));
    this.storeTimeseriesView(ns);
    return collection;
  }

  /** Writes create collections implicitly, as in mongod; views are read-only. */
  ensure(ns: string): Collection {
    if (this.view(ns)) throw viewNotCollection(ns);
    return this.collections.get(ns) ?? this.createCollection(ns);
  }

  drop(ns: string): boolean {
    const series = timeseriesOfBuckets(ns);
    const droppedSeries = series && this.timeseries(series) ? series : undefined;
    if (!this.collections.delete(ns)) return false;
    this.record({ op: 'drop', ns });
    // The time series goes with its buckets, and so does its view document.
    if (droppedSeries) this.removeViewDocument(droppedSeries);
    return true;
  }

  insert(collection: Collection, doc: Document): void {
    collection.checkUnique(doc);
    const recordId = collection.add(doc);
    this.record({ op: 'put', ns: collection.ns, doc, rid: Long.fromBigInt(recordId) });
    if (collection.capped) this.makeRoom(collection, doc);
    this.wakeWaiters(collection.ns);
  }

  /**
   * mongod's capped deletes: after an insert, the oldest documents go (each logged as a delete) until the
   * collection is within its size and count, never the document just inserted.
   */
  private makeRoom(collection: Collection, justInserted: Document): void {
    while (collection.overCap()) {
      const oldest = collection.oldest();
      if (!oldest || oldest === justInserted) return;
      this.remove(collection, oldest);
    }
  }

  /** Resolves at the next insert into `ns`, or after `ms` (a tailable cursor's awaitData getMore). */
  whenInserted(ns: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.insertWaiters.get(ns) ?? new Set<() => void>();
      this.insertWaiters.set(ns, waiters);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
    });
  }

  private wakeWaiters(ns: string): void {
    const waiters = this.insertWaiters.get(ns);
    if (!waiters || waiters.size === 0) return;
    // After the reply's durability wait would be exact; waking on the next tick lets the insert's batch finish first.
    setImmediate(() => [...waiters].forEach((wake) => wake()));
  }

  replace(collection: Collection, previous: Document, next: Document): void {
    refuseFeatureCompatibilityVersionChange(collection.ns, previous, next);
    collection.checkUnique(next, previous);
    collection.replace(previous, next);
    this.record({ op: 'put', ns: collection.ns, doc: next });
  }

  remove(collection: Collection, doc: Document): void {
    refuseFeatureCompatibilityVersionRemoval(collection.ns, doc);
    collection.remove(doc);
    this.record({ op: 'del', ns: collection.ns, id: doc._id });
  }

  /**
   * Moves a collection (documents and indexes) to a new name in the same step the log records it. Within a
   * database mongod renames the catalog entry, so the UUID stays; across databases it copies into a new
   * collection of the target database, which has a UUID of its own.
   */
  rename(from: string, to: string): void {
    const source = this.collections.get(from);
    if (!source) return;
    const uuid = databaseOf(from) === databaseOf(to) ? source.uuid : new UUID();
    this.renameInMemory(from, to, uuid);
    this.record({ op: 'rename', ns: from, to, uuid });
  }

  private renameInMemory(from: string, to: string, uuid?: UUID): void {
    const source = this.collections.get(from);
    if (!source) return;
    this.collections.delete(from);
    this.collections.set(to, source.renamed(to, uuid ?? source.uuid));
  }

  /** collMod of a collection's own options (validator, validationLevel, validationAction, a capped size / max, changeStreamPreAndPostImages); `{}` removes a validator. */
  modifyCollection(collection: Collection, changes: Document): void {
    applyOptionChanges(collection.options, changes);
    this.record({ op: 'modifyCollection', ns: collection.ns, changes });
  }

  /** collMod of a collection's own options (a time series' granularity or expireAfterSeconds): replaced as a whole. */
  setCollectionOptions(collection: Collection, options: Document): void {
    replaceOptions(collection, options);
    this.record({ op: 'collectionOptions', ns: collection.ns, options });
    this.storeTimeseriesView(collection.ns);
  }

  /** collMod of one index: TTL and hidden are the options mongod lets change in place. */
  modifyIndex(collection: Collection, name: string, changes: Document): void {
    collection.modifyIndex(name, changes);
    this.record({ op: 'modifyIndex', ns: collection.ns, name, changes });
  }

  createIndex(collection: Collection, spec: IndexSpec): void {
    this.createIndexes(collection, [spec]);
  }

  /** One createIndexes command's new indexes: built together, all or none. */
  createIndexes(collection: Collection, specs: IndexSpec[]): void {
    collection.addIndexes(specs, true);
    for (const spec of specs) this.record({ op: 'createIndex', ns: collection.ns, spec });
  }

  dropIndex(collection: Collection, name: string): void {
    collection.removeIndex(name);
    this.record({ op: 'dropIndex', ns: collection.ns, name });
  }

  apply(record: Document): void {
    const ns = String(record.ns);
    switch (record.op) {
      case 'create': {
        // The log decodes numbers as Int32.
        const idIndexVersion = Number(record.idIndexVersion) === 1 ? 1 : 2;
        if (!this.collections.has(ns)) this.collections.set(ns, this.replayedCollection(ns, (record.options as Document) ?? {}, record.uuid, idIndexVersion));
        return;
      }
      case 'drop':
        this.collections.delete(ns);
        this.unloggedUuids.delete(ns);
        return;
      case 'rename':
        this.collections.delete(String(record.to));
        this.renameInMemory(ns, String(record.to), record.uuid === undefined ? undefined : uuidOf(record.uuid));
        if (this.unloggedUuids.delete(ns) && record.uuid === undefined) this.unloggedUuids.add(String(record.to));
        return;
      case 'uuid':
        this.replaceUuid(ns, uuidOf(record.uuid));
        return;
      case 'defineView':
        this.views.set(ns, {
          viewOn: String(record.viewOn),
          pipeline: record.pipeline as Document[],
          ...(record.collation ? { collation: record.collation as Document } : {}),
        });
        return;
      case 'dropView':
        this.views.delete(ns);
        return;
    }
    const collection = this.collections.get(ns) ?? this.replayedCollection(ns, {}, undefined, 2);
    this.collections.set(ns, collection);
    switch (record.op) {
      case 'put': {
        const doc = record.doc as Document;
        const previous = collection.getById(doc._id);
        if (previous) collection.replace(previous, doc);
        // Logs written before record ids were kept have none: the document takes the next one.
        else collection.add(doc, record.rid === undefined ? undefined : BigInt(String(record.rid)));
        return;
      }
      case 'del': {
        const previous = collection.getById(record.id);
        if (previous) collection.remove(previous);
        return;
      }
      case 'createIndex':
        // Uniqueness was checked when the index was first built; replay must not fail on it. The spec is
        // parsed again so its numbers are plain (the log decodes them as Int32), as createIndexes compares them.
        collection.addIndex(parseIndexSpec(record.spec as Document), false);
        return;
      case 'dropIndex':
        collection.removeIndex(String(record.name));
        return;
      case 'modifyIndex':
        collection.modifyIndex(String(record.name), record.changes as Document);
        return;
      case 'modifyCollection':
        applyOptionChanges(collection.options, record.changes as Document);
        return;
      case 'collectionOptions':
        replaceOptions(collection, record.options as Document);
        return;
      default:
        throw new Error(`unknown log record type ${String(record.op)}`);
    }
  }

  /** A collection rebuilt from the log: with its logged UUID, or (older logs) a new one that attach logs. */
  private replayedCollection(ns: string, options: Document, uuid: unknown, idIndexVersion: 1 | 2): Collection {
    if (uuid === undefined) this.unloggedUuids.add(ns);
    return new Collection(ns, options, uuid === undefined ? undefined : uuidOf(uuid), idIndexVersion);
  }

  private replaceUuid(ns: string, uuid: UUID): void {
    const collection = this.collections.get(ns);
    if (collection) this.collections.set(ns, collection.renamed(ns, uuid));
    this.unloggedUuids.delete(ns);
  }

  /** The whole state as records; indexes come after the documents so loading builds each index in bulk. */
  *dump(): Generator<Document> {
    for (const collection of this.collections.values()) {
      yield createRecord(collection);
      for (const doc of collection.docs.values()) yield { op: 'put', ns: collection.ns, doc, rid: Long.fromBigInt(collection.recordIdOf(doc) ?? 0n) };
      for (const index of collection.indexes.values()) yield { op: 'createIndex', ns: collection.ns, spec: index.spec };
    }
    for (const [ns, definition] of this.views) yield { op: 'defineView', ns, ...definition };
  }
}

/** A collection's create record: its options, UUID and (only when 1) the version of its `_id` index. */
function createRecord(collection: Collection): Document {
  const { ns, options, uuid, idIndexVersion } = collection;
  return { op: 'create', ns, options, uuid, ...(idIndexVersion === 1 ? { idIndexVersion } : {}) };
}

function databaseOf(ns: string): string {
  return ns.slice(0, ns.indexOf('.'));
}

function replaceOptions(collection: Collection, options: Document): void {
  for (const key of Object.keys(collection.options)) delete collection.options[key];
  Object.assign(collection.options, options);
}
