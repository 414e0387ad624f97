/**
 * npm run db:backup -- --out FILE
 *
 * Writes every collection of the app's database, with its options and indexes, to FILE: gzip'd JSON
 * Lines of canonical Extended JSON (docs/operations.md). Uses MONGODB_URI when set, otherwise the
 * embedded store in DATA_DIR/db. FILE appears only once complete (written as FILE.partial, then renamed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from '../src/server/env';
import { describeCounts } from '../src/server/ops/backup-format';
import { writeBackup } from '../src/server/ops/backup-writer';
import { parseOpsArgs } from '../src/server/ops/cli-args';
import { openOpsDatabase } from '../src/server/ops/ops-database';
import { EXIT, OpsError } from '../src/server/ops/ops-error';
import { runOpsCommand } from '../src/server/ops/run-ops-command';

const USAGE = 'usage: npm run db:backup -- --out FILE   (e.g. --out backups/stratum-2026-11-25.jsonl.gz)';

/** Creates the folder FILE goes in (e.g. backups/), and fails before the database is opened when it cannot be written. */
function prepareFolder(file: string): void {
  const folder = path.dirname(path.resolve(file));
  try {
    fs.mkdirSync(folder, { recursive: true });
    fs.accessSync(folder, fs.constants.W_OK);
  } catch (error) {
    throw new OpsError(`Cannot write ${file}: ${(error as Error).message}`);
  }
}

runOpsCommand(async () => {
  const file = parseOpsArgs({ options: { out: { type: 'string' } } }, USAGE).values.out;
  if (!file) throw new OpsError(USAGE, EXIT.usage);
  prepareFolder(file);
  const partial = `${file}.partial`;
  const database = await openOpsDatabase(parseEnv(), { mustExist: true });
  try {
    const { documents } = await writeBackup(database.db, fs.createWriteStream(partial, { mode: 0o600 }));
    fs.renameSync(partial, file);
    console.log(`Backed up ${describeCounts(documents)} of ${database.where} to ${file}.`);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    // A file system error (no permission, disk full) is the operator's to fix: say so without a stack.
    if ((error as NodeJS.ErrnoException).syscall) throw new OpsError(`Cannot write ${file}: ${(error as Error).message}`);
    throw error;
  } finally {
    await database.close();
  }
});
