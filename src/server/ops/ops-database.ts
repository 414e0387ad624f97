import fs from 'node:fs';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../embedded-mongo';
import { DataFolderLockedError } from '../../embedded-mongo/storage/lock-file';
import { DB_NAME } from '../db/database';
import type { Env } from '../env';
import { OpsError } from './ops-error';

export interface DatabaseLocation {
  uri: string;
  /** For messages: "MongoDB at host:port" or "the embedded store in /path". */
  where: string;
  /** Stops the embedded store when this command started it; nothing otherwise. */
  release(): Promise<void>;
}

export interface OpsDatabase {
  db: Db;
  where: string;
  close(): Promise<void>;
}

/**
 * The one place that decides which database an operations command talks to, as the server would:
 * MONGODB_URI when set, otherwise the embedded store in DATA_DIR/db, started here on that folder.
 * `mustExist`: refuse a data folder that does not exist yet (a backup of nothing is a mistake; a
 * restore into a fresh install is not).
 */
export async function locateDatabase(env: Pick<Env, 'MONGODB_URI' | 'DATA_DIR'>, options: { mustExist: boolean }): Promise<DatabaseLocation> {
  if (env.MONGODB_URI) return { uri: env.MONGODB_URI, where: `MongoDB at ${hostsOf(env.MONGODB_URI)}`, release: async () => undefined };

  const dbPath = path.resolve(env.DATA_DIR, 'db');
  if (options.mustExist && !fs.existsSync(dbPath)) {
    throw new OpsError(`There is no database in ${dbPath}: set MONGODB_URI, or DATA_DIR to the server's data folder.`);
  }
  const where = `the embedded store in ${dbPath}`;
  // PLUG-IN (issue 17, findRunningEmbeddedStore): when a server already runs the store on this folder,
  // talk to it instead of starting one:
  //   const running = await findRunningEmbeddedStore(dbPath);
  //   if (running) return { uri: running, where, release: async () => undefined };
  const store = await startStore(dbPath);
  return { uri: store.uri, where, release: () => store.stop() };
}

/** locateDatabase, connected with the driver to the app's database (DB_NAME). */
export async function openOpsDatabase(env: Pick<Env, 'MONGODB_URI' | 'DATA_DIR'>, options: { mustExist: boolean }): Promise<OpsDatabase> {
  const location = await locateDatabase(env, options);
  const client = new MongoClient(location.uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    await location.release();
    throw new OpsError(`Cannot reach ${location.where}: ${(error as Error).message}`);
  }
  return { db: client.db(DB_NAME), where: location.where, close: () => client.close().finally(() => location.release()) };
}

async function startStore(dbPath: string): Promise<EmbeddedMongo> {
  fs.mkdirSync(dbPath, { recursive: true });
  try {
    return await startEmbeddedMongo({ dbPath, logger: () => undefined });
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      throw new OpsError(`${dbPath} is open in a running server: stop the server, run this command again, then start the server.\n(${error.message})`);
    }
    throw error;
  }
}

/**
 * "mongo1:27017,mongo2:27017" from a connection string, without credentials. Not `new URL()`: a
 * replica set's URI lists several hosts, which the WHATWG URL parser refuses.
 */
function hostsOf(uri: string): string {
  return /^mongodb(?:\+srv)?:\/\/(?:[^@/]*@)?([^/?]+)/.exec(uri)?.[1] ?? 'MONGODB_URI';
}
