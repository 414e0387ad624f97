import { createContext, use, useContext } from 'react';
import type { ImageInfo } from '../../../content/generated/image-variants';

/** What a <Picture> needs to know about an image: its generated files and its alternative text. */
export type ImageEntry = ImageInfo & { alt: string };
/** As sent with a page: without the text where every picture of the image gave its own (alt=""). */
type SentImageEntry = ImageInfo & { alt?: string };
export type SentImageEntries = Record<string, SentImageEntry>;
type ReadEntry = (key: string) => ImageEntry;

/**
 * During a server render: reads the whole catalog and notes every image the page rendered, which the
 * server sends with the page (PageData.images) for the browser's hydration. Null in the browser.
 */
export const ServerImageEntriesContext = createContext<((key: string, catalogAlt: boolean) => ImageEntry) | null>(null);

/** A reader of the catalog that collects the entries it returned into `used`, each text only if shown. */
export function recordingReader(read: ReadEntry): { read: (key: string, catalogAlt: boolean) => ImageEntry; used: SentImageEntries } {
  const used: SentImageEntries = {};
  return {
    used,
    read: (key, catalogAlt) => {
      const entry = read(key);
      if (catalogAlt) used[key] = entry;
      else used[key] ??= { ...entry, alt: undefined };
      return entry;
    },
  };
}

// In the browser: the entries the server sent with the first page, and the catalog once loaded.
const sent = new Map<string, SentImageEntry>();
let catalog: ReadEntry | undefined;
let catalogLoad: Promise<ReadEntry> | undefined;

/** The entries of the images the server rendered into the first page (src/client/entry.tsx). */
export function addSentImageEntries(entries: SentImageEntries = {}): void {
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

/** The entry the server sent for the image, if it holds what the picture shows. */
function sentEntry(key: string, catalogAlt: boolean): SentImageEntry | undefined {
  const entry = sent.get(key);
  return entry && (!catalogAlt || entry.alt !== undefined) ? entry : undefined;
}

/**
 * An image's files and its alternative text (`ownAlt`, else the catalog's): from the catalog on the
 * server; in the browser from what the server sent for the page being hydrated, else from the
 * catalog, suspending (React's `use`) while it loads.
 */
export function useImageEntry(key: string, ownAlt: string | undefined): ImageEntry {
  const serverRead = useContext(ServerImageEntriesContext);
  const catalogAlt = ownAlt === undefined;
  const entry = serverRead ? serverRead(key, catalogAlt) : (sentEntry(key, catalogAlt) ?? (catalog ?? use(loadImageCatalog()))(key));
  return { ...entry, alt: ownAlt ?? entry.alt ?? '' };
}
