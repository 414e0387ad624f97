import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { notABackupMessage, parseLine, type BackupHeader, type BackupRecord } from './backup-format';
import { NotABackupError, OpsError } from './ops-error';
import { textLines } from './text-lines';

/**
 * The records of a backup file, checked as they stream by: a header first, documents only of the
 * collections it lists, and an end line whose counts match. Anything else throws NotABackupError, so
 * reading a file to its end once proves it complete before a restore touches the database.
 */
export async function* readBackup(file: string): AsyncGenerator<BackupRecord> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip).setEncoding('utf8');

  let header: BackupHeader | undefined;
  const counts = new Map<string, number>();
  let ended = false;
  let lineNumber = 0;
  try {
    for await (const line of textLines(gunzip)) {
      lineNumber++;
      if (ended) throw new NotABackupError(`line ${lineNumber} follows the end of the backup: the backup is damaged`);
      const record = parseLine(line, lineNumber);
      if (record.kind === 'header') {
        header = record.header;
        for (const spec of header.collections) counts.set(spec.name, 0);
      } else if (record.kind === 'document') {
        const count = counts.get(record.collection);
        if (count === undefined) throw new NotABackupError(`line ${lineNumber} belongs to ${record.collection}, which the header does not list: the backup is damaged`);
        counts.set(record.collection, count + 1);
      } else {
        checkCounts(counts, record.documents);
        ended = true;
      }
      yield record;
    }
  } catch (error) {
    throw readError(error, file, lineNumber);
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  if (!header) throw new NotABackupError(`${file} is empty: ${notABackupMessage()}`);
  if (!ended) throw new NotABackupError(`${file} is cut short (no end line after ${lineNumber} lines): nothing was restored`);
}

function checkCounts(counted: Map<string, number>, declared: Record<string, number>): void {
  for (const [name, count] of counted) {
    if (declared[name] !== count) {
      throw new NotABackupError(`the backup says ${name} has ${String(declared[name])} documents but holds ${count}: the backup is damaged`);
    }
  }
}

/** Turns what the file system and gunzip throw into messages about the backup. */
function readError(error: unknown, file: string, linesRead: number): unknown {
  if (error instanceof OpsError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new OpsError(`${file}: no such file`);
  if (code === 'EISDIR') return new OpsError(`${file} is a folder, not a backup file`);
  if (typeof code === 'string' && code.startsWith('Z_')) {
    if (linesRead === 0) return new NotABackupError(`${file}: ${notABackupMessage()} (it is not gzip)`);
    return new NotABackupError(`${file} is cut short or damaged after ${linesRead} lines (${(error as Error).message}): nothing was restored`);
  }
  return error;
}
