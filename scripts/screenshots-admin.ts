/**
 * Screenshots of the lead desk (/admin) at phone and desktop widths, with a few weeks of sample leads
 * in every stage, a note and a delivered reply: the figures in docs/admin.md.
 *   npm run build && npx tsx scripts/screenshots-admin.ts [--out docs/images]
 * Runs the built app in this process on a throwaway embedded store; e-mail goes to a mailer that keeps it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { startEmbeddedMongo } from '../src/embedded-mongo';
import { createApp } from '../src/server/app';
import { createOrResetAdmin } from '../src/server/auth/admin-accounts';
import { connectDatabase } from '../src/server/db/database';
import { parseEnv } from '../src/server/env';
import { addNote } from '../src/server/leads/notes';
import { addReply } from '../src/server/leads/replies';
import { createLogger } from '../src/server/logger';
import { startOutboxWorker } from '../src/server/outbox/start-outbox';
import { loadAssetManifest } from '../src/server/render/asset-manifest';

const args = process.argv.slice(2);
const OUT = args.includes('--out') ? args[args.indexOf('--out') + 1]! : '/tmp/shots';
const ROOT = path.resolve(__dirname, '..');
const ADMIN = { email: 'maria@stratum-fabrication.example', password: 'screenshots only password' };
const HOUR = 3_600_000;
// Fixed: PUBLIC_URL must name the origin the browser posts from (the same-origin check).
const PORT = 3952;

const NAMES = [
  ['Grace Hopper', 'grace@harbour-museum.example', 'A printed bench for the harbour museum.\nTwo metres, recycled PETG. Drawings attached.'],
  ['Alan Turing', 'alan@bletchley.example', 'Planters for a courtyard, eight of them, in a dark grey.'],
  ['Ada Lovelace', 'ada@analytical.example', 'Could you print a 6 m facade panel for a hotel lobby?'],
  ['Hedy Lamarr', 'hedy@studio.example', 'Themed rockwork for a restaurant, about 40 m².'],
  ['Katherine Johnson', 'kj@orbit.example', 'A reception desk, curved, with integrated lighting.'],
  ['Nikola Tesla', 'nikola@coil.example', 'Large lamp shades for a lounge, twelve pieces.'],
] as const;
/** Where older leads stand now: every one of them has been answered. */
const STATUSES = ['replied', 'quoting', 'won', 'lost', 'won', 'quoting'] as const;

async function main() {
  mkdirSync(OUT, { recursive: true });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stratum-shots-'));
  const embedded = await startEmbeddedMongo({ dbPath: dir, logger: () => undefined });
  const db = await connectDatabase(embedded.uri, 'shots');
  await createOrResetAdmin(db, ADMIN);
  const now = Date.now();
  // Twelve weeks of enquiries, older ones further along the pipeline.
  let n = 0;
  for (let week = 11; week >= 0; week--) {
    for (let i = 0; i < 2 + ((week * 7) % 4); i++) {
      const [name, email, message] = NAMES[n++ % NAMES.length]!;
      const age = week * 7 * 24 * HOUR + i * 19 * HOUR + 5 * HOUR;
      const status = week === 0 ? 'new' : STATUSES[(week + i) % STATUSES.length]!;
      await db.models.ContactSubmission.create({
        name,
        email,
        message,
        created_at: new Date(now - age),
        read: week > 0,
        status,
        ...(status === 'new' ? {} : { first_reply_at: new Date(now - age + (3 + ((week + i) % 9)) * HOUR) }),
      });
    }
  }
  const overdue = await db.models.ContactSubmission.create({ ...toLead(NAMES[3]), created_at: new Date(now - 27 * HOUR) });
  await db.models.ContactSubmission.create({ ...toLead(NAMES[4]), created_at: new Date(now - 21 * HOUR) });
  const open = await db.models.ContactSubmission.create({ ...toLead(NAMES[0]), created_at: new Date(now - 6 * HOUR), phone_number: '+1 (407) 555-0199' });
  await addNote(db, String(open._id), { text: 'Called her: the bench is for the entrance hall, budget agreed in principle.', author: ADMIN.email, at: new Date(now - 2 * HOUR) });
  await addReply(db, String(open._id), { body: 'Thank you, Grace. Could you send the floor plan so we can check the access route?', author: ADMIN.email, at: new Date(now - HOUR) });

  const env = parseEnv({ LOG_LEVEL: 'silent', PUBLIC_URL: `http://127.0.0.1:${PORT}`, OUTBOX_POLL_MS: '100' });
  const logger = createLogger('silent');
  const mailer = { studioAddress: 'studio@stratum-fabrication.example', send: async () => undefined, close: () => undefined };
  const worker = startOutboxWorker({ db, env, logger, mailer });
  const app = createApp({
    env,
    db,
    logger,
    mailer,
    manifest: loadAssetManifest(path.join(ROOT, 'dist')),
    clientDir: path.join(ROOT, 'dist', 'client'),
    publicDir: path.join(ROOT, 'public'),
    sessionSecret: 'x'.repeat(40),
  });
  const server = app.listen(PORT, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${PORT}`;
  await new Promise((resolve) => setTimeout(resolve, 600));

  const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'] });
  try {
    for (const width of [390, 1440]) {
      const page = await browser.newPage();
      await page.setViewport({ width, height: width < 900 ? 1400 : 1100 });
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
      // Signed in already (the pages share the browser's cookies): /login went on to /admin.
      if (new URL(page.url()).pathname === '/login') {
        await page.type('input[name="email"]', ADMIN.email);
        await page.type('input[name="password"]', ADMIN.password);
        await Promise.all([page.waitForNavigation(), page.click('form[action="/api/auth/login"] button[type="submit"]')]);
      }
      for (const [name, url] of [
        ['admin-inbox', `${base}/admin?sort=waiting`],
        ['admin-lead', `${base}/admin?id=${open._id}`],
      ] as const) {
        await page.goto(url, { waitUntil: 'networkidle0' });
        await new Promise((resolve) => setTimeout(resolve, 800));
        const file = path.join(OUT, `${name}-${width}.png`);
        await page.screenshot({ path: file as `${string}.png`, fullPage: name === 'admin-lead' });
        console.log(file);
      }
      await page.close();
    }
    console.log(`overdue lead: ${overdue._id}`);
  } finally {
    await browser.close();
    server.close();
    await worker.stop(100);
    await db.close();
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function toLead([name, email, message]: readonly [string, string, string]) {
  return { name, email, message };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
