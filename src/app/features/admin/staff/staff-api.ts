import type { AccountDto, Role, StaffOverview } from '../../../../shared/accounts-schema';
import { api } from '../../../store/api';

export interface InviteResult {
  url: string;
  emailed: boolean;
  expires_at: string;
}

/** /api/admin/staff: the owners' view of accounts and invitations. Every change refetches the overview. */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<StaffOverview, void>({
      query: () => 'admin/staff',
      transformResponse: (response: { data: StaffOverview }) => response.data,
      providesTags: ['Staff'],
    }),
    invite: build.mutation<InviteResult, { email: string; role: Role }>({
      query: (body) => ({ url: 'admin/staff/invites', method: 'POST', body }),
      transformResponse: (response: { data: InviteResult }) => response.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Staff']),
    }),
    revokeInvitation: build.mutation<void, string>({
      query: (id) => ({ url: `admin/staff/invites/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Staff']),
    }),
    changeRole: build.mutation<AccountDto, { id: string; role: Role }>({
      query: ({ id, role }) => ({ url: `admin/staff/${id}`, method: 'PATCH', body: { role } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Staff']),
    }),
    removeAccount: build.mutation<void, string>({
      query: (id) => ({ url: `admin/staff/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Staff']),
    }),
    setRequireTwoFactor: build.mutation<void, boolean>({
      query: (value) => ({ url: 'admin/staff/settings', method: 'PUT', body: { require_two_factor: value } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Staff']),
    }),
  }),
});

export const { useGetStaffQuery, useInviteMutation, useRevokeInvitationMutation, useChangeRoleMutation, useRemoveAccountMutation, useSetRequireTwoFactorMutation } = staffApi;
