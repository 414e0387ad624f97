import type { LoginInput, SessionInfo, SessionResponse } from '../../../shared/auth-schema';
import { api } from '../../store/api';

/** Sign-in, sign-out and the current session, against /api/auth. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionInfo, void>({
      query: () => 'auth/session',
      transformResponse: (response: SessionResponse) => response.data,
      providesTags: ['Session'],
    }),
    login: build.mutation<SessionInfo, LoginInput>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      transformResponse: (response: SessionResponse) => response.data,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The dashboard greets the admin without asking the server again.
          dispatch(authApi.util.upsertQueryData('getSession', undefined, data));
        } catch {
          // The form reports the failure from the mutation result.
        }
      },
    }),
    loginSecondStep: build.mutation<SessionInfo, { code: string }>({
      query: (body) => ({ url: 'auth/login/totp', method: 'POST', body }),
      transformResponse: (response: SessionResponse) => response.data,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('getSession', undefined, data));
        } catch {
          // The form reports the failure from the mutation result.
        }
      },
    }),
    logout: build.mutation<void, void>({
      // An empty JSON body: state-changing routes accept JSON (or a form), never an untyped post.
      query: () => ({ url: 'auth/logout', method: 'POST', body: {} }),
    }),
  }),
});

export const { useGetSessionQuery, useLoginMutation, useLoginSecondStepMutation, useLogoutMutation } = authApi;
