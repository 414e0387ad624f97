import type { WithSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { dynamicMiddleware, rootReducer } from './root-reducer';

/**
 * The one RTK Query slice. Features inject their endpoints (contact, auth, admin) so this file
 * stays small and screens only pull in the endpoints they use.
 * Spec section 9: no refetch on focus, data never stale, no retries.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' }),
  tagTypes: ['Submissions', 'Session'],
  keepUnusedDataFor: Number.MAX_SAFE_INTEGER / 1000,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

declare module './root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);
