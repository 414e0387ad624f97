/**
 * npm run admin:create -- --email you@example.com [--password 'at least 12 characters']
 *
 * Creates an admin, or resets the password of an existing one. Without --password a random one is
 * generated and printed once. Uses MONGODB_URI when set, otherwise the embedded store in DATA_DIR
 * (default ./data): the running server's, while one runs, or one started for this command.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AdminAccountSchema, createOrResetAdmin } from '../src/server/auth/admin-accounts';
import { INITIAL_PASSWORD_FILE } from '../src/server/auth/first-admin';
import { randomPassword } from '../src/server/auth/passwords';
import { connectDatabase } from '../src/server/db/database';
import { parseEnv } from '../src/server/env';
import { locateDatabase } from '../src/server/ops/ops-database';
import { OpsError } from '../src/server/ops/ops-error';

const USAGE = "usage: npm run admin:create -- --email you@example.com [--password 'at least 12 characters']";

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function readArguments(): { email: string; password: string; generated: boolean } {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const generated = values.password === undefined;
  const parsed = AdminAccountSchema.safeParse({ email: values.email ?? '', password: values.password ?? randomPassword() });
  if (!parsed.success) fail(`${parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`).join('\n')}\n${USAGE}`);
  return { ...parsed.data, generated };
}

/** The generated first-admin password is useless once that admin's password is reset: remove the file. */
function removeStaleInitialPassword(dataDir: string, email: string): void {
  const file = path.join(dataDir, INITIAL_PASSWORD_FILE);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(`email: ${email}\n`)) fs.rmSync(file);
}

async function main(): Promise<void> {
  const { email, password, generated } = readArguments();
  const env = parseEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  // The running server's embedded store when it holds DATA_DIR/db, so this works beside a live site.
  const location = await locateDatabase(env, { mustExist: false }).catch((error: unknown) =>
    fail(error instanceof OpsError ? error.message : String(error), 2),
  );
  const db = await connectDatabase(location.uri);
  try {
    const outcome = await createOrResetAdmin(db, { email, password });
    removeStaleInitialPassword(dataDir, email);
    console.log(outcome === 'created' ? `Created admin ${email}.` : `Reset the password of admin ${email}.`);
    if (generated) console.log(`Password (shown only now): ${password}`);
    console.log('Sign in at /login.');
  } finally {
    await db.close();
    await location.release();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
