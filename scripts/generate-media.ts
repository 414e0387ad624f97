// npm run media [-- --force] [-- --only=prefix[,prefix]] [-- --images|--videos] [-- --ss=1.5]
// Renders every still and video the site uses (see scripts/media/README.md). Incremental: keys
// whose files already exist are skipped unless --force.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SceneHost } from './media/browser';
import { imageJobs, videoJobs, type ImageJob, type VideoJob } from './media/catalog';
import { writeVariants } from './media/encode-image';
import { encodeFrames, fileSize } from './media/encode-video';
import { MANIFEST_PATH, ROOT, readManifest, writeManifest, type Manifest } from './media/manifest';
import { composeOg } from './media/og';
import { writePartners } from './media/partners';
import { hashString } from './media/scene/rng';

const args = process.argv.slice(2);
const flag = (n: string): boolean => args.includes(`--${n}`);
const opt = (n: string): string | undefined => args.find((a) => a.startsWith(`--${n}=`))?.split('=')[1];
const FORCE = flag('force');
const ONLY = opt('only')?.split(',').filter(Boolean) ?? [];
const SS = Number(opt('ss') ?? 1.5); // supersampling for stills
const DO_IMAGES = !flag('videos');
const DO_VIDEOS = !flag('images');

const PUB = path.join(ROOT, 'public', 'media');
const IMG = path.join(PUB, 'img');
const VID = path.join(PUB, 'video');

const selected = (key: string): boolean => ONLY.length === 0 || ONLY.some((p) => key.startsWith(p) || `video/${key}`.startsWith(p));

function imageDone(j: ImageJob, m: Manifest): boolean {
  if (!m.images[j.key]) return false;
  return j.widths.every((w) => j.formats.every((f) => fs.existsSync(path.join(IMG, `${j.key}-${w}.${f}`))));
}

const fmtS = (ms: number): string => `${(ms / 1000).toFixed(1)}s`;

async function renderImages(host: SceneHost, m: Manifest, jobs: ImageJob[]): Promise<void> {
  const todo = jobs.filter((j) => selected(j.key) && (FORCE || !imageDone(j, m)));
  console.log(`images: ${todo.length} to render (${jobs.length - todo.length} up to date or filtered)`);
  const t0 = Date.now();
  for (const [i, j] of todo.entries()) {
    const t = Date.now();
    const isOg = j.key === 'og/default';
    const ss = isOg ? 2 : (j.ss ?? SS);
    const png = await host.still({ key: j.key, recipe: j.recipe, view: j.view, params: j.params, seed: hashString(j.key), width: j.width, height: j.height, ss, ao: j.ao });
    const src = isOg ? await composeOg(host, await sharp(png).resize(j.width, j.height, { kernel: 'lanczos3' }).png().toBuffer(), ROOT) : png;
    const { color, bytes } = await writeVariants(src, path.join(IMG, j.key), j.width, j.height, j.widths, j.formats);
    m.images[j.key] = { width: j.width, height: j.height, widths: j.widths, formats: j.formats, color };
    writeManifest(m, jobs.map((x) => x.key), videoJobs().map((x) => x.name));
    const big = Math.max(...j.widths);
    const sizes = j.formats.map((f) => `${f} ${((bytes[`${big}.${f}`] ?? 0) / 1024).toFixed(0)}K`).join(' ');
    const el = Date.now() - t0;
    const eta = (el / (i + 1)) * (todo.length - i - 1);
    console.log(`[${i + 1}/${todo.length}] ${j.key} ${fmtS(Date.now() - t)} | ${big}px ${sizes} | eta ${fmtS(eta)}`);
  }
}

/** Encodes the frame sequence as `{base}.mp4` (and `.webm`), raising crf until both fit the job's budget. */
async function encodeWithinBudget(dir: string, j: VideoJob, base: string, width: number, height: number) {
  const mp4 = path.join(VID, `${base}.mp4`);
  const webm = j.webm ? path.join(VID, `${base}.webm`) : undefined;
  let crf = j.seek ? 26 : 28;
  for (;;) {
    await encodeFrames(dir, mp4, { fps: j.fps, width, height, seek: j.seek, crf }, webm);
    const a = await fileSize(mp4);
    const b = webm ? await fileSize(webm) : 0;
    if ((a <= j.maxBytes && b <= j.maxBytes) || crf >= 40) break;
    crf += 3;
    console.log(`  ${base}: over budget (${a} / ${b} bytes), crf -> ${crf}`);
  }
  return {
    mp4: `/media/video/${base}.mp4`,
    ...(webm ? { webm: `/media/video/${base}.webm` } : {}),
    width,
    height,
    bytes: { mp4: await fileSize(mp4), ...(webm ? { webm: await fileSize(webm) } : {}) },
  };
}

async function renderVideo(host: SceneHost, m: Manifest, j: VideoJob): Promise<void> {
  const mp4 = path.join(VID, `${j.name}.mp4`);
  const webm = j.webm ? path.join(VID, `${j.name}.webm`) : undefined;
  if (!FORCE && m.videos[j.name] && fs.existsSync(mp4) && (!webm || fs.existsSync(webm))) {
    console.log(`video ${j.name}: up to date`);
    return;
  }
  const frames = Math.round(j.fps * j.seconds);
  const dir = path.join(os.tmpdir(), 'stratum-media-frames', j.name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  await host.videoSetup({ name: j.name, recipe: j.recipe, view: j.view, params: j.params, seed: hashString(j.name), width: j.width, height: j.height, ss: j.ss });
  const t0 = Date.now();
  for (let f = 0; f < frames; f++) {
    // looping videos never repeat their first frame at the end; scrubbed ones end on t=1
    const t = j.seek ? (frames > 1 ? f / (frames - 1) : 0) : f / frames;
    const png = await host.videoFrame(t);
    await sharp(png).resize(j.width, j.height, { kernel: 'lanczos3' }).png({ compressionLevel: 1 }).toFile(path.join(dir, `f${String(f).padStart(4, '0')}.png`));
    if (f % 24 === 0 || f === frames - 1) {
      const el = Date.now() - t0;
      console.log(`  video ${j.name}: frame ${f + 1}/${frames} ${fmtS(el / (f + 1))}/frame, eta ${fmtS((el / (f + 1)) * (frames - f - 1))}`);
    }
  }
  fs.mkdirSync(VID, { recursive: true });
  const full = await encodeWithinBudget(dir, j, j.name, j.width, j.height);
  const small = j.small ? await encodeWithinBudget(dir, j, `${j.name}-${j.small.height}`, j.small.width, j.small.height) : undefined;
  m.videos[j.name] = {
    ...full,
    ...(j.poster ? { poster: j.poster } : {}),
    fps: j.fps,
    seconds: j.seconds,
    ...(small ? { small } : {}),
  };
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`video ${j.name}: ${fmtS(Date.now() - t0)}, mp4 ${(m.videos[j.name]!.bytes.mp4 / 1024).toFixed(0)}K${webm ? `, webm ${((m.videos[j.name]!.bytes.webm ?? 0) / 1024).toFixed(0)}K` : ''}`);
}

async function main(): Promise<void> {
  const start = Date.now();
  const m = readManifest();
  m.partners = await writePartners(path.join(PUB, 'partners'));
  const jobs = imageJobs();
  const vjobs = videoJobs();
  // Drop manifest keys that are no longer generated.
  for (const k of Object.keys(m.images)) if (!jobs.some((j) => j.key === k)) delete m.images[k];
  writeManifest(m, jobs.map((x) => x.key), vjobs.map((x) => x.name));
  const host = new SceneHost();
  await host.start();
  try {
    if (DO_IMAGES) await renderImages(host, m, jobs);
    if (DO_VIDEOS) for (const j of vjobs) if (selected(j.name)) await renderVideo(host, m, j);
  } finally {
    await host.stop();
  }
  writeManifest(m, jobs.map((x) => x.key), vjobs.map((x) => x.name));
  console.log(`done in ${fmtS(Date.now() - start)}; manifest ${path.relative(ROOT, MANIFEST_PATH)}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
