import { type Document, Long } from 'bson';
import { MongoCommandError } from '../errors';
import type { Batch } from '../engine/cursors';
import { wrongTypeError } from '../wrong-type';

export function databaseName(command: Document): string {
  const db = command.$db;
  if (typeof db !== 'string' || db.length === 0 || /[/\\. "$\0]/.test(db)) {
    throw new MongoCommandError('InvalidNamespace', `Invalid database name: '${String(db)}'`);
  }
  return db;
}

/** The namespace named by the command's first field, e.g. `{ find: 'users', $db: 'app' }` gives `app.users`. */
export function namespaceOf(command: Document, commandName: string): string {
  const collection = command[commandName];
  if (typeof collection !== 'string') {
    throw new MongoCommandError('InvalidNamespace', `collection name has invalid type ${typeof collection}`);
  }
  if (collection.length === 0 || collection.includes('\0') || collection.startsWith('.') || collection.includes('$')) {
    throw new MongoCommandError('InvalidNamespace', `Invalid collection name: ${collection}`);
  }
  return `${databaseName(command)}.${collection}`;
}

export function optionalDocument(command: Document, field: string): Document | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw wrongTypeError(field, value, 'object');
  }
  return value as Document;
}

export function optionalCount(command: Document, field: string): number | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) throw new MongoCommandError('TypeMismatch', `BSON field '${field}' must be a number`);
  return Math.trunc(number);
}

export function cursorReply(batch: Batch, first: boolean): Document {
  const cursor = first
    ? { firstBatch: batch.docs, id: batch.id, ns: batch.ns }
    : { nextBatch: batch.docs, id: batch.id, ns: batch.ns };
  return { cursor, ok: 1 };
}

/**
 * The `cursor` option of aggregate, listIndexes and listCollections: mongod's strict SimpleCursorOptions IDL,
 * whose only field is a `batchSize` of at least 0 (aggregate parses it under the context `cursor`, the others
 * under their command's name).
 */
export function batchSizeOf(command: Document): number | undefined {
  const cursor = optionalDocument(command, 'cursor');
  if (!cursor) return undefined;
  const commandName = Object.keys(command)[0]!;
  const context = commandName === 'aggregate' ? 'cursor' : `${commandName}.cursor`;
  const unknown = Object.keys(cursor).find((field) => field !== 'batchSize');
  if (unknown !== undefined) throw new MongoCommandError('Location40415', `BSON field '${context}.${unknown}' is an unknown field.`);
  const batchSize = optionalCount(cursor, 'batchSize');
  if (batchSize !== undefined && batchSize < 0) {
    throw new MongoCommandError('Location51024', `BSON field 'batchSize' value must be >= 0, actual value '${batchSize}'`);
  }
  return batchSize;
}

/** Cursor ids arrive as int64; the BSON decoder turns those that fit in a double into plain numbers. */
export function cursorIdOf(value: unknown, field: string): Long {
  if (typeof value === 'number' && Number.isInteger(value)) return Long.fromNumber(value);
  if ((value as { _bsontype?: string } | null)?._bsontype === 'Long') return value as Long;
  throw wrongTypeError(field, value, 'long');
}
