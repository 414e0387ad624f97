/**
 * npm run db:restore -- FILE
 *
 * Restores a backup made by `npm run db:backup` into the app's database (MONGODB_URI, otherwise the
 * embedded store in DATA_DIR/db). Every collection in the backup is REPLACED (dropped, then recreated
 * with its options, documents and indexes, like `mongorestore --drop`); collections the backup does not
 * have are left alone. The whole file is checked first: a file that is not a complete backup changes
 * nothing and exits with 3.
 */
import { parseEnv } from '../src/server/env';
import { describeCounts } from '../src/server/ops/backup-format';
import { parseOpsArgs } from '../src/server/ops/cli-args';
import { openOpsDatabase } from '../src/server/ops/ops-database';
import { EXIT, OpsError } from '../src/server/ops/ops-error';
import { checkBackupFile, restoreBackup } from '../src/server/ops/restore';
import { runOpsCommand } from '../src/server/ops/run-ops-command';

const USAGE = 'usage: npm run db:restore -- FILE   (a file made by npm run db:backup)';

runOpsCommand(async () => {
  const { positionals } = parseOpsArgs({ options: {}, allowPositionals: true }, USAGE);
  if (positionals.length !== 1) throw new OpsError(USAGE, EXIT.usage);
  const file = positionals[0]!;
  const header = await checkBackupFile(file);
  const database = await openOpsDatabase(parseEnv(), { mustExist: false });
  try {
    const { documents, untouched } = await restoreBackup(database.db, file, header);
    console.log(`Restored ${describeCounts(documents)} into ${database.where} from ${file} (backup of ${header.createdAt}).`);
    if (untouched.length > 0) console.log(`Not in the backup, left as they were: ${untouched.join(', ')}.`);
  } finally {
    await database.close();
  }
});
