import { combineSlices, createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * Slices register themselves here when their feature's chunk loads (declaration merging adds their
 * types), so the first load of a public page carries no RTK Query or slice code at all. The browser
 * entry loads the first page's route modules before it creates the store, so preloaded state for
 * those slices is kept; the server imports every slice at start (src/server/render/register-slices.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({}).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware that lazily loaded features add (RTK Query's), applied to every store. */
export const dynamicMiddleware = createDynamicMiddleware();
