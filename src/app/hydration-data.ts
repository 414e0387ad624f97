import type { SentImageEntries } from './components/media/image-entries';
import type { RootState } from './store/make-store';

/** The JSON the server embeds in <script id="__data" type="application/json"> for hydration. */
export interface PageData {
  /** The page's Redux state, if one of its screens made a store (src/app/store/store-source.ts). */
  state: Partial<RootState>;
  /** The files and alternative text of every image the server rendered (components/media/image-entries.ts). */
  images?: SentImageEntries;
}

export const PAGE_DATA_ELEMENT_ID = '__data';
