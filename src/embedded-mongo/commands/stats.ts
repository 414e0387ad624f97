import { BSON, type Document, Long } from 'bson';
import { statfsSync } from 'node:fs';
import { MongoCommandError } from '../errors';
import type { Collection } from '../engine/collection';
import { databaseName, namespaceOf } from './arguments';
import { isProfileNamespace } from './profiler';
import type { CommandHandler } from './context';
import { SERVER_VERSION } from './handshake';
import { appendNumber } from '../engine/capped';
import { timeseriesInfos } from './timeseries';

const startedAt = Date.now();

function dataSize(collection: Collection): number {
  let size = 0;
  for (const doc of collection.docs.values()) size += BSON.calculateObjectSize(doc);
  return size;
}

/**
 * The BSON bytes of a database's documents: the figure the store reports for a database's sizes (dbStats'
 * storageSize and totalSize, listDatabases' sizeOnDisk), where mongod reports WiredTiger's file sizes.
 */
export function databaseSize(collections: Collection[]): number {
  return collections.reduce((total, collection) => total + dataSize(collection), 0);
}

/** The fields monitoring tools and ODMs read (version, uptime, connections, traffic, memory); no WiredTiger section. */
const serverStatus: CommandHandler = (_command, context) => {
  const memory = process.memoryUsage();
  const uptimeMillis = Date.now() - startedAt;
  return {
    host: 'embedded',
    version: SERVER_VERSION,
    process: 'mongod',
    pid: Long.fromNumber(process.pid),
    uptime: Math.floor(uptimeMillis / 1000),
    uptimeMillis: Long.fromNumber(uptimeMillis),
    uptimeEstimate: Long.fromNumber(Math.floor(uptimeMillis / 1000)),
    localTime: new Date(),
    connections: { current: context.openConnections(), available: 1_000_000 - context.openConnections(), totalCreated: context.connectionId },
    ...context.counters.report(),
    mem: { bits: 64, resident: Math.round(memory.rss / 2 ** 20), virtual: Math.round(memory.rss / 2 ** 20), supported: true },
    storageEngine: { name: 'embedded', supportsCommittedReads: false, persistent: true },
    ok: 1,
  };
};

export function scaleOf(command: Document): number {
  const scale = command.scale === undefined ? 1 : Number(command.scale);
  if (!Number.isInteger(scale) || scale < 1) throw new MongoCommandError('BadValue', 'scale has to be >= 1');
  return scale;
}

const dbStats: CommandHandler = (command, context) => {
  const db = databaseName(command);
  const scale = scaleOf(command);
  const collections = context.catalog.collectionsOf(db);
  const objects = collections.reduce((total, collection) => total + collection.docs.size, 0);
  const size = databaseSize(collections);
  return {
    db,
    collections: collections.length,
    // A time series is a view in mongod's view catalog too, counted with the others.
    views: context.catalog.viewsOf(db).length + timeseriesInfos(context.catalog, db).length,
    objects,
    avgObjSize: objects === 0 ? 0 : size / objects,
    dataSize: size / scale,
    storageSize: size / scale,
    indexes: collections.reduce((total, collection) => total + collection.indexes.size + (isProfileNamespace(collection.ns) ? 0 : 1), 0),
    indexSize: 0,
    totalSize: size / scale,
    scaleFactor: scale,
    ...fileSystemSpace(context.listening.dbPath, scale),
    ok: 1,
  };
};

/**
 * The used and total bytes of the file system holding the data directory, as mongod's dbStats adds them
 * (monitoring tools read them to warn before a disk fills); -1 for both when the file system cannot be asked.
 */
function fileSystemSpace(dbPath: string, scale: number): Document {
  try {
    const space = statfsSync(dbPath);
    const capacity = space.blocks * space.bsize;
    return { fsUsedSize: appendNumber(Math.floor((capacity - space.bavail * space.bsize) / scale)), fsTotalSize: appendNumber(Math.floor(capacity / scale)) };
  } catch {
    return { fsUsedSize: appendNumber(-1), fsTotalSize: appendNumber(-1) };
  }
}

/** mongod's `capped`, and for a capped collection its `max` (0: none) and `maxSize` (the size limit, scaled). */
function cappedStats(collection: Collection, scale: number): Document {
  if (!collection.capped) return { capped: false };
  return { capped: true, max: appendNumber(collection.capped.max), maxSize: appendNumber(Math.floor(collection.capped.size / scale)) };
}

/** A collection's storage figures as mongod's collStats and `$collStats: {storageStats}` report them (no wiredTiger section). */
export function storageStats(collection: Collection, scale: number): Document {
  const size = dataSize(collection);
  // system.profile has no index at all in mongod.
  const indexNames = isProfileNamespace(collection.ns) ? [] : collection.indexSpecs().map((spec) => spec.name);
  return {
    size: size / scale,
    count: collection.docs.size,
    avgObjSize: collection.docs.size === 0 ? 0 : Math.floor(size / collection.docs.size),
    numOrphanDocs: 0,
    storageSize: size / scale,
    freeStorageSize: 0,
    ...cappedStats(collection, scale),
    nindexes: indexNames.length,
    indexBuilds: [],
    totalIndexSize: 0,
    totalSize: size / scale,
    indexSizes: Object.fromEntries(indexNames.map((name) => [name, 0])),
    scaleFactor: scale,
  };
}

const collStats: CommandHandler = (command, context) => {
  const ns = namespaceOf(command, 'collStats');
  const scale = scaleOf(command);
  const collection = context.catalog.get(ns);
  // mongod answers a time series with a `timeseries` section: bucketsNs, bucketCount, avgBucketSize, then its bucket
  // catalog's execution counters (buckets opened, closed by count, size, time, memory, reopened, commits, waits)
  // and the compression counters of closed buckets. Those follow mongod's in-memory open-bucket state and its
  // compression, which the store's stateless bucketing and uncompressed buckets cannot reproduce.
  if (context.catalog.timeseries(ns)) throw new MongoCommandError('NotImplemented', 'collStats of a time-series collection is not supported by the embedded store');
  if (!collection) throw new MongoCommandError('NamespaceNotFound', `Collection [${ns}] not found.`);
  return { ns, ...storageStats(collection, scale), ok: 1 };
};

export const statsCommands: Record<string, CommandHandler> = { serverStatus, dbStats, dbstats: dbStats, collStats, collstats: collStats };
