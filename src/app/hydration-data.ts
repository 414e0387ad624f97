import type { RootState } from './store/make-store';

/** The JSON the server embeds in <script id="__data" type="application/json"> for hydration. */
export interface PageData {
  /** The page's Redux state, if one of its screens made a store (src/app/store/store-source.ts). */
  state: Partial<RootState>;
}

export const PAGE_DATA_ELEMENT_ID = '__data';
