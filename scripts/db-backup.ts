/**
 * npm run db:backup -- --out FILE
 *
 * Writes every collection of the app's database, with its options and indexes, to FILE: gzip'd JSON
 * Lines of canonical Extended JSON (docs/operations.md). Uses MONGODB_URI when set, otherwise the
 * embedded store in DATA_DIR/db. FILE appears only once complete (written as FILE.partial, then renamed).
 */
import fs from 'node:fs';
import { parseEnv } from '../src/server/env';
import { describeCounts } from '../src/server/ops/backup-format';
import { writeBackup } from '../src/server/ops/backup-writer';
import { parseOpsArgs } from '../src/server/ops/cli-args';
import { openOpsDatabase } from '../src/server/ops/ops-database';
import { EXIT, OpsError } from '../src/server/ops/ops-error';
import { runOpsCommand } from '../src/server/ops/run-ops-command';

const USAGE = 'usage: npm run db:backup -- --out FILE   (e.g. --out backups/stratum-2026-11-25.jsonl.gz)';

runOpsCommand(async () => {
  const file = parseOpsArgs({ options: { out: { type: 'string' } } }, USAGE).values.out;
  if (!file) throw new OpsError(USAGE, EXIT.usage);
  const partial = `${file}.partial`;
  const database = await openOpsDatabase(parseEnv(), { mustExist: true });
  try {
    const { documents } = await writeBackup(database.db, fs.createWriteStream(partial, { mode: 0o600 }));
    fs.renameSync(partial, file);
    console.log(`Backed up ${describeCounts(documents)} of ${database.where} to ${file}.`);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
});
