// The files `npm run media` writes for one image, from its manifest entry: pure and JSON-free, so the
// browser bundle carries only the entries of the images a page shows (see components/media/image-entries.ts).

export type ImageFormat = 'avif' | 'webp' | 'jpg' | 'png';

export interface ImageInfo {
  width: number;
  height: number;
  widths: number[];
  formats: ImageFormat[];
  /** Dominant colour, used as the blur-up placeholder background. */
  color: string;
}

export const IMAGE_BASE = '/media/img';

/**
 * Widths above this are retina variants of full-bleed images, offered only from the desktop
 * breakpoint (see <Picture>), so phones never fetch more than they did before those existed.
 */
export const PHONE_MAX_WIDTH = 1600;

function pickFormat(key: string, info: ImageInfo, format: ImageFormat | undefined): ImageFormat {
  const f = format ?? (info.formats.includes('jpg') ? 'jpg' : info.formats[0]!);
  if (!info.formats.includes(f)) throw new Error(`Media image '${key}' has no ${f} variant (has ${info.formats.join(', ')})`);
  return f;
}

/** Path of one variant: the smallest generated width >= `width` (default: the largest). */
export function variantSrc(key: string, info: ImageInfo, width?: number, format?: ImageFormat): string {
  const ws = [...info.widths].sort((a, b) => a - b);
  const w = width === undefined ? ws[ws.length - 1]! : (ws.find((x) => x >= width) ?? ws[ws.length - 1]!);
  return `${IMAGE_BASE}/${key}-${w}.${pickFormat(key, info, format)}`;
}

/** `srcset` value for one format, e.g. "/media/img/home/hero-480.avif 480w, ..."; `maxWidth` leaves out wider variants. */
export function variantSrcSet(key: string, info: ImageInfo, format?: ImageFormat, maxWidth = Infinity): string {
  const f = pickFormat(key, info, format);
  return [...info.widths]
    .filter((w) => w <= maxWidth)
    .sort((a, b) => a - b)
    .map((w) => `${IMAGE_BASE}/${key}-${w}.${f} ${w}w`)
    .join(', ');
}
