import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/embedded-mongo';
import { connectDatabase, type Database } from '../../src/server/db/database';

export interface TestDatabase {
  db: Database;
  uri: string;
  /** Closes the connection and, when this helper started it, the embedded store and its folder. */
  close(): Promise<void>;
}

/**
 * A real MongoDB for a test file: MONGODB_URI_TEST when set (e.g. `docker compose -f docker-compose.dev.yml up -d mongo`),
 * otherwise the embedded store in a temporary folder. Each call gets its own database name.
 */
export async function startTestDatabase(): Promise<TestDatabase> {
  let embedded: EmbeddedMongo | undefined;
  let dir: string | undefined;
  let uri = process.env.MONGODB_URI_TEST;
  if (!uri) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'stratum-db-'));
    embedded = await startEmbeddedMongo({ dbPath: dir, logger: () => undefined });
    uri = embedded.uri;
  }
  const db = await connectDatabase(uri, `test_${randomBytes(4).toString('hex')}`);
  return {
    db,
    uri,
    async close() {
      if (!embedded) await db.connection.dropDatabase().catch(() => undefined);
      await db.close();
      await embedded?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Where every app on one database counts its limits (contact rate limits, the sign-in throttle). */
export const LIMIT_COLLECTIONS: readonly string[] = ['rate_limits', 'login_failures'];

export interface TestDatabaseOptions {
  /** Runs once, right after the database opens (e.g. `seedAdmin`). */
  seed?: (db: Database) => Promise<unknown>;
  /** Collections emptied before each test, besides LIMIT_COLLECTIONS, which always are. */
  emptyBeforeEach?: readonly string[];
}

/**
 * A test file's own database (see startTestDatabase), opened before the file's tests and closed after them.
 * The counted limits are emptied before each test, so no test inherits another's count; call this before the
 * file's own beforeEach hooks, which then run after the emptying. Read `db` inside hooks and tests only.
 */
export function useTestDatabase({ seed, emptyBeforeEach = [] }: TestDatabaseOptions = {}): { readonly db: Database } {
  let database: TestDatabase | undefined;
  const handle = {
    get db() {
      if (!database) throw new Error('the test database opens in beforeAll');
      return database.db;
    },
  };
  const emptied = [...new Set([...LIMIT_COLLECTIONS, ...emptyBeforeEach])];
  beforeAll(async () => {
    database = await startTestDatabase();
    await seed?.(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await Promise.all(emptied.map((name) => handle.db.native.collection(name).deleteMany({})));
  });
  return handle;
}
