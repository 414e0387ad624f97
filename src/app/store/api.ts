import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query slice, part of every store (src/app/store/root-reducer.ts). Features inject their
 * endpoints (contact, auth, admin) so this file stays small and screens only pull in the endpoints
 * they use. Spec section 9: no refetch on focus, data never stale, no retries.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' }),
  tagTypes: ['Submissions', 'Session', 'Lead', 'Overview', 'Staff', 'Sessions', 'Audit'],
  keepUnusedDataFor: Number.MAX_SAFE_INTEGER / 1000,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
