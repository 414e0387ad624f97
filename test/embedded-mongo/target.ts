import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from '../../src/embedded-mongo';

/**
 * The one place that decides what the contract suites run against: a real mongod when MONGODB_URI_TEST is set
 * (e.g. `docker compose -f docker-compose.dev.yml up -d mongo`), otherwise a fresh embedded store in a temporary folder.
 */
export const REAL_MONGOD_URI = process.env.MONGODB_URI_TEST;
export const usingEmbedded = !REAL_MONGOD_URI;

/** `describe` for behaviour specific to the embedded store (crash recovery, locking, fast TTL). */
export const describeEmbedded = usingEmbedded ? describe : describe.skip;

export interface Target {
  uri: string;
  /** A database name unique to this run, so suites never see each other's data on a shared mongod. */
  dbName: string;
  stop(): Promise<void>;
}

const created: string[] = [];

/** A fresh data folder, removed by `removeTempDirs` (call it in afterAll). */
export function tempDir(prefix = 'embedded-mongo-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Starts a store on `dbPath` with `options`, runs `run` with a client, then stops it (restart tests call it twice). */
export async function withStoreClient<T>(dbPath: string, options: Partial<EmbeddedMongoOptions>, run: (client: MongoClient) => Promise<T>): Promise<T> {
  const mongo = await startEmbeddedMongo({ dbPath, logger: () => undefined, ...options });
  const client = await MongoClient.connect(mongo.uri, { serverSelectionTimeoutMS: 5000 });
  try {
    return await run(client);
  } finally {
    await client.close();
    await mongo.stop();
  }
}

/** withStoreClient on the store's `app` database. */
export function withAppDb<T>(dbPath: string, run: (db: Db) => Promise<T>): Promise<T> {
  return withStoreClient(dbPath, {}, (client) => run(client.db('app')));
}

/**
 * For a whole describe block: a fresh store and a client on its `app` database, opened in beforeAll (then
 * `seed` runs) and closed in afterAll. The returned function gives the database once the suite has started.
 */
export function suiteAppDb(seed: (db: Db) => Promise<unknown> = async () => undefined): () => Db {
  let mongo: EmbeddedMongo;
  let client: MongoClient;
  let db: Db;
  beforeAll(async () => {
    mongo = await startEmbeddedMongo({ dbPath: tempDir(), logger: () => undefined });
    client = await MongoClient.connect(mongo.uri);
    db = client.db('app');
    await seed(db);
  });
  afterAll(async () => {
    await client.close();
    await mongo.stop();
    removeTempDirs();
  });
  return () => db;
}

let counter = 0;

export async function startTarget(options: { ttlIntervalMs?: number } = {}): Promise<Target> {
  const dbName = `contract_${process.pid}_${Date.now()}_${counter++}`;
  if (REAL_MONGOD_URI) return { uri: REAL_MONGOD_URI, dbName, stop: async () => undefined };
  const dbPath = tempDir();
  const mongo: EmbeddedMongo = await startEmbeddedMongo({ dbPath, ttlIntervalMs: options.ttlIntervalMs ?? 100, logger: () => undefined });
  return {
    uri: mongo.uri,
    dbName,
    stop: async () => {
      await mongo.stop();
      removeTempDirs();
    },
  };
}

export interface ConnectedTarget {
  target: Target;
  client: MongoClient;
  db: Db;
}

/**
 * For a suite: starts a target and connects the driver before all tests, drops the suite's database and
 * stops after them. Read the fields inside tests (they are set by then).
 */
export function connectTarget(): ConnectedTarget {
  const connected = {} as ConnectedTarget;
  beforeAll(async () => {
    connected.target = await startTarget();
    connected.client = await MongoClient.connect(connected.target.uri, { serverSelectionTimeoutMS: 5000 });
    connected.db = connected.client.db(connected.target.dbName);
  });
  afterAll(async () => {
    await connected.db?.dropDatabase();
    await connected.client?.close();
    await connected.target?.stop();
  });
  return connected;
}

/**
 * Runs `run` against an embedded store on `dbPath` and stops it (also when `run` fails): tests that restart
 * the store call it twice on one folder.
 */
export async function withStore(dbPath: string, run: (client: MongoClient) => Promise<void>, options: { ttlIntervalMs?: number } = {}): Promise<void> {
  const mongo = await startEmbeddedMongo({ dbPath, logger: () => undefined, ...options });
  const client = await MongoClient.connect(mongo.uri);
  try {
    await run(client);
  } finally {
    await client.close();
    await mongo.stop();
  }
}
