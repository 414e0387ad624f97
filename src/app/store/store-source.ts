import { createContext } from 'react';
import type { AppStore, RootState } from './make-store';

/**
 * Where the one Redux store of a render (server) or page load (browser) comes from. Only what uses
 * Redux (sign-in, inbox, and the contact forms when they send) creates it, through <StoreProvider>
 * or storeOf, so public pages load no Redux code at all. It imports nothing from Redux: the types vanish at build time.
 */
export interface StoreSource {
  /** State to start from: the server's, embedded in the page, or the one the server prepared. */
  preloadedState?: Partial<RootState>;
  /** Set by the first <StoreProvider> that renders or storeOf call, or by the server when it prepared the store. */
  store?: AppStore;
}

export const StoreSourceContext = createContext<StoreSource>({});

/** What the page embeds for hydration: the store's state if a screen used one, else what it started from. */
export function storeSourceState(source: StoreSource): Partial<RootState> {
  return source.store?.getState() ?? source.preloadedState ?? {};
}
