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
