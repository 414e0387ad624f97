// zod/mini keeps the dashboard's share of the validator small (see contact-schema.ts).
import * as z from 'zod/mini';

/**
 * The lead desk's contract (issue 19), shared by /api/admin and the dashboard. No Node imports.
 *
 * Pipeline status: where a lead stands, from first message to outcome. Archiving is a separate flag
 * (a won lead can be archived, an archived one can still be reopened). A document stored before
 * statuses existed has none and counts as `new`.
 */
export const LEAD_STATUSES = ['new', 'replied', 'quoting', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Stages still being worked: the overview counts them as open leads. */
export const OPEN_STATUSES = ['new', 'replied', 'quoting'] as const satisfies readonly LeadStatus[];

/** The studio promises a reply within 24 hours (spec section 9); a lead is flagged 4 hours before that. */
export const DUE_SOON_AFTER_MS = 20 * 3_600_000;
export const OVERDUE_AFTER_MS = 24 * 3_600_000;

export type WaitingMark = 'waiting' | 'due-soon' | 'overdue';

/** How long an unanswered lead has waited, worked out by the server at its own clock. */
export interface Waiting {
  /** Whole minutes, in milliseconds. */
  ms: number;
  mark: WaitingMark;
}

export const NOTE_MAX = 4000;
export const REPLY_MAX = 10_000;

const text = (max: number, label: string) => z.string().check(z.trim(), z.minLength(1, `${label} is empty.`), z.maxLength(max, `${label} is longer than ${max} characters.`));

export const NoteInputSchema = z.strictObject({ text: text(NOTE_MAX, 'The note') });
export const ReplyInputSchema = z.strictObject({ body: text(REPLY_MAX, 'The reply') });

/** Delivery of one e-mail through the outbox. `failed`: the last attempt's error is in `last_error`. */
export interface DeliveryStatus {
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error?: string;
}

export interface NoteDto {
  id: string;
  text: string;
  /** The signed-in account that wrote it. */
  author: string;
  /** ISO 8601, UTC. */
  at: string;
}

export interface ThreadEntryDto {
  id: string;
  body: string;
  author: string;
  at: string;
  delivery: DeliveryStatus;
}

/** One week of new enquiries by where they stand now. */
export interface WeekBucket {
  /** Monday 00:00 UTC, ISO 8601. */
  start: string;
  counts: Record<LeadStatus, number>;
}

/** GET /api/admin/overview: the desk's figures above the list. */
export interface LeadsOverview {
  /** Open leads per stage (archived ones left out). */
  open: Record<(typeof OPEN_STATUSES)[number], number>;
  overdue: number;
  due_soon: number;
  /** Median from message to first reply for leads received in the last 30 days; null when none was answered. */
  median_first_reply_ms: number | null;
  answered_30d: number;
  /** Oldest first, 12 weeks, the last one the current week. */
  weeks: WeekBucket[];
}

export const OVERVIEW_DAYS = 30;
export const OVERVIEW_WEEKS = 12;
