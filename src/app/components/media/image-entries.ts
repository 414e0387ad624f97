import { createContext, use, useContext } from 'react';
import type { ImageInfo } from '../../../content/generated/image-variants';

/** What a <Picture> needs to know about an image: its generated files and its alternative text. */
export type ImageEntry = ImageInfo & { alt: string };
export type ImageEntries = Record<string, ImageEntry>;
type ReadEntry = (key: string) => ImageEntry;

/**
 * During a server render: reads the whole catalog and notes every image the page rendered, which the
 * server sends with the page (PageData.images) for the browser's hydration. Null in the browser.
 */
export const ServerImageEntriesContext = createContext<ReadEntry | null>(null);

/** A reader of the catalog that collects the entries it returned into `used`. */
export function recordingReader(read: ReadEntry): { read: ReadEntry; used: ImageEntries } {
  const used: ImageEntries = {};
  return { used, read: (key) => (used[key] ??= read(key)) };
}

// In the browser: the entries the server sent with the first page, and the catalog once loaded.
const sent = new Map<string, ImageEntry>();
let catalog: ReadEntry | undefined;
let catalogLoad: Promise<ReadEntry> | undefined;

/** The entries of the images the server rendered into the first page (src/client/entry.tsx). */
export function addSentImageEntries(entries: ImageEntries = {}): void {
  for (const [key, entry] of Object.entries(entries)) sent.set(key, entry);
}

/**
 * Loads every image's entry (about 4 KB gzip that no first visit needs: issue 23). A client-side
 * navigation starts it with the screen's module (route-module-cache.ts); a failed load is forgotten,
 * so a later render tries again.
 */
export function loadImageCatalog(): Promise<ReadEntry> {
  catalogLoad ??= import('./image-catalog').then(
    (module) => (catalog = module.catalogEntry),
    (error: unknown) => {
      catalogLoad = undefined;
      throw error;
    },
  );
  return catalogLoad;
}

/**
 * An image's entry: from the catalog on the server; in the browser from what the server sent for the
 * page being hydrated, else from the catalog, suspending (React's `use`) while it loads.
 */
export function useImageEntry(key: string): ImageEntry {
  const serverRead = useContext(ServerImageEntriesContext);
  if (serverRead) return serverRead(key);
  return sent.get(key) ?? (catalog ?? use(loadImageCatalog()))(key);
}
