import fs from 'node:fs';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { findRunningEmbeddedStore, startEmbeddedMongo, type EmbeddedMongo } from '../../embedded-mongo';
import { DataFolderLockedError } from '../../embedded-mongo/storage/lock-file';
import { databaseHosts, DB_NAME } from '../db/database';
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
 * MONGODB_URI when set, otherwise the embedded store in DATA_DIR/db: the running server's store when
 * one holds that folder (found through its address file and lock), else one started here on it.
 * `mustExist`: refuse a data folder that does not exist yet (a backup of nothing is a mistake; a
 * restore into a fresh install is not).
 */
export async function locateDatabase(env: Pick<Env, 'MONGODB_URI' | 'DATA_DIR'>, options: { mustExist: boolean }): Promise<DatabaseLocation> {
  if (env.MONGODB_URI) return { uri: env.MONGODB_URI, where: `MongoDB at ${databaseHosts(env.MONGODB_URI)}`, release: async () => undefined };

  const dbPath = path.resolve(env.DATA_DIR, 'db');
  if (options.mustExist && !fs.existsSync(dbPath)) {
    throw new OpsError(`There is no database in ${dbPath}: set MONGODB_URI, or DATA_DIR to the server's data folder.`);
  }
  const where = `the embedded store in ${dbPath}`;
  const running = await findRunningEmbeddedStore(dbPath);
  if (running) return { uri: running, where: `${where} (served by the running server)`, release: async () => undefined };
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
    // Held, but its address was not readable (a server still starting): it will be in a moment.
    if (error instanceof DataFolderLockedError) {
      throw new OpsError(`${dbPath} is held by a store that is still starting: run this command again in a few seconds.\n(${error.message})`);
    }
    throw error;
  }
}
