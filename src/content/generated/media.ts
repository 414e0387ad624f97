// Typed accessors for the generated media manifest (written by `npm run media`).
// Pure and browser-safe: no Node imports. Unknown keys throw so missing images fail tests.
// Read key by key, not as one default export: the browser bundle keeps only the parts it reads (esbuild
// drops unused top-level JSON keys), so pages showing images do not carry the videos and partners (issue 23).
import * as manifest from './media-manifest.json';

export type ImageFormat = 'avif' | 'webp' | 'jpg' | 'png';

export interface ImageInfo {
  width: number;
  height: number;
  widths: number[];
  formats: ImageFormat[];
  /** Dominant colour, used as the blur-up placeholder background. */
  color: string;
}

export interface VideoInfo {
  mp4: string;
  webm?: string;
  /** Image key of the poster still (same framing as the first frame). */
  poster?: string;
  width: number;
  height: number;
  fps: number;
  seconds: number;
  bytes: { mp4: number; webm?: number };
  /** The same video encoded smaller, for narrow screens. */
  small?: { mp4: string; webm?: string; width: number; height: number; bytes: { mp4: number; webm?: number } };
}

export interface MediaManifest {
  images: Record<string, ImageInfo>;
  videos: Record<string, VideoInfo>;
  partners: Record<string, string>;
}

const images = manifest.images as Record<string, ImageInfo>;
const videos = manifest.videos as Record<string, VideoInfo>;
const partners: Record<string, string> = manifest.partners;

export const mediaManifest: MediaManifest = { images, videos, partners };

export const IMAGE_BASE = '/media/img';

export function hasImage(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(images, key);
}

export function imageInfo(key: string): ImageInfo {
  const info = images[key];
  if (!info) throw new Error(`Unknown media image key '${key}' (not in src/content/generated/media-manifest.json; run npm run media)`);
  return info;
}

function pickFormat(info: ImageInfo, format: ImageFormat | undefined, key: string): ImageFormat {
  const f = format ?? (info.formats.includes('jpg') ? 'jpg' : info.formats[0]!);
  if (!info.formats.includes(f)) throw new Error(`Media image '${key}' has no ${f} variant (has ${info.formats.join(', ')})`);
  return f;
}

/** Path of one variant: the smallest generated width >= `width` (default: the largest). */
export function imageSrc(key: string, width?: number, format?: ImageFormat): string {
  const info = imageInfo(key);
  const ws = [...info.widths].sort((a, b) => a - b);
  const w = width === undefined ? ws[ws.length - 1]! : (ws.find((x) => x >= width) ?? ws[ws.length - 1]!);
  return `${IMAGE_BASE}/${key}-${w}.${pickFormat(info, format, key)}`;
}

/**
 * Widths above this are retina variants of full-bleed images, offered only from the desktop
 * breakpoint (see <Picture>), so phones never fetch more than they did before those existed.
 */
export const PHONE_MAX_WIDTH = 1600;

/** `srcset` value for one format, e.g. "/media/img/home/hero-480.avif 480w, ..."; `maxWidth` leaves out wider variants. */
export function imageSrcSet(key: string, format?: ImageFormat, maxWidth = Infinity): string {
  const info = imageInfo(key);
  const f = pickFormat(info, format, key);
  return [...info.widths]
    .filter((w) => w <= maxWidth)
    .sort((a, b) => a - b)
    .map((w) => `${IMAGE_BASE}/${key}-${w}.${f} ${w}w`)
    .join(', ');
}

/** Height / width of the image, for aspect-ratio boxes. */
export function imageAspect(key: string): number {
  const info = imageInfo(key);
  return info.height / info.width;
}

export function videoInfo(name: string): VideoInfo {
  const v = videos[name];
  if (!v) throw new Error(`Unknown media video '${name}' (not in media-manifest.json)`);
  return v;
}

export function partnerLogo(id: string): string {
  const p = partners[id];
  if (!p) throw new Error(`Unknown partner logo '${id}'`);
  return p;
}

export function imageKeys(): string[] {
  return Object.keys(images);
}
