import { altFor } from '../../../content/image-alts';
import { imageInfo } from '../../../content/generated/media';
import type { ImageEntry } from './image-entries';

/**
 * Every image's entry: its files (the generated manifest) and its alternative text. The server renders
 * from it; the browser loads it only for a client-side navigation, as the first page's entries come
 * with its HTML (image-entries.ts).
 */
export function catalogEntry(key: string): ImageEntry {
  return { ...imageInfo(key), alt: altFor(key) };
}
