// zod/mini keeps the dashboard's share of the validator small (see contact-schema.ts).
import * as z from 'zod/mini';
import type { AttachmentDto } from './attachment-rules';
import { LEAD_STATUSES, type DeliveryStatus, type LeadStatus, type NoteDto, type ThreadEntryDto, type Waiting } from './lead-schema';

/**
 * The inbox contract shared by /api/admin, the /admin page gate (which preloads the first page on the
 * server) and the dashboard. No Node imports: the client bundle uses it.
 *
 * View (`view=`): `all` is the inbox, every message that is not archived; `unread` the unread ones among
 * them; `archived` the archive. Archiving therefore takes a message out of the inbox. Within a view the
 * list can be narrowed to one pipeline status (`status=quoting`, lead-schema.ts) and sorted newest first
 * or by how long unanswered leads have waited (`sort=waiting`).
 */
export const SUBMISSION_VIEWS = ['all', 'unread', 'archived'] as const;
export type SubmissionView = (typeof SUBMISSION_VIEWS)[number];

export const SUBMISSION_SORTS = ['newest', 'waiting'] as const;
export type SubmissionSort = (typeof SUBMISSION_SORTS)[number];

export const SUBMISSIONS_PAGE_SIZE = 20;
export const SUBMISSIONS_MAX_LIMIT = 100;
export const SUBMISSIONS_MAX_QUERY = 200;
const MAX_PAGE = 100_000;

const integer = (min: number, max: number) => z.coerce.number().check(z.int(), z.gte(min), z.lte(max));

const fields = {
  page: integer(1, MAX_PAGE),
  limit: integer(1, SUBMISSIONS_MAX_LIMIT),
  q: z.string().check(z.trim(), z.maxLength(SUBMISSIONS_MAX_QUERY)),
  view: z.enum(SUBMISSION_VIEWS),
  status: z.enum(LEAD_STATUSES),
  sort: z.enum(SUBMISSION_SORTS),
};

/** Strict form for the API: a bad parameter is a 400. */
export const SubmissionsQuerySchema = z.object({
  page: z._default(fields.page, 1),
  limit: z._default(fields.limit, SUBMISSIONS_PAGE_SIZE),
  q: z._default(fields.q, ''),
  view: z._default(fields.view, 'all'),
  /** Absent: every status. */
  status: z.optional(fields.status),
  sort: z._default(fields.sort, 'newest'),
});

export type SubmissionsQuery = z.output<typeof SubmissionsQuerySchema>;

/** What a page URL can say about the list (everything but the page size). */
export type SubmissionsView = Pick<SubmissionsQuery, 'page' | 'q' | 'view' | 'status' | 'sort'>;

/** Lenient form for page URLs (/admin?view=…&status=…&q=…&page=…): anything unusable falls back to its default. */
const SubmissionsUrlSchema = z.object({
  page: z.catch(fields.page, 1),
  q: z.catch(fields.q, ''),
  view: z.catch(fields.view, 'all'),
  status: z.catch(z.optional(fields.status), undefined),
  sort: z.catch(fields.sort, 'newest'),
});

/**
 * The query args of the dashboard's list for a page URL. The server gate and the browser both call this,
 * so the list the server preloads is found under the same cache key when the page hydrates.
 */
export function submissionsQueryFromUrl(params: Record<string, unknown>): SubmissionsQuery {
  const { page, q, view, status, sort } = SubmissionsUrlSchema.parse({ page: params.page, q: params.q, view: params.view, status: params.status, sort: params.sort });
  return { page, limit: SUBMISSIONS_PAGE_SIZE, q, view, ...(status ? { status } : {}), sort };
}

/** The URL search string for list args; defaults are left out so the plain inbox is just /admin. */
export function submissionsUrlSearch(query: SubmissionsView): string {
  const params = new URLSearchParams();
  if (query.view !== 'all') params.set('view', query.view);
  if (query.status) params.set('status', query.status);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Delivery of the studio's e-mail about a message, through the outbox; staff can retry a failed one. */
export type NotificationStatus = DeliveryStatus;

export interface SubmissionDto {
  id: string;
  name: string;
  email: string;
  phone_number: string | null;
  message: string;
  /** ISO 8601, UTC. */
  created_at: string;
  read: boolean;
  archived: boolean;
  /** Files sent with the message (GET /api/admin/attachments/:id); empty when none. */
  attachments: AttachmentDto[];
  status: LeadStatus;
  /** How long it has waited for a first answer; null once answered (status past `new`) or archived. */
  waiting: Waiting | null;
  /** Present when e-mail notifications are on and this message has one. */
  notification?: NotificationStatus;
}

/** GET /api/admin/submissions/:id: the whole lead. */
export interface LeadDto extends SubmissionDto {
  attachments: AttachmentDto[];
  /** Oldest first. */
  notes: NoteDto[];
  /** The studio's replies, oldest first. */
  thread: ThreadEntryDto[];
}

/**
 * GET /api/admin/submissions. `total` counts what the list shows (view, status and search: the pages);
 * `view_total` the same without the search; `statuses` the view's messages per pipeline status, search
 * left out; `unread` unread messages in the inbox, whatever the filter.
 */
export interface SubmissionsPage {
  success: true;
  data: SubmissionDto[];
  total: number;
  view_total: number;
  statuses: Record<LeadStatus, number>;
  page: number;
  limit: number;
  unread: number;
  /** 'off': SMTP is not configured, nobody is told about new messages (the inbox says so). */
  notifications: 'on' | 'off';
}

export const SubmissionPatchSchema = z
  .strictObject({ read: z.optional(z.boolean()), archived: z.optional(z.boolean()), status: z.optional(z.enum(LEAD_STATUSES)) })
  .check(
    z.refine(
      (patch) => patch.read !== undefined || patch.archived !== undefined || patch.status !== undefined,
      `Send read and/or archived as true or false, or status as one of ${LEAD_STATUSES.join(', ')}.`,
    ),
  );

export type SubmissionPatch = z.infer<typeof SubmissionPatchSchema>;

/** A MongoDB ObjectId in its 24-hex-digit form; anything else is a 400, never a cast error. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

/** Whether a message belongs in a list with this view and status filter. */
export function matchesView(submission: Pick<SubmissionDto, 'read' | 'archived' | 'status'>, query: Pick<SubmissionsQuery, 'view' | 'status'>): boolean {
  if (query.status && submission.status !== query.status) return false;
  if (query.view === 'archived') return submission.archived;
  if (query.view === 'unread') return !submission.archived && !submission.read;
  return !submission.archived;
}
