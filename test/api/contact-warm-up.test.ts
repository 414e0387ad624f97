import path from 'node:path';
import { createApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/app-deps';
import { warmUpContactPath } from '../../src/server/contact/contact-warm-up';
import type { Database } from '../../src/server/db/database';
import { parseEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { mailerFromEnv } from '../../src/server/mail/mailer';
import { loadAssetManifest } from '../../src/server/render/asset-manifest';
import { ROOT } from '../helpers/test-app';
import { useTestDatabase } from '../helpers/test-db';

const database = useTestDatabase();

function deps(): AppDeps & { db: Database } {
  // E-mail and the webhook on, with the real limits: each warm-up message gets its jobs, as a real one would.
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SMTP_URL: 'smtp://127.0.0.1:9',
    NOTIFY_EMAIL: 'studio@example.com',
    AUTO_REPLY: 'on',
    WEBHOOK_URL: 'http://127.0.0.1:9/hook',
    WEBHOOK_SECRET: 'a webhook secret of some length',
  });
  return {
    env,
    db: database.db,
    manifest: loadAssetManifest(path.join(ROOT, 'dist')),
    clientDir: path.join(ROOT, 'dist', 'client'),
    publicDir: path.join(ROOT, 'public'),
    logger: createLogger('silent'),
    mailer: mailerFromEnv(env),
    wakeOutbox: () => {
      throw new Error('the warm-up must not wake the real outbox');
    },
  };
}

test('every warm-up post is accepted, and nothing is left in the real database or anywhere else', async () => {
  const databasesBefore = (await database.db.native.admin().listDatabases()).databases.map((d) => d.name).sort();
  // A budget no loaded machine runs out of: what is checked here is what the posts leave behind.
  const result = await warmUpContactPath(deps(), createApp, 60, 50_000);
  expect(result).toMatchObject({ posts: 60, accepted: 60 });
  expect(result.ms).toBeGreaterThan(0);
  // No message, no limit counted, no e-mail or webhook job where the real worker looks.
  for (const collection of ['contact_submissions', 'rate_limits', 'outbox_jobs']) {
    expect(await database.db.native.collection(collection).countDocuments({})).toBe(0);
  }
  // The throwaway database is gone again.
  const databasesAfter = (await database.db.native.admin().listDatabases()).databases.map((d) => d.name).sort();
  expect(databasesAfter).toEqual(databasesBefore);
  // The real connection still works after it (the throwaway shared its client).
  await database.db.models.ContactSubmission.create({ name: 'Ada', email: 'ada@example.com', message: 'After the warm-up.' });
  expect(await database.db.models.ContactSubmission.countDocuments({})).toBe(1);
}, 60_000);

test('the throwaway database has the real one’s indexes, so the warm-up maintains the indexes real posts will', async () => {
  const names = (db: Database, collection: string) =>
    db.native
      .collection(collection)
      .indexes()
      .then((indexes) => indexes.map((index) => String(index.name)).sort());
  let seen: Promise<string[][]> | undefined;
  await warmUpContactPath(
    deps(),
    (appDeps) => {
      // Asked before the first post, while the throwaway database exists.
      seen = Promise.all(['contact_submissions', 'rate_limits', 'outbox_jobs'].map((collection) => names(appDeps.db!, collection)));
      return createApp(appDeps);
    },
    5,
    50_000,
  );
  const real = await Promise.all(['contact_submissions', 'rate_limits', 'outbox_jobs'].map((collection) => names(database.db, collection)));
  expect(real.every((list) => list.length > 1)).toBe(true);
  expect(await seen).toEqual(real);
}, 60_000);
