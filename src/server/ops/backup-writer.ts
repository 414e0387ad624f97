import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db, Document } from 'mongodb';
import { BACKUP_FORMAT, BACKUP_VERSION, EXACT_READ_OPTIONS, documentLine, headerLine, trailerLine, type CollectionSpec } from './backup-format';

export interface BackupSummary {
  documents: Record<string, number>;
}

/**
 * Streams every collection of `db` with its options and indexes into `out` as a gzip'd backup
 * (backup-format.ts). One batch of documents is in memory at a time, and the cursor only reads on
 * when gzip and `out` have taken the previous lines. Not a point-in-time snapshot: a write made while
 * the backup runs may or may not be in it (as with mongodump without --oplog).
 */
export async function writeBackup(db: Db, out: Writable): Promise<BackupSummary> {
  const collections = await collectionSpecs(db);
  const documents: Record<string, number> = {};
  async function* lines(): AsyncGenerator<string> {
    yield headerLine({ format: BACKUP_FORMAT, version: BACKUP_VERSION, database: db.databaseName, createdAt: new Date().toISOString(), collections });
    for (const { name } of collections) {
      documents[name] = 0;
      for await (const document of db.collection(name).find({}, EXACT_READ_OPTIONS)) {
        documents[name]++;
        yield documentLine(name, document);
      }
    }
    yield trailerLine(documents);
  }
  await pipeline(Readable.from(lines()), createGzip(), out);
  return { documents };
}

/** Plain collections only: `system.*` belongs to the server, and views hold no data of their own. */
async function collectionSpecs(db: Db): Promise<CollectionSpec[]> {
  const listed = await db.listCollections({}, { nameOnly: false }).toArray();
  const collections = listed.filter((entry) => (entry.type ?? 'collection') === 'collection' && !entry.name.startsWith('system.'));
  collections.sort((a, b) => a.name.localeCompare(b.name));
  return Promise.all(
    collections.map(async (entry) => ({
      name: entry.name,
      options: ('options' in entry ? entry.options : undefined) ?? {},
      indexes: (await db.collection(entry.name).listIndexes().toArray()).filter((index) => index.name !== '_id_').map(withoutServerFields),
    })),
  );
}

/** `v` and `ns` describe the server's storage, not the index: the restoring server picks its own. */
function withoutServerFields(index: Document): Document {
  const { v: _version, ns: _namespace, ...spec } = index;
  return spec;
}
