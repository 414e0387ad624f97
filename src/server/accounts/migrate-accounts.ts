import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { dropUnsearchableSessions } from './account-sessions';
import { migrateAccountRoles } from './roles';

/**
 * The upgrade to roles (issue 20), run by every instance at every start: existing accounts become owners
 * and sessions stored in the old, unsearchable form are ended. Both steps only touch what is not
 * migrated yet and write the same result whoever runs them, so they are idempotent and instances
 * starting together cannot conflict.
 */
export async function migrateAccounts(db: Database, logger: Logger): Promise<void> {
  const [owners, sessions] = await Promise.all([migrateAccountRoles(db), dropUnsearchableSessions(db.native)]);
  if (owners > 0) logger.info(`accounts: ${owners} account(s) from before roles are now owners`);
  if (sessions > 0) logger.info(`accounts: ended ${sessions} session(s) stored in the old form; their users sign in again`);
}
