import type { Express } from 'express';
import { ATTACHMENTS_BUCKET } from '../../src/server/attachments/attachment-store';
import type { Database } from '../../src/server/db/database';
import { databaseWithAdmin, signIn } from './admin-auth';
import { testApp } from './test-app';

/**
 * An app on a test database with a signed-in admin, for the attachment suites: every test starts with
 * no messages, no stored files (GridFS files and chunks) and no counted limits. `env` sets the limits.
 */
export function attachmentSuite(env: NodeJS.ProcessEnv): { readonly db: Database; readonly app: Express; readonly cookie: string } {
  const database = databaseWithAdmin();
  let app: Express | undefined;
  let cookie = '';
  beforeAll(async () => {
    app = testApp({ db: database.db }, env);
    cookie = await signIn(app);
  }, 30_000);
  beforeEach(async () => {
    const { db } = database;
    await db.models.ContactSubmission.deleteMany({});
    await db.native.collection(`${ATTACHMENTS_BUCKET}.files`).deleteMany({});
    await db.native.collection(`${ATTACHMENTS_BUCKET}.chunks`).deleteMany({});
  });
  return {
    get db() {
      return database.db;
    },
    get app() {
      if (!app) throw new Error('the app is made in beforeAll');
      return app;
    },
    get cookie() {
      return cookie;
    },
  };
}
