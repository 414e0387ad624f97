import { adminToasts } from '../../../../content/admin';
import type { LeadDto, SubmissionDto, SubmissionPatch, SubmissionsPage, SubmissionsQuery } from '../../../../shared/admin-schema';
import type { LeadsOverview, NoteDto, ThreadEntryDto } from '../../../../shared/lead-schema';
import { toast } from '../../../components/toast/toast-store';
import { api } from '../../../store/api';
import { isUnauthorized, reportIfSessionExpired } from '../shared/session-expiry';
import { patchCachedPage, removeFromCachedPage, unreadWeight } from './submissions-cache';

/** The store as the admin endpoints see it: the api slice is injected once this chunk loads. */
type ApiState = Parameters<ReturnType<typeof adminApi.endpoints.getSubmissions.select>>[0];

export const SUBMISSIONS_PATH = '/api/admin/submissions';

function submissionsUrl(args: SubmissionsQuery): string {
  const params = new URLSearchParams({ page: String(args.page), limit: String(args.limit), view: args.view, sort: args.sort });
  if (args.status) params.set('status', args.status);
  if (args.q) params.set('q', args.q);
  return `admin/submissions?${params}`;
}

/** The message as it is in any cached list, to work out how a change moves the unread count. */
function findCached(state: ApiState, id: string): SubmissionDto | undefined {
  for (const args of adminApi.util.selectCachedArgsForQuery(state, 'getSubmissions')) {
    const found = adminApi.endpoints.getSubmissions.select(args)(state).data?.data.find((s) => s.id === id);
    if (found) return found;
  }
  return undefined;
}

type FailedQuery = { error?: unknown };

/** An ended session leaves for /login; any other refusal is explained in a toast. */
function reportFailure(failed: unknown, message: { title: string; description: string }): void {
  const error = (failed as FailedQuery).error;
  if (isUnauthorized(error)) reportIfSessionExpired(error);
  else toast({ ...message, variant: 'destructive' });
}

/**
 * The inbox endpoints. Changes are optimistic: every cached list is patched at once and the patches are
 * undone, with an error toast, when the server refuses. A 401 anywhere reports an ended session.
 */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubmissions: build.query<SubmissionsPage, SubmissionsQuery>({
      query: submissionsUrl,
      providesTags: ['Submissions'],
      async onQueryStarted(_args, { queryFulfilled }) {
        await queryFulfilled.catch((failed: FailedQuery) => reportIfSessionExpired(failed.error));
      },
    }),
    updateSubmission: build.mutation<SubmissionDto, { id: string; patch: SubmissionPatch }>({
      query: ({ id, patch }) => ({ url: `admin/submissions/${id}`, method: 'PATCH', body: patch }),
      transformResponse: (response: { data: SubmissionDto }) => response.data,
      // Archiving or a new status moves a message between lists: refetch them so pages refill and counts
      // are exact, and the overview with them.
      invalidatesTags: (_result, error, { id, patch }) =>
        !error && (patch.archived !== undefined || patch.status !== undefined) ? ['Submissions', 'Overview', { type: 'Lead', id }] : [],
      async onQueryStarted({ id, patch }, { dispatch, getState, queryFulfilled }) {
        const state = getState() as ApiState;
        const before = findCached(state, id);
        const delta = before ? unreadWeight({ ...before, ...patch }) - unreadWeight(before) : 0;
        const patches = adminApi.util
          .selectCachedArgsForQuery(state, 'getSubmissions')
          .map((args) => dispatch(adminApi.util.updateQueryData('getSubmissions', args, (draft) => patchCachedPage(draft, args, id, patch, delta))));
        try {
          await queryFulfilled;
        } catch (failed) {
          patches.forEach((applied) => applied.undo());
          reportFailure(failed, adminToasts.updateFailed);
        }
      },
    }),
    deleteSubmission: build.mutation<void, string>({
      query: (id) => ({ url: `admin/submissions/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Submissions']),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const state = getState() as ApiState;
        const before = findCached(state, id);
        const delta = before ? -unreadWeight(before) : 0;
        const patches = adminApi.util
          .selectCachedArgsForQuery(state, 'getSubmissions')
          .map((args) => dispatch(adminApi.util.updateQueryData('getSubmissions', args, (draft) => removeFromCachedPage(draft, id, delta))));
        try {
          await queryFulfilled;
          toast(adminToasts.deleted);
        } catch (failed) {
          patches.forEach((applied) => applied.undo());
          reportFailure(failed, adminToasts.deleteFailed);
        }
      },
    }),
    getLead: build.query<LeadDto, string>({
      query: (id) => `admin/submissions/${id}`,
      transformResponse: (response: { data: LeadDto }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Lead', id }],
      async onQueryStarted(_id, { queryFulfilled }) {
        await queryFulfilled.catch((failed: FailedQuery) => reportIfSessionExpired(failed.error));
      },
    }),
    getOverview: build.query<LeadsOverview, void>({
      query: () => 'admin/overview',
      transformResponse: (response: { data: LeadsOverview }) => response.data,
      providesTags: ['Overview'],
    }),
    addNote: build.mutation<NoteDto, { id: string; text: string }>({
      query: ({ id, text }) => ({ url: `admin/submissions/${id}/notes`, method: 'POST', body: { text } }),
      transformResponse: (response: { data: NoteDto }) => response.data,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data: note } = await queryFulfilled;
          dispatch(adminApi.util.updateQueryData('getLead', id, (draft) => void draft.notes.push(note)));
        } catch (failed) {
          reportFailure(failed, adminToasts.noteFailed);
        }
      },
    }),
    addReply: build.mutation<ThreadEntryDto, { id: string; body: string }>({
      query: ({ id, body }) => ({ url: `admin/submissions/${id}/replies`, method: 'POST', body: { body } }),
      transformResponse: (response: { data: ThreadEntryDto }) => response.data,
      // The lead's status may have moved to 'replied': lists, counts, overview and the lead refetch.
      invalidatesTags: (_result, error, { id }) => (error ? [] : ['Submissions', 'Overview', { type: 'Lead', id }]),
      async onQueryStarted(_args, { queryFulfilled }) {
        try {
          await queryFulfilled;
          toast(adminToasts.replyQueued);
        } catch (failed) {
          reportFailure(failed, adminToasts.replyFailed);
        }
      },
    }),
    retryNotification: build.mutation<void, string>({
      query: (id) => ({ url: `admin/submissions/${id}/notification/retry`, method: 'POST' }),
      // Refetched so the message shows 'Sending' now and 'Sent' on the next refresh.
      invalidatesTags: (_result, error) => (error ? [] : ['Submissions']),
      async onQueryStarted(_id, { queryFulfilled }) {
        try {
          await queryFulfilled;
          toast(adminToasts.retryQueued);
        } catch (failed) {
          reportFailure(failed, adminToasts.retryFailed);
        }
      },
    }),
  }),
});

export const {
  useGetSubmissionsQuery,
  useUpdateSubmissionMutation,
  useDeleteSubmissionMutation,
  useRetryNotificationMutation,
  useGetLeadQuery,
  useGetOverviewQuery,
  useAddNoteMutation,
  useAddReplyMutation,
} = adminApi;
