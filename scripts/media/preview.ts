// Dev helper (not part of npm run media): fast low-res previews of catalog keys into /tmp/prev,
// plus a contact sheet. Usage: npx tsx scripts/media/preview.ts [prefix ...] [--w=640] [--ss=1] [--ao]
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { SceneHost } from './browser';
import { imageJobs } from './catalog';
import { hashString } from './scene/rng';

(async () => {
  const args = process.argv.slice(2);
  const prefixes = args.filter((a) => !a.startsWith('--'));
  const w = Number(args.find((a) => a.startsWith('--w='))?.slice(4) ?? 560);
  const ss = Number(args.find((a) => a.startsWith('--ss='))?.slice(5) ?? 1);
  const ao = args.includes('--ao');
  fs.mkdirSync('/tmp/prev', { recursive: true });
  const h = new SceneHost();
  await h.start();
  const files: string[] = [];
  for (const j of imageJobs().filter((j) => prefixes.length === 0 || prefixes.some((p) => j.key.startsWith(p)))) {
    const t0 = Date.now();
    const hh = Math.round((w * j.height) / j.width);
    const png = await h.still({ key: j.key, recipe: j.recipe, view: j.view, params: j.params, seed: hashString(j.key), width: w, height: hh, ss, ao: ao ? undefined : 0 });
    const f = `/tmp/prev/${j.key.replace(/\//g, '_')}.jpg`;
    await sharp(png).resize(w, hh).jpeg({ quality: 85 }).toFile(f);
    files.push(f);
    console.log(j.key, Date.now() - t0, 'ms');
  }
  await h.stop();
  execFileSync('montage', [...files, '-tile', '4x', '-geometry', '+3+3', '-pointsize', '14', '/tmp/prev/sheet.jpg']);
})();
