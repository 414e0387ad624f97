// Reads/writes src/content/generated/media-manifest.json (merged, so --only runs keep other keys).
import fs from 'node:fs';
import path from 'node:path';

export interface ImageEntry {
  width: number;
  height: number;
  widths: number[];
  formats: string[];
  color: string;
}
export interface VideoEntry {
  mp4: string;
  webm?: string;
  poster?: string;
  width: number;
  height: number;
  fps: number;
  seconds: number;
  bytes: { mp4: number; webm?: number };
  /** The same video encoded smaller, for narrow screens. */
  small?: { mp4: string; webm?: string; width: number; height: number; bytes: { mp4: number; webm?: number } };
}
export interface Manifest {
  images: Record<string, ImageEntry>;
  videos: Record<string, VideoEntry>;
  partners: Record<string, string>;
}

export const ROOT = path.resolve(__dirname, '..', '..');
export const MANIFEST_PATH = path.join(ROOT, 'src', 'content', 'generated', 'media-manifest.json');

export function readManifest(): Manifest {
  try {
    const m = JSON.parse(fs.readFileSync(MANIFEST_PATH, 'utf8')) as Partial<Manifest>;
    return { images: m.images ?? {}, videos: m.videos ?? {}, partners: m.partners ?? {} };
  } catch {
    return { images: {}, videos: {}, partners: {} };
  }
}

function sortObj<T>(o: Record<string, T>, order?: string[]): Record<string, T> {
  const keys = Object.keys(o);
  if (order) keys.sort((a, b) => (order.indexOf(a) + 1 || 1e9) - (order.indexOf(b) + 1 || 1e9) || a.localeCompare(b));
  else keys.sort();
  return Object.fromEntries(keys.map((k) => [k, o[k] as T]));
}

export function writeManifest(m: Manifest, imageOrder: string[], videoOrder: string[]): void {
  fs.mkdirSync(path.dirname(MANIFEST_PATH), { recursive: true });
  const out: Manifest = { images: sortObj(m.images, imageOrder), videos: sortObj(m.videos, videoOrder), partners: sortObj(m.partners) };
  fs.writeFileSync(MANIFEST_PATH, JSON.stringify(out, null, 2) + '\n');
}
