// zod/mini keeps the dashboard's share of the validator small (see contact-schema.ts).
import * as z from 'zod/mini';
import type { AttachmentDto } from './attachment-rules';

/**
 * The inbox contract shared by /api/admin, the /admin page gate (which preloads the first page on the
 * server) and the dashboard. No Node imports: the client bundle uses it.
 *
 * Status filter: `all` is the inbox, every message that is not archived; `unread` the unread ones among
 * them; `archived` the archive. Archiving therefore takes a message out of the inbox.
 */
export const SUBMISSION_STATUSES = ['all', 'unread', 'archived'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSIONS_PAGE_SIZE = 20;
export const SUBMISSIONS_MAX_LIMIT = 100;
export const SUBMISSIONS_MAX_QUERY = 200;
const MAX_PAGE = 100_000;

const integer = (min: number, max: number) => z.coerce.number().check(z.int(), z.gte(min), z.lte(max));

const fields = {
  page: integer(1, MAX_PAGE),
  limit: integer(1, SUBMISSIONS_MAX_LIMIT),
  q: z.string().check(z.trim(), z.maxLength(SUBMISSIONS_MAX_QUERY)),
  status: z.enum(SUBMISSION_STATUSES),
};

/** Strict form for the API: a bad parameter is a 400. */
export const SubmissionsQuerySchema = z.object({
  page: z._default(fields.page, 1),
  limit: z._default(fields.limit, SUBMISSIONS_PAGE_SIZE),
  q: z._default(fields.q, ''),
  status: z._default(fields.status, 'all'),
});

export type SubmissionsQuery = z.output<typeof SubmissionsQuerySchema>;

/** Lenient form for page URLs (/admin?status=…&q=…&page=…): anything unusable falls back to its default. */
const SubmissionsUrlSchema = z.object({
  page: z.catch(fields.page, 1),
  q: z.catch(fields.q, ''),
  status: z.catch(fields.status, 'all'),
});

/**
 * The query args of the dashboard's list for a page URL. The server gate and the browser both call this,
 * so the list the server preloads is found under the same cache key when the page hydrates.
 */
export function submissionsQueryFromUrl(params: Record<string, unknown>): SubmissionsQuery {
  const { page, q, status } = SubmissionsUrlSchema.parse({ page: params.page, q: params.q, status: params.status });
  return { page, limit: SUBMISSIONS_PAGE_SIZE, q, status };
}

/** The URL search string for list args; defaults are left out so the plain inbox is just /admin. */
export function submissionsUrlSearch(query: Pick<SubmissionsQuery, 'page' | 'q' | 'status'>): string {
  const params = new URLSearchParams();
  if (query.status !== 'all') params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * Delivery of the studio's e-mail about a message, through the outbox. `failed`: the last attempt's
 * error is in `last_error`, and staff can retry.
 */
export interface NotificationStatus {
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error?: string;
}

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
  /** Present when e-mail notifications are on and this message has one. */
  notification?: NotificationStatus;
}

/** GET /api/admin/submissions. `unread` counts unread messages in the inbox, whatever the filter. */
export interface SubmissionsPage {
  success: true;
  data: SubmissionDto[];
  total: number;
  page: number;
  limit: number;
  unread: number;
  /** 'off': SMTP is not configured, nobody is told about new messages (the inbox says so). */
  notifications: 'on' | 'off';
}

export const SubmissionPatchSchema = z
  .strictObject({ read: z.optional(z.boolean()), archived: z.optional(z.boolean()) })
  .check(z.refine((patch) => patch.read !== undefined || patch.archived !== undefined, 'Send read and/or archived as true or false.'));

export type SubmissionPatch = z.infer<typeof SubmissionPatchSchema>;

/** A MongoDB ObjectId in its 24-hex-digit form; anything else is a 400, never a cast error. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

/** Whether a message belongs in a list with this status filter. */
export function matchesStatus(submission: Pick<SubmissionDto, 'read' | 'archived'>, status: SubmissionStatus): boolean {
  if (status === 'archived') return submission.archived;
  if (status === 'unread') return !submission.archived && !submission.read;
  return !submission.archived;
}
