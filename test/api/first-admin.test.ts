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
import { createLogger } from '../../src/server/logger';
import { recordingLogger } from '../helpers/recording-logger';
import { startServer } from '../helpers/server-process';
import { ROOT } from '../helpers/test-app';
import { useTestDatabase } from '../helpers/test-db';

const database = useTestDatabase({ emptyBeforeEach: ['admin_users'] });
const tempDirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stratum-admin-'));
  tempDirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the first admin', () => {
  test('with no admin and none configured: a random password, printed once and kept in a 600 file', async () => {
    const dataDir = tempDir();
    const { logger, lines } = recordingLogger();
    const result = await ensureFirstAdmin({ db: database.db, env: {}, dataDir, domain: 'studio.example', logger });
    expect(result.kind).toBe('generated');
    if (result.kind !== 'generated') return;
    expect(result.email).toBe('admin@studio.example');
    expect(result.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const file = path.join(dataDir, INITIAL_PASSWORD_FILE);
    expect(fs.readFileSync(file, 'utf8')).toBe(`email: admin@studio.example\npassword: ${result.password}\n`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(lines.filter((line) => line.msg.includes(result.password))).toHaveLength(1);
    expect(await authenticateAdmin(database.db, 'admin@studio.example', result.password)).toMatchObject({ email: 'admin@studio.example' });

    // Second start: nothing new, nothing printed.
    const again = recordingLogger();
    expect(await ensureFirstAdmin({ db: database.db, env: {}, dataDir, domain: 'studio.example', logger: again.logger })).toEqual({ kind: 'unchanged' });
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
    expect(resolveSessionSecret({ secret: 'x'.repeat(40) }, dataDir)).toBe('x'.repeat(40));
    expect(fs.existsSync(path.join(dataDir, SESSION_SECRET_FILE))).toBe(false);
    const generated = resolveSessionSecret({}, dataDir);
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, SESSION_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret({}, dataDir)).toBe(generated);
  });

  test('SESSION_SECRET_FILE: generated once into the shared file, read by every instance, never half-written', async () => {
    const shared = path.join(tempDir(), 'secrets', 'session-secret');
    // Twelve processes racing to create the same file all end up with one secret.
    const script = `process.stdout.write(require(${JSON.stringify(path.join(ROOT, 'src/server/auth/session-secret.ts'))}).resolveSessionSecret({ file: ${JSON.stringify(shared)} }, '/nonexistent'))`;
    const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
    const secrets = await Promise.all(Array.from({ length: 12 }, () => promisify(execFile)(tsx, ['-e', script]).then((out) => out.stdout)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(shared, 'utf8').trim()).toBe(secrets[0]);
    expect(fs.readdirSync(path.dirname(shared))).toEqual(['session-secret']);
    fs.writeFileSync(shared, 'short\n');
    expect(() => resolveSessionSecret({ file: shared }, '/nonexistent')).toThrow(/fewer than 32 characters/);
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

  test('creates, then resets, an admin in the embedded store', async () => {
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
    } finally {
      await store.stop();
    }
  });

  test('works beside a running server: it reaches the server\'s embedded store, and the new admin can sign in at once', async () => {
    const dataDir = tempDir();
    const server = await startServer({ dataDir, env: { MONGODB_URI: '' } });
    try {
      const created = await run(['--email', 'night-shift@studio.example', '--password', 'made while running'], dataDir);
      expect(created).toMatchObject({ code: 0, stderr: '' });
      expect(created.stdout).toContain('Created admin night-shift@studio.example.');
      const signIn = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'night-shift@studio.example', password: 'made while running' }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 60_000);

  test('rejects a short password and a bad email with a usage line', async () => {
    const result = await run(['--email', 'not-an-email', '--password', 'short'], tempDir());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('a valid email address is required');
    expect(result.stderr).toContain('at least 12 characters');
    expect(result.stderr).toContain('usage: npm run admin:create');
  });
});
