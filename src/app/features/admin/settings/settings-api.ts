import type { SessionDto, TotpSetup } from '../../../../shared/accounts-schema';
import { api } from '../../../store/api';

/** The signed-in user's own account: password, two-factor and sessions (/api/auth). */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<void, { current_password: string; new_password: string }>({
      query: (body) => ({ url: 'auth/password', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Sessions']),
    }),
    startTwoFactor: build.mutation<TotpSetup, void>({
      query: () => ({ url: 'auth/totp/setup', method: 'POST', body: {} }),
      transformResponse: (response: { data: TotpSetup }) => response.data,
    }),
    enableTwoFactor: build.mutation<string[], { code: string }>({
      query: (body) => ({ url: 'auth/totp/enable', method: 'POST', body }),
      transformResponse: (response: { data: { recovery_codes: string[] } }) => response.data.recovery_codes,
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
    disableTwoFactor: build.mutation<void, { password: string }>({
      query: (body) => ({ url: 'auth/totp/disable', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
    getSessions: build.query<SessionDto[], void>({
      query: () => 'auth/sessions',
      transformResponse: (response: { data: SessionDto[] }) => response.data,
      providesTags: ['Sessions'],
    }),
    endOtherSessions: build.mutation<{ ended: number }, void>({
      query: () => ({ url: 'auth/sessions', method: 'DELETE' }),
      transformResponse: (response: { data: { ended: number } }) => response.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Sessions']),
    }),
  }),
});

export const { useChangePasswordMutation, useStartTwoFactorMutation, useEnableTwoFactorMutation, useDisableTwoFactorMutation, useGetSessionsQuery, useEndOtherSessionsMutation } = settingsApi;
