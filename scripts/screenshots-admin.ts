/**
 * Screenshots of the lead desk (/admin) and the account pages (/admin/staff, /admin/settings,
 * /admin/audit) at phone and desktop widths, with a few weeks of sample leads in every stage, a note and
 * a delivered reply, a staff account, pending invitations and an audit log: the figures in docs/admin.md.
 * At 1440 px Settings shows two-factor just turned on, with its recovery codes.
 *   npm run build && npx tsx scripts/screenshots-admin.ts [--out docs/images]
 * Runs the built app in this process on a throwaway embedded store; e-mail goes to a mailer that keeps it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSync } from 'otplib';
import puppeteer, { type Page } from 'puppeteer-core';
import { createInvitation } from '../src/server/accounts/invitations';
import { recordAudit, type AuditEvent } from '../src/server/audit/audit-log';
import { startEmbeddedMongo } from '../src/embedded-mongo';
import { createApp } from '../src/server/app';
import { createOrResetAdmin } from '../src/server/auth/admin-accounts';
import { hashPassword } from '../src/server/auth/passwords';
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
  await seedAccounts(db, now, String(overdue._id));

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
        ['accounts-staff', `${base}/admin/staff`],
        ['accounts-settings', `${base}/admin/settings`],
        ['accounts-audit', `${base}/admin/audit`],
      ] as const) {
        await page.goto(url, { waitUntil: 'networkidle0' });
        await new Promise((resolve) => setTimeout(resolve, 800));
        if (name === 'accounts-settings' && width === 1440) await turnOnTwoFactor(page);
        const file = path.join(OUT, `${name}-${width}.png`);
        if (name === 'admin-inbox') await page.screenshot({ path: file as `${string}.png` });
        else await screenshotWholePage(page, file);
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

/** A staff account, two pending invitations and a day of audit entries. */
async function seedAccounts(db: Awaited<ReturnType<typeof connectDatabase>>, now: number, leadId: string): Promise<void> {
  const staff = 'jonathan.okafor@stratum-fabrication.example';
  await db.models.AdminUser.create({ email: staff, passwordHash: await hashPassword('screenshots only password'), role: 'staff', lastLoginAt: new Date(now - 3 * HOUR) });
  await createInvitation(db, { email: 'priya.raman@stratum-fabrication.example', role: 'staff', invitedBy: ADMIN.email }, now - 5 * HOUR);
  await createInvitation(db, { email: 'workshop@stratum-fabrication.example', role: 'owner', invitedBy: ADMIN.email }, now - 26 * HOUR);
  const events: Array<[number, AuditEvent]> = [
    [30, { actor: ADMIN.email, action: 'sign-in', ip: '203.0.113.24' }],
    [29, { actor: ADMIN.email, action: 'invitation', target: `${staff} (staff)`, ip: '203.0.113.24' }],
    [28, { actor: staff, action: 'invitation-accepted', target: `${staff} (staff)`, ip: '198.51.100.7' }],
    [27, { actor: 'someone@unknown-address.example', action: 'sign-in-failed', target: 'someone@unknown-address.example', ip: '192.0.2.145' }],
    [26, { actor: ADMIN.email, action: 'invitation', target: 'workshop@stratum-fabrication.example (owner)', ip: '203.0.113.24' }],
    [8, { actor: staff, action: 'sign-in', ip: '198.51.100.7' }],
    [7, { actor: staff, action: 'status-change', target: `${leadId}: new → quoting`, ip: '198.51.100.7' }],
    [6, { actor: ADMIN.email, action: 'export', ip: '203.0.113.24' }],
    [5, { actor: ADMIN.email, action: 'invitation', target: 'priya.raman@stratum-fabrication.example (staff)', ip: '203.0.113.24' }],
    [3, { actor: staff, action: 'password-change', target: staff, ip: '198.51.100.7' }],
  ];
  for (const [hoursAgo, event] of events) await recordAudit(db, event, undefined, () => now - hoursAgo * HOUR);
}

/**
 * The whole page, taken with a viewport as tall as the page. Chromium's own full-page capture lays the
 * page out again at another size on the way (viewport units and media queries change mid-capture: small
 * gutters, half-applied narrow-screen rules, blank space under the footer).
 */
async function screenshotWholePage(page: Page, file: string): Promise<void> {
  const viewport = page.viewport()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewport({ ...viewport, height });
  await new Promise((resolve) => setTimeout(resolve, 300));
  await page.screenshot({ path: file as `${string}.png` });
  await page.setViewport(viewport);
}

/** Settings at 1440 px: two-factor set up with a code made here, so the recovery codes show. */
async function turnOnTwoFactor(page: Page): Promise<void> {
  await page.click('#two-factor-heading ~ div button');
  const secret = await (await page.waitForSelector('[data-totp-secret]'))!.evaluate((el) => el.textContent ?? '');
  await page.type('#totp-code', generateSync({ secret, epoch: Math.floor(Date.now() / 1000) }));
  await page.click('form:has(#totp-code) button[type="submit"]');
  await page.waitForSelector('[data-recovery-codes]');
}

function toLead([name, email, message]: readonly [string, string, string]) {
  return { name, email, message };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
