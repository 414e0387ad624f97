import type { Db } from './driver';
import mongoose, { type Connection } from 'mongoose';
import { ensureLimitIndexes } from '../limits/limit-collections';
import { ensureOutboxIndexes } from '../outbox/outbox-job';
import { ensureAccountIndexes } from '../accounts/account-indexes';
import { ensureAttachmentIndexes } from '../attachments/attachment-store';
import { contactSubmissionModel } from '../models/contact-submission';
import { adminUserModel } from '../models/admin-user';

// Filters built from request input can never smuggle operators ({"$gt": ""}) into a query, and
// fields that are not in a schema are dropped from filters instead of matching everything.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

export const DB_NAME = 'stratum';

/** The app's handle on MongoDB: one connection, its models, and a ping for /healthz. */
export function createDatabase(connection: Connection) {
  return {
    connection,
    models: {
      ContactSubmission: contactSubmissionModel(connection),
      AdminUser: adminUserModel(connection),
    },
    /** The MongoDB client underneath, for connect-mongo so sessions share the pool. */
    client: () => connection.getClient(),
    /**
     * The driver's database, for state shared between instances that needs exact atomic updates
     * (rate limits, sign-in throttle, outbox): no schema casting, no filter sanitising in the way.
     */
    get native(): Db {
      if (!connection.db) throw new Error('the database connection is not open');
      return connection.db;
    },
    async ping(): Promise<boolean> {
      try {
        // Not gated on mongoose's readyState: after an outage that lags the driver by up to a heartbeat
        // (10 s), and a real command is what makes the driver look for the server again at once.
        if (!connection.db) return false;
        await connection.db.admin().command({ ping: 1 }, { timeoutMS: 2000 });
        return true;
      } catch {
        return false;
      }
    },
    close: () => connection.close(),
  };
}

export type Database = ReturnType<typeof createDatabase>;

/**
 * Connects without blocking on an unavailable server: the driver keeps retrying in the background,
 * so the site serves public pages while MongoDB is down and recovers when it returns.
 */
export async function connectDatabase(uri: string, dbName = DB_NAME): Promise<Database> {
  const connection = mongoose.createConnection(uri, {
    dbName,
    serverSelectionTimeoutMS: 5000,
    maxPoolSize: 20,
  });
  await connection.asPromise();
  const database = createDatabase(connection);
  await ensureIndexes(database);
  return database;
}

/** Every collection's indexes, as the app's queries and TTL expiry need them (idempotent). */
export async function ensureIndexes(database: Database): Promise<void> {
  await Promise.all([
    ...Object.values(database.models).map((model) => model.init()),
    ensureLimitIndexes(database.native),
    ensureOutboxIndexes(database.native),
    ensureAccountIndexes(database.native),
    ensureAttachmentIndexes(database.native),
  ]);
}

/** The host list of a connection string, without credentials, for logs (`a:27017,b:27017`). */
export function databaseHosts(uri: string): string {
  return /^mongodb(?:\+srv)?:\/\/(?:[^@/]*@)?([^/?#]+)/.exec(uri)?.[1] ?? 'unknown host';
}
