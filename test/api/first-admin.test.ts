import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startEmbeddedMongo } from '../../src/embedded-mongo';
import { ensureFirstAdmin, INITIAL_PASSWORD_FILE } from '../../src/server/auth/first-admin';
import { authenticateAdmin } from '../../src/server/auth/passport-setup';
import { resolveSessionSecret, SESSION_SECRET_FILE } from '../../src/server/auth/session-secret';
import { connectDatabase } from '../../src/server/db/database';
import { createLogger, type Logger } from '../../src/server/logger';
import { ROOT } from '../helpers/test-app';
import { startTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
const tempDirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stratum-admin-'));
  tempDirs.push(dir);
  return dir;
}

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
}

beforeAll(async () => {
  database = await startTestDatabase();
});

beforeEach(async () => {
  await database.db.models.AdminUser.deleteMany({});
});

afterAll(async () => {
  await database.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the first admin', () => {
  test('with no admin and none configured: a random password, printed once and kept in a 600 file', async () => {
    const dataDir = tempDir();
    const logger = recordingLogger();
    const result = await ensureFirstAdmin({ db: database.db, env: {}, dataDir, domain: 'studio.example', logger });
    expect(result.kind).toBe('generated');
    if (result.kind !== 'generated') return;
    expect(result.email).toBe('admin@studio.example');
    expect(result.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const file = path.join(dataDir, INITIAL_PASSWORD_FILE);
    expect(fs.readFileSync(file, 'utf8')).toBe(`email: admin@studio.example\npassword: ${result.password}\n`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(logger.lines.filter((line) => line.includes(result.password))).toHaveLength(1);
    expect(await authenticateAdmin(database.db, 'admin@studio.example', result.password)).toMatchObject({ email: 'admin@studio.example' });

    // Second start: nothing new, nothing printed.
    const again = recordingLogger();
    expect(await ensureFirstAdmin({ db: database.db, env: {}, dataDir, domain: 'studio.example', logger: again })).toEqual({ kind: 'unchanged' });
    expect(again.lines).toEqual([]);
  });

  test('ADMIN_EMAIL + ADMIN_PASSWORD create that admin when missing and never overwrite it', async () => {
    const dataDir = tempDir();
    const env = { ADMIN_EMAIL: 'Owner@Studio.example', ADMIN_PASSWORD: 'configured password' };
    const logger = createLogger('silent');
    expect(await ensureFirstAdmin({ db: database.db, env, dataDir, domain: 'studio.example', logger })).toEqual({ kind: 'configured-created', email: 'owner@studio.example' });
    expect(await authenticateAdmin(database.db, 'owner@studio.example', 'configured password')).toBeDefined();
    expect(fs.existsSync(path.join(dataDir, INITIAL_PASSWORD_FILE))).toBe(false);
    const changed = { ...env, ADMIN_PASSWORD: 'another password!' };
    expect(await ensureFirstAdmin({ db: database.db, env: changed, dataDir, domain: 'studio.example', logger })).toEqual({ kind: 'unchanged' });
    expect(await authenticateAdmin(database.db, 'owner@studio.example', 'another password!')).toBeUndefined();
    expect(await database.db.models.AdminUser.countDocuments()).toBe(1);
  });
});

describe('the session secret', () => {
  test('SESSION_SECRET wins; otherwise one is generated once and kept in DATA_DIR (mode 600)', () => {
    const dataDir = tempDir();
    expect(resolveSessionSecret('x'.repeat(40), dataDir)).toBe('x'.repeat(40));
    expect(fs.existsSync(path.join(dataDir, SESSION_SECRET_FILE))).toBe(false);
    const generated = resolveSessionSecret(undefined, dataDir);
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, SESSION_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret(undefined, dataDir)).toBe(generated);
  });
});

describe('npm run admin:create', () => {
  const run = (args: string[], dataDir: string) =>
    promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/create-admin.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, MONGODB_URI: '' },
    }).then(
      (out) => ({ code: 0, stdout: out.stdout, stderr: out.stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  test('creates, then resets, an admin in the embedded store; refuses clearly while the server holds it', async () => {
    const dataDir = tempDir();
    const created = await run(['--email', 'Ops@Studio.example', '--password', 'first password!'], dataDir);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toContain('Created admin ops@studio.example.');
    const reset = await run(['--email', 'ops@studio.example'], dataDir);
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Reset the password of admin ops@studio.example.');
    const password = /Password \(shown only now\): (\S+)/.exec(reset.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const store = await startEmbeddedMongo({ dbPath: path.join(dataDir, 'db'), logger: () => undefined });
    try {
      const db = await connectDatabase(store.uri);
      expect(await authenticateAdmin(db, 'ops@studio.example', password!)).toBeDefined();
      expect(await authenticateAdmin(db, 'ops@studio.example', 'first password!')).toBeUndefined();
      await db.close();
      // The running "server" (this store) holds the folder: the script says to stop it first.
      const locked = await run(['--email', 'ops@studio.example', '--password', 'third password!'], dataDir);
      expect(locked.code).toBe(2);
      expect(locked.stderr).toContain('Stop the server first');
    } finally {
      await store.stop();
    }
  });

  test('rejects a short password and a bad email with a usage line', async () => {
    const result = await run(['--email', 'not-an-email', '--password', 'short'], tempDir());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('a valid email address is required');
    expect(result.stderr).toContain('at least 12 characters');
    expect(result.stderr).toContain('usage: npm run admin:create');
  });
});
