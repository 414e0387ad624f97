// Typed accessors for the generated media manifest (written by `npm run media`).
// Pure and browser-safe: no Node imports. Unknown keys throw so missing images fail tests.
// The whole manifest is for the server and for the browser's image catalog, which a page loads only
// for a client-side navigation (components/media/image-entries.ts). Read key by key, not as one default
// export: a bundle keeps only the parts it reads (esbuild drops unused top-level JSON keys), so the
// catalog does not carry the videos and partners (issue 23).
import type { ImageInfo } from './image-variants';
import * as manifest from './media-manifest.json';

export type { ImageFormat, ImageInfo } from './image-variants';

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

export function hasImage(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(images, key);
}

export function imageInfo(key: string): ImageInfo {
  const info = images[key];
  if (!info) throw new Error(`Unknown media image key '${key}' (not in src/content/generated/media-manifest.json; run npm run media)`);
  return info;
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
