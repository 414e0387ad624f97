import type { LinkView } from '../../../shared/accounts-schema';
import type { SessionInfo, SessionResponse } from '../../../shared/auth-schema';
import { api } from '../../store/api';
import { rememberSession } from './auth-api';

/** A used, expired or unknown link answers 4xx with the same body shape: read it as data, not as an error. */
const anyStatus = () => true;

/**
 * The links e-mailed to people who are not signed in: invitations, password resets, and the request for
 * one. The pages' first state comes from the server (preloaded), so these run only on a later visit.
 */
export const accountLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvitation: build.query<LinkView, string>({
      query: (token) => ({ url: `auth/invites/${encodeURIComponent(token)}`, validateStatus: anyStatus }),
      transformResponse: (response: { data: LinkView }) => response.data,
    }),
    acceptInvitation: build.mutation<SessionInfo, { token: string; password: string }>({
      query: ({ token, password }) => ({ url: `auth/invites/${encodeURIComponent(token)}/accept`, method: 'POST', body: { password } }),
      transformResponse: (response: SessionResponse) => response.data,
      onQueryStarted: (_input, api) => rememberSession(api),
    }),
    getPasswordReset: build.query<LinkView, string>({
      query: (token) => ({ url: `auth/password-reset/${encodeURIComponent(token)}`, validateStatus: anyStatus }),
      transformResponse: (response: { data: LinkView }) => response.data,
    }),
    resetPassword: build.mutation<void, { token: string; password: string }>({
      query: ({ token, password }) => ({ url: `auth/password-reset/${encodeURIComponent(token)}`, method: 'POST', body: { password } }),
    }),
    requestPasswordReset: build.mutation<void, { email: string }>({
      query: (body) => ({ url: 'auth/password-reset', method: 'POST', body }),
    }),
  }),
});

export const { useGetInvitationQuery, useAcceptInvitationMutation, useGetPasswordResetQuery, useResetPasswordMutation, useRequestPasswordResetMutation } = accountLinksApi;
