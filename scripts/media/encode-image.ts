// Downscales a supersampled render and writes AVIF/WebP/JPEG (or PNG) variants within budget.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

/** Byte ceilings for the 1600 px variant; other widths scale by area, up to 2.5x (avif 150 KB, webp 300 KB, jpg 475 KB at 2880 px). */
export const BUDGET_1600 = { avif: 60_000, webp: 120_000, jpg: 190_000, png: 1_500_000 } as const;
export const HARD_LIMIT_1600 = 200_000;
const MAX_BUDGET_SCALE = 2.5;

type Fmt = keyof typeof BUDGET_1600;

async function encode(img: Sharp, fmt: Fmt, q: number): Promise<Buffer> {
  switch (fmt) {
    case 'avif':
      return img.clone().avif({ quality: q, effort: 2, chromaSubsampling: '4:2:0' }).toBuffer();
    case 'webp':
      return img.clone().webp({ quality: q, effort: 5, smartSubsample: true }).toBuffer();
    case 'jpg':
      return img.clone().jpeg({ quality: q, mozjpeg: true, progressive: true }).toBuffer();
    case 'png':
      return img.clone().png({ compressionLevel: 9, palette: false }).toBuffer();
  }
}

const START_Q: Record<Fmt, number> = { avif: 55, webp: 80, jpg: 82, png: 100 };

export async function writeVariants(
  src: Buffer,
  outBase: string, // e.g. public/media/img/home/hero
  width: number,
  height: number,
  widths: number[],
  formats: Fmt[],
): Promise<{ color: string; bytes: Record<string, number> }> {
  await fs.mkdir(path.dirname(outBase), { recursive: true });
  const bytes: Record<string, number> = {};
  for (const w of widths) {
    const h = Math.round((w * height) / width);
    // Lanczos downscale of the supersampled frame is the anti-aliasing step for layer lines.
    const raw = await sharp(src).resize(w, h, { kernel: 'lanczos3', fit: 'cover' }).toColourspace('srgb').png().toBuffer();
    const img = sharp(raw);
    const scale = (w * h) / (1600 * 1000);
    for (const fmt of formats) {
      const budget = BUDGET_1600[fmt] * Math.min(Math.max(scale, 0.15), MAX_BUDGET_SCALE);
      let q = START_Q[fmt];
      let buf = await encode(img, fmt, q);
      while (fmt !== 'png' && buf.length > budget && q > 30) {
        q -= 6;
        buf = await encode(img, fmt, q);
      }
      const file = `${outBase}-${w}.${fmt}`;
      await fs.writeFile(file, buf);
      bytes[`${w}.${fmt}`] = buf.length;
    }
  }
  const { data } = await sharp(src).resize(1, 1, { kernel: 'cubic' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const color = '#' + [data[0]!, data[1]!, data[2]!].map((c) => c.toString(16).padStart(2, '0')).join('');
  return { color, bytes };
}
