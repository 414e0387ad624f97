import { BSON, type Document } from 'mongodb';
import { NotABackupError } from './ops-error';

/**
 * The backup file: gzip'd JSON Lines (docs/operations.md).
 *   line 1     header   {"format":"stratum-db-backup","version":1,"database","createdAt","collections":[{name,options,indexes}]}
 *   then       document {"c":"<collection>","d":<document>}   one per line, grouped by collection
 *   last line  trailer  {"end":true,"documents":{"<collection>":<count>}}
 * Documents, options and index specs are canonical Extended JSON (relaxed: false), so every BSON type
 * (Int32, Int64, Double, Decimal128, Binary subtypes, dates...) comes back as itself; JSON keeps field order.
 * The trailer tells a complete file from one cut short.
 */
export const BACKUP_FORMAT = 'stratum-db-backup';
export const BACKUP_VERSION = 1;

export interface CollectionSpec {
  name: string;
  /** As `listCollections` reports them, for `create`. */
  options: Document;
  /** As `listIndexes` reports them, without the implicit `_id_` index and the server's `v`/`ns`. */
  indexes: Document[];
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  database: string;
  createdAt: string;
  collections: CollectionSpec[];
}

export type BackupRecord =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'document'; collection: string; document: Document; bytes: number }
  | { kind: 'end'; documents: Record<string, number> };

const EXACT = { relaxed: false } as const;

/** Values as the driver must hand them to us so that nothing is converted: no Int32/Double/Long to number. */
export const EXACT_READ_OPTIONS = { promoteValues: false, promoteLongs: false, promoteBuffers: false, bsonRegExp: true } as const;

export function headerLine(header: BackupHeader): string {
  const collections = header.collections.map((spec) => ({
    name: spec.name,
    options: BSON.EJSON.serialize(spec.options, EXACT),
    indexes: spec.indexes.map((index) => BSON.EJSON.serialize(index, EXACT)),
  }));
  return `${JSON.stringify({ ...header, collections })}\n`;
}

export function documentLine(collection: string, document: Document): string {
  return `${JSON.stringify({ c: collection, d: BSON.EJSON.serialize(document, EXACT) })}\n`;
}

export function trailerLine(documents: Record<string, number>): string {
  return `${JSON.stringify({ end: true, documents })}\n`;
}

/** Parses one line; `lineNumber` counts from 1 and only serves the error messages. */
export function parseLine(line: string, lineNumber: number): BackupRecord {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new NotABackupError(lineNumber === 1 ? notABackupMessage() : `line ${lineNumber} is not JSON: the backup is damaged`);
  }
  if (lineNumber === 1) return { kind: 'header', header: parseHeader(value) };
  if (isObject(value) && typeof value.c === 'string' && isObject(value.d)) {
    return { kind: 'document', collection: value.c, document: BSON.EJSON.deserialize(value.d, EXACT) as Document, bytes: line.length };
  }
  if (isObject(value) && value.end === true && isObject(value.documents)) {
    return { kind: 'end', documents: value.documents as Record<string, number> };
  }
  throw new NotABackupError(`line ${lineNumber} is neither a document nor the end of the backup: the backup is damaged`);
}

function parseHeader(value: unknown): BackupHeader {
  if (!isObject(value) || value.format !== BACKUP_FORMAT) throw new NotABackupError(notABackupMessage());
  if (value.version !== BACKUP_VERSION) {
    throw new NotABackupError(`this backup has format version ${String(value.version)}; this program reads version ${BACKUP_VERSION}`);
  }
  if (typeof value.database !== 'string' || typeof value.createdAt !== 'string' || !Array.isArray(value.collections)) {
    throw new NotABackupError('the backup header is incomplete: the backup is damaged');
  }
  const collections = value.collections.map((spec: unknown) => {
    if (!isObject(spec) || typeof spec.name !== 'string' || !isObject(spec.options) || !Array.isArray(spec.indexes)) {
      throw new NotABackupError('a collection in the backup header is incomplete: the backup is damaged');
    }
    return {
      name: spec.name,
      options: BSON.EJSON.deserialize(spec.options, EXACT) as Document,
      indexes: spec.indexes.map((index) => BSON.EJSON.deserialize(index as Document, EXACT) as Document),
    };
  });
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, database: value.database, createdAt: value.createdAt, collections };
}

/** "12 documents in 3 collections", for the commands' last line. */
export function describeCounts(documents: Record<string, number>): string {
  const total = Object.values(documents).reduce((sum, count) => sum + count, 0);
  return `${total} documents in ${Object.keys(documents).length} collections`;
}

export function notABackupMessage(): string {
  return `not a ${BACKUP_FORMAT} file (made by npm run db:backup): nothing was restored`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
