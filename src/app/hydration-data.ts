import type { HydrationState } from 'react-router-dom';
import type { RootState } from './store/make-store';

/** The JSON the server embeds in <script id="__data" type="application/json"> for hydration. */
export interface PageData {
  state: Partial<RootState>;
  router: HydrationState;
}

export const PAGE_DATA_ELEMENT_ID = '__data';
