/**
 * Does uploading 20 MB keep the server's memory flat? Starts the embedded store in its own process (it
 * keeps its data in memory, so in the app's process it would grow by every stored file) and the built
 * site on it (production mode, the Dockerfile's 256 MB heap cap), then posts contact messages carrying
 * 20 MB of files (four 5 MB STL models, just under the limit), one at a time and then three at once,
 * printing the app's resident memory (RSS) before, after every round and at the end, and the store's.
 *   npx tsx scripts/bench-upload.ts [--rounds 10]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite, startStore } from './bench/processes';
import { rssMiB } from './bench/proc-cpu';

const args = process.argv.slice(2);
const ROUNDS = args.includes('--rounds') ? Number(args[args.indexOf('--rounds') + 1]) : 10;
const PORT = 3947;
const base = `http://127.0.0.1:${PORT}`;
const FILE_BYTES = 5 * 1024 * 1024 - 16 * 1024;

function binaryStl(bytes: number, seed: number): Buffer {
  const triangles = Math.floor((bytes - 84) / 50);
  const out = Buffer.alloc(84 + 50 * triangles);
  out.writeUInt32LE(triangles, 80);
  // Varied bytes, as a real mesh has, so nothing along the way can shortcut on zeros.
  for (let at = 84; at + 4 <= out.length; at += 4) out.writeFloatLE(((at * 2654435761 + seed) % 10_000) / 7, at);
  return out;
}

const files = Array.from({ length: 4 }, (_, index) => binaryStl(FILE_BYTES, index));
const totalMiB = files.reduce((sum, file) => sum + file.length, 0) / 1024 / 1024;

async function upload(round: number): Promise<number> {
  const form = new FormData();
  form.append('name', 'Bench Mark');
  form.append('email', 'bench@example.com');
  form.append('message', `Upload round ${round}: four models attached.`);
  files.forEach((file, index) => form.append('attachments', new Blob([new Uint8Array(file)]), `part-${index}.stl`));
  const res = await fetch(`${base}/api/contact`, { method: 'POST', body: form, headers: { accept: 'application/json' } });
  await res.arrayBuffer();
  return res.status;
}

async function main() {
  const dbPath = mkdtempSync(path.join(os.tmpdir(), 'bench-upload-db-'));
  const store = await startStore(dbPath);
  const stopStore = async () => {
    const exited = new Promise((resolve) => store.child.once('exit', resolve));
    store.child.kill();
    await exited;
    rmSync(dbPath, { recursive: true, force: true });
  };
  // Production mode on a real MongoDB URI needs a session secret.
  const site = await startSite(PORT, { MONGODB_URI: `${store.uri}stratum`, SESSION_SECRET: 'bench-upload-session-secret-0123456789abcdef', CONTACT_RATE_PER_MINUTE: '10000', CONTACT_RATE_PER_DAY: '10000' }).catch(
    async (error: unknown) => {
      await stopStore();
      throw error;
    },
  );
  const pid = site.pid!;
  const rss = () => rssMiB(pid).toFixed(0);
  try {
    // Warm-up: a few pages and a small message, so first-use allocations are not counted as growth.
    for (let i = 0; i < 20; i++) await (await fetch(`${base}/contact`)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rssMiB(pid);
    console.log(`each upload: 4 files, ${totalMiB.toFixed(2)} MiB; server RSS before: ${before.toFixed(0)} MiB`);
    console.log('| round | uploads | statuses | seconds | RSS after (MiB) |\n|---|---|---|---|---|');
    let max = before;
    for (let round = 1; round <= ROUNDS; round++) {
      const concurrent = round > ROUNDS / 2 ? 3 : 1;
      const started = Date.now();
      const statuses = await Promise.all(Array.from({ length: concurrent }, (_, i) => upload(round * 10 + i)));
      const now = rssMiB(pid);
      max = Math.max(max, now);
      console.log(`| ${round} | ${concurrent} at once | ${statuses.join(' ')} | ${((Date.now() - started) / 1000).toFixed(1)} | ${now.toFixed(0)} |`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    console.log(`app RSS before ${before.toFixed(0)} MiB, max ${max.toFixed(0)} MiB, after 2 s idle ${rss()} MiB; store RSS ${rssMiB(store.child.pid!).toFixed(0)} MiB`);
  } finally {
    site.kill();
    await stopStore();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
