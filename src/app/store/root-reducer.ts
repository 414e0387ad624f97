import { combineSlices } from '@reduxjs/toolkit';
import { api } from './api';

/**
 * RTK Query's slice is part of every store: every screen that makes one uses it. Other slices register
 * themselves here when their feature's chunk loads (declaration merging adds their types), so the
 * first load of a public page carries no Redux code at all. The browser entry loads the first page's
 * route modules before it creates the store, so preloaded state for those slices is kept; the server
 * imports every slice at start (src/server/render/register-slices.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();
