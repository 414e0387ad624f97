import type { QueryFilter } from 'mongoose';
import type { NotificationStatus, SubmissionDto, SubmissionPatch, SubmissionsPage, SubmissionsQuery } from '../../shared/admin-schema';
import type { LeadStatus } from '../../shared/lead-schema';
import { deleteAttachmentsOf, toAttachmentDto } from '../attachments/attachment-store';
import { CONTACT_NOTIFICATION } from '../contact/notification-job';
import type { Database } from '../db/database';
import { ObjectId } from '../db/driver';
import { countsByStatus, leadStatusOf, statusIs } from '../leads/lead-filters';
import { changeStatus } from '../leads/lead-status';
import { waitingFor } from '../leads/waiting-time';
import type { ContactSubmissionFields } from '../models/contact-submission';
import type { OutboxJob } from '../outbox/outbox-job';
import { OutboxStore } from '../outbox/outbox-store';

export type StoredSubmission = ContactSubmissionFields & { _id: unknown };

/** Newest first; the _id tie-break keeps pages stable when two messages share a timestamp. */
export const NEWEST_FIRST = { created_at: -1, _id: -1 } as const;
/** Longest waiting first, for the unanswered part of a list sorted by waiting time. */
const OLDEST_FIRST = { created_at: 1, _id: 1 } as const;

/** Makes user input a literal inside a regular expression (no ReDoS, no wildcard tricks). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function viewFilter(view: SubmissionsQuery['view']): QueryFilter<ContactSubmissionFields> {
  return view === 'archived' ? { archived: true } : view === 'unread' ? { archived: false, read: false } : { archived: false };
}

export function submissionsFilter(query: Pick<SubmissionsQuery, 'q' | 'view' | 'status'>): QueryFilter<ContactSubmissionFields> {
  const filter: QueryFilter<ContactSubmissionFields> = { ...viewFilter(query.view), ...(query.status ? statusIs(query.status) : {}) };
  if (!query.q) return filter;
  const pattern = new RegExp(escapeRegex(query.q), 'i');
  return { ...filter, $or: [{ name: pattern }, { email: pattern }, { message: pattern }] };
}

export function toNotificationStatus(job: OutboxJob): NotificationStatus {
  return {
    state: job.state === 'done' ? 'sent' : job.state,
    attempts: job.attempts,
    ...(job.last_error ? { last_error: job.last_error } : {}),
  };
}

export function toSubmissionDto(doc: StoredSubmission, notification?: OutboxJob, now = Date.now()): SubmissionDto {
  return {
    id: String(doc._id),
    name: doc.name,
    email: doc.email,
    phone_number: doc.phone_number || null,
    message: doc.message,
    created_at: new Date(doc.created_at).toISOString(),
    read: doc.read,
    archived: doc.archived,
    attachments: (doc.attachments ?? []).map(toAttachmentDto),
    status: leadStatusOf(doc),
    waiting: waitingFor(doc, now),
    ...(notification ? { notification: toNotificationStatus(notification) } : {}),
  };
}

/** Each message's notification job, one query for the whole page, when e-mail is on. */
async function notificationsFor(db: Database, ids: unknown[], enabled: boolean): Promise<Map<string, OutboxJob>> {
  if (!enabled || ids.length === 0) return new Map();
  return new OutboxStore(() => db.native).latestFor(ids.map((id) => new ObjectId(String(id))), CONTACT_NOTIFICATION);
}

export interface InboxOptions {
  /** E-mail is configured: messages carry their notification's state. */
  notifications: boolean;
  /** The clock waiting times are measured against (tests set it). */
  now?: () => number;
}

type Model = Database['models']['ContactSubmission'];

/**
 * One page sorted by waiting time: unanswered leads first, longest waiting first, then the answered
 * ones newest first. Two index-ordered queries instead of a computed sort key, so no query sorts in memory.
 */
async function pageByWaiting(model: Model, filter: QueryFilter<ContactSubmissionFields>, skip: number, limit: number) {
  const unanswered = { $and: [filter, statusIs('new')] };
  const answered = { $and: [filter, { $nor: [statusIs('new')] }] };
  const waitingCount = await model.countDocuments(unanswered);
  const first = skip < waitingCount ? await model.find(unanswered).sort(OLDEST_FIRST).skip(skip).limit(limit).lean() : [];
  const rest = limit - first.length;
  const second = rest > 0 ? await model.find(answered).sort(NEWEST_FIRST).skip(Math.max(0, skip - waitingCount)).limit(rest).lean() : [];
  return [...first, ...second];
}

type ViewCounts = { statuses: Record<LeadStatus, number>; unread: number };
type ViewCountGroup = { _id: { status?: unknown; read?: unknown }; n: number };

/** The view's messages grouped by pipeline status and read flag: the stages behind ViewCounts. */
function viewCountStages(view: SubmissionsQuery['view']) {
  return [{ $match: viewFilter(view) }, { $group: { _id: { status: '$status', read: '$read' }, n: { $sum: 1 } } }];
}

function toViewCounts(grouped: ViewCountGroup[]): ViewCounts {
  return {
    statuses: countsByStatus(grouped.map((group) => ({ _id: group._id.status, n: group.n }))),
    unread: grouped.filter((group) => group._id.read === false).reduce((sum, group) => sum + group.n, 0),
  };
}

/** The view's messages per pipeline status, and how many of them are unread, in one grouped query. */
async function viewCounts(model: Model, view: SubmissionsQuery['view']): Promise<ViewCounts> {
  return toViewCounts(await model.aggregate<ViewCountGroup>(viewCountStages(view)));
}

/** The view's messages per pipeline status. */
export async function statusCounts(model: Model, view: SubmissionsQuery['view']): Promise<Record<LeadStatus, number>> {
  return (await viewCounts(model, view)).statuses;
}

/**
 * One page newest first and its view's counts in one round trip: the page's documents, then
 * ($unionWith) the view's count groups, told apart by their _id (an ObjectId against a group key).
 * Both halves are index-planned queries of their own, as two requests would be; one round trip less
 * per inbox request (measured with scripts/bench-compare.ts, README).
 */
async function newestPageWithCounts(db: Database, filter: QueryFilter<ContactSubmissionFields>, view: SubmissionsQuery['view'], skip: number, limit: number) {
  const collection = db.models.ContactSubmission.collection.collectionName;
  const rows = await db.native
    .collection(collection)
    .aggregate<StoredSubmission | ViewCountGroup>([
      { $match: filter },
      { $sort: NEWEST_FIRST },
      { $skip: skip },
      { $limit: limit },
      { $unionWith: { coll: collection, pipeline: viewCountStages(view) } },
    ])
    .toArray();
  const isGroup = (row: StoredSubmission | ViewCountGroup): row is ViewCountGroup => !(row._id instanceof ObjectId);
  return { docs: rows.filter((row): row is StoredSubmission => !isGroup(row)), counts: toViewCounts(rows.filter(isGroup)) };
}

async function pageAndCounts(db: Database, query: SubmissionsQuery, filter: QueryFilter<ContactSubmissionFields>, skip: number) {
  if (query.sort !== 'waiting') return newestPageWithCounts(db, filter, query.view, skip, query.limit);
  const model = db.models.ContactSubmission;
  const [docs, counts] = await Promise.all([pageByWaiting(model, filter, skip, query.limit), viewCounts(model, query.view)]);
  return { docs, counts };
}

export async function listSubmissions(db: Database, query: SubmissionsQuery, options: InboxOptions): Promise<SubmissionsPage> {
  const model = db.models.ContactSubmission;
  const filter = submissionsFilter(query);
  const skip = (query.page - 1) * query.limit;
  // Without a status or a search the view's total is the sum of its per-status counts: one query less.
  const narrowed = Boolean(query.status || query.q);
  const [{ docs, counts }, filteredTotal, viewTotal, inboxUnread] = await Promise.all([
    pageAndCounts(db, query, filter, skip),
    narrowed ? model.countDocuments(filter) : undefined,
    query.q ? model.countDocuments(submissionsFilter({ ...query, q: '' })) : undefined,
    // The inbox and Unread views count their unread messages in viewCounts; the archive does not hold them.
    query.view === 'archived' ? model.countDocuments(submissionsFilter({ q: '', view: 'unread' })) : undefined,
  ]);
  const { statuses } = counts;
  const allInView = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  const total = filteredTotal ?? allInView;
  const notifications = await notificationsFor(db, docs.map((doc) => doc._id), options.notifications);
  const now = (options.now ?? Date.now)();
  return {
    success: true,
    data: docs.map((doc) => toSubmissionDto(doc, notifications.get(String(doc._id)), now)),
    total,
    view_total: viewTotal ?? (query.status ? total : allInView),
    statuses,
    page: query.page,
    limit: query.limit,
    unread: inboxUnread ?? counts.unread,
    notifications: options.notifications ? 'on' : 'off',
  };
}

/** The updated message, or undefined when there is no message with this id. A status change goes through changeStatus. */
export async function updateSubmission(db: Database, id: string, patch: SubmissionPatch, options: InboxOptions & { by: string; ip?: string }): Promise<SubmissionDto | undefined> {
  const { status, ...flags } = patch;
  let doc = status ? await changeStatus(db, id, status, { by: options.by, ip: options.ip, now: options.now }) : undefined;
  if (status && !doc) return undefined;
  if (flags.read !== undefined || flags.archived !== undefined) doc = await db.models.ContactSubmission.findByIdAndUpdate(id, { $set: flags }, { returnDocument: 'after' }).lean();
  if (!doc) return undefined;
  const notifications = await notificationsFor(db, [doc._id], options.notifications);
  return toSubmissionDto(doc, notifications.get(id), (options.now ?? Date.now)());
}

/** Deletes a message, its files and whatever the outbox still had to do about it. */
export async function deleteSubmission(db: Database, id: string): Promise<boolean> {
  const result = await db.models.ContactSubmission.deleteOne({ _id: id });
  if (result.deletedCount !== 1) return false;
  await new OutboxStore(() => db.native).removeFor(new ObjectId(id));
  // If this fails half-way, the orphan sweep removes the rest: the message they belonged to is gone.
  await deleteAttachmentsOf(db.native, new ObjectId(id));
  return true;
}

/**
 * Staff retry of a failed notification: the job gets a fresh set of attempts. undefined when the
 * message has no failed notification (none, or still pending, or sent).
 */
export async function retryNotification(db: Database, id: string): Promise<NotificationStatus | undefined> {
  const job = await new OutboxStore(() => db.native).retryFailed(new ObjectId(id), CONTACT_NOTIFICATION);
  return job ? toNotificationStatus(job) : undefined;
}
