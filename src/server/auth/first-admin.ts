import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database';
import { isDuplicateKeyError } from '../db/duplicate-key';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { hashPassword, randomPassword } from './passwords';

export const INITIAL_PASSWORD_FILE = 'initial-admin-password';

export type FirstAdminResult =
  | { kind: 'configured-created'; email: string }
  | { kind: 'generated'; email: string; password: string; file: string }
  | { kind: 'unchanged' };

/**
 * Makes sure someone can sign in (DESIGN section 3). ADMIN_EMAIL + ADMIN_PASSWORD create that admin when it
 * does not exist yet (an existing one keeps its password: reset it with `npm run admin:create`). With no
 * admin at all and none configured, an admin@<site domain> account gets a random password, printed once
 * and written to DATA_DIR/initial-admin-password (mode 600). Never a fixed password.
 */
export async function ensureFirstAdmin(options: {
  db: Database;
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>;
  dataDir: string;
  domain: string;
  logger: Logger;
}): Promise<FirstAdminResult> {
  const { db, env, logger } = options;
  const AdminUser = db.models.AdminUser;

  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const email = env.ADMIN_EMAIL.toLowerCase();
    if (await AdminUser.exists({ email })) return { kind: 'unchanged' };
    if (!(await createUnlessTaken(db, email, await hashPassword(env.ADMIN_PASSWORD)))) return { kind: 'unchanged' };
    logger.info(`created admin ${email} from ADMIN_EMAIL / ADMIN_PASSWORD`);
    return { kind: 'configured-created', email };
  }
  if (env.ADMIN_EMAIL || env.ADMIN_PASSWORD) {
    logger.warn('ADMIN_EMAIL and ADMIN_PASSWORD must be set together; ignoring the one that is set');
  }
  if ((await AdminUser.countDocuments()) > 0) return { kind: 'unchanged' };

  const email = `admin@${options.domain}`;
  const password = randomPassword();
  if (!(await createUnlessTaken(db, email, await hashPassword(password)))) return { kind: 'unchanged' };
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, INITIAL_PASSWORD_FILE);
  fs.writeFileSync(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
  // chmod too: writeFileSync's mode only applies when it creates the file.
  fs.chmodSync(file, 0o600);
  logger.warn(
    `created the first admin ${email} with password ${password} — shown only this once and saved in ${file}; ` +
      'sign in at /login, then delete that file (docs/admin.md)',
  );
  return { kind: 'generated', email, password, file };
}

/**
 * Instances starting together on an empty database all try to create the same admin: the unique index
 * on email lets exactly one insert win, and the others start normally (false) instead of crashing.
 */
async function createUnlessTaken(db: Database, email: string, passwordHash: string): Promise<boolean> {
  try {
    await db.models.AdminUser.create({ email, passwordHash, role: 'owner' });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
