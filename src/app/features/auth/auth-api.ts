import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { LoginInput, SessionInfo, SessionResponse } from '../../../shared/auth-schema';
import { api } from '../../store/api';

type SessionLifecycle = {
  // RTK Query's own lifecycle type for dispatch (its state is typed per endpoint, not here).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  dispatch: ThunkDispatch<any, any, UnknownAction>;
  queryFulfilled: Promise<{ data: SessionInfo }>;
};

/**
 * After a sign-in (either step, or an accepted invitation) the dashboard greets the admin without
 * asking the server again. A failure is reported by the form from the mutation result.
 */
export async function rememberSession({ dispatch, queryFulfilled }: SessionLifecycle): Promise<void> {
  const outcome = await queryFulfilled.catch(() => undefined);
  if (outcome) dispatch(authApi.util.upsertQueryData('getSession', undefined, outcome.data));
}

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
      onQueryStarted: (_input, api) => rememberSession(api),
    }),
    loginSecondStep: build.mutation<SessionInfo, { code: string }>({
      query: (body) => ({ url: 'auth/login/totp', method: 'POST', body }),
      transformResponse: (response: SessionResponse) => response.data,
      onQueryStarted: (_input, api) => rememberSession(api),
    }),
    logout: build.mutation<void, void>({
      // An empty JSON body: state-changing routes accept JSON (or a form), never an untyped post.
      query: () => ({ url: 'auth/logout', method: 'POST', body: {} }),
    }),
  }),
});

export const { useGetSessionQuery, useLoginMutation, useLoginSecondStepMutation, useLogoutMutation } = authApi;
