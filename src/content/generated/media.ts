import manifest from './media-manifest.json';

/**
 * Typed access to the generated media manifest (written by `npm run media`). Pure and free of
 * Node imports: the browser bundle uses it too. An unknown key throws, so a missing image fails
 * the render and its tests instead of shipping a broken <img>.
 */
export type ImageFormat = 'avif' | 'webp' | 'jpg' | 'png';

export interface ImageInfo {
  width: number;
  height: number;
  widths: number[];
  formats: string[];
  color: string;
}

const images: Record<string, ImageInfo> = manifest.images;

export function imageInfo(key: string): ImageInfo {
  const info = Object.prototype.hasOwnProperty.call(images, key) ? images[key] : undefined;
  if (!info) throw new Error(`Unknown image "${key}": run \`npm run media\` or fix the key`);
  return info;
}

/** '/media/img/{key}-{width}.{ext}'; the largest width when none is given. */
export function imageSrc(key: string, width?: number, format: ImageFormat = 'jpg'): string {
  const info = imageInfo(key);
  return `/media/img/${key}-${width ?? info.widths[info.widths.length - 1]}.${format}`;
}

export function imageSrcSet(key: string, format: ImageFormat): string {
  return imageInfo(key)
    .widths.map((width) => `${imageSrc(key, width, format)} ${width}w`)
    .join(', ');
}
