import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { rootReducer } from './root-reducer';
import type { StoreSource } from './store-source';

export type RootState = ReturnType<typeof rootReducer>;

/**
 * One store per request on the server, one per page load in the browser: never a module singleton.
 * RTK Query's middleware is applied to each store directly. RTK's dynamic middleware, used here
 * before, keeps every store it is applied to in a Map of its own, so a module-level one held on to
 * each request's store on the server: the inbox page grew the heap by about 10 KB a request
 * (test/unit/store-lifetime.test.ts).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** The page's one store (store-source.ts), made on first use from the state the page started with. */
export function storeOf(source: StoreSource): AppStore {
  source.store ??= makeStore(source.preloadedState);
  return source.store;
}
