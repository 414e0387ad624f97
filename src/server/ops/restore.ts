import type { Db, Document } from 'mongodb';
import type { BackupHeader } from './backup-format';
import { readBackup } from './backup-reader';

/** A batch is sent when it holds this many documents or this much Extended JSON (BSON is smaller). */
const BATCH_DOCUMENTS = 1000;
const BATCH_TEXT_BYTES = 8 * 1024 * 1024;
const NAMESPACE_NOT_FOUND = 26;

export interface RestoreSummary {
  documents: Record<string, number>;
  /** Collections in the database that the backup does not have: left as they were. */
  untouched: string[];
}

/** Reads the whole file and checks it (readBackup), before anything touches the database. */
export async function checkBackupFile(file: string): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  for await (const record of readBackup(file)) if (record.kind === 'header') header = record.header;
  // readBackup throws on a file without a header or an end line, so this only satisfies the type checker.
  if (!header) throw new Error(`${file} has no header`);
  return header;
}

/**
 * Replaces every collection the backup holds (like `mongorestore --drop`): each is dropped, created
 * again with its options, filled, and given its indexes (after the data, as mongorestore does).
 * Collections that are not in the backup are left alone. `header` comes from checkBackupFile, so a
 * damaged or cut-short file is refused before anything is dropped.
 */
export async function restoreBackup(db: Db, file: string, header: BackupHeader): Promise<RestoreSummary> {
  const existing = (await db.listCollections({}, { nameOnly: true }).toArray()).map((entry) => entry.name);
  for (const spec of header.collections) {
    await db.dropCollection(spec.name).catch(ignoreMissingCollection);
    await db.command({ create: spec.name, ...spec.options });
  }

  const documents: Record<string, number> = Object.fromEntries(header.collections.map((spec) => [spec.name, 0]));
  let batch: { collection: string; documents: Document[]; bytes: number } | undefined;
  const flush = async () => {
    if (!batch || batch.documents.length === 0) return;
    await db.collection(batch.collection).insertMany(batch.documents, { ordered: true });
    documents[batch.collection] = (documents[batch.collection] ?? 0) + batch.documents.length;
    batch = undefined;
  };
  for await (const record of readBackup(file)) {
    if (record.kind !== 'document') continue;
    if (batch && (batch.collection !== record.collection || batch.documents.length >= BATCH_DOCUMENTS || batch.bytes >= BATCH_TEXT_BYTES)) await flush();
    batch ??= { collection: record.collection, documents: [], bytes: 0 };
    batch.documents.push(record.document);
    batch.bytes += record.bytes;
  }
  await flush();

  for (const spec of header.collections) {
    if (spec.indexes.length > 0) await db.command({ createIndexes: spec.name, indexes: spec.indexes });
  }
  const restored = new Set(header.collections.map((spec) => spec.name));
  return { documents, untouched: existing.filter((name) => !restored.has(name) && !name.startsWith('system.')).sort() };
}

function ignoreMissingCollection(error: unknown): void {
  if ((error as { code?: number }).code !== NAMESPACE_NOT_FOUND) throw error;
}
