import type { QueryFilter } from 'mongoose';
import type { NotificationStatus, SubmissionDto, SubmissionPatch, SubmissionsPage, SubmissionsQuery, SubmissionStatus } from '../../shared/admin-schema';
import { deleteAttachmentsOf, toAttachmentDto } from '../attachments/attachment-store';
import { CONTACT_NOTIFICATION } from '../contact/notification-job';
import type { Database } from '../db/database';
import { ObjectId } from '../db/driver';
import type { ContactSubmissionFields } from '../models/contact-submission';
import type { OutboxJob } from '../outbox/outbox-job';
import { OutboxStore } from '../outbox/outbox-store';

type StoredSubmission = ContactSubmissionFields & { _id: unknown };

/** Newest first; the _id tie-break keeps pages stable when two messages share a timestamp. */
export const NEWEST_FIRST = { created_at: -1, _id: -1 } as const;

/** Makes user input a literal inside a regular expression (no ReDoS, no wildcard tricks). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function submissionsFilter(query: { q: string; status: SubmissionStatus }): QueryFilter<ContactSubmissionFields> {
  const byStatus =
    query.status === 'archived' ? { archived: true } : query.status === 'unread' ? { archived: false, read: false } : { archived: false };
  if (!query.q) return byStatus;
  const pattern = new RegExp(escapeRegex(query.q), 'i');
  return { ...byStatus, $or: [{ name: pattern }, { email: pattern }, { message: pattern }] };
}

export function toNotificationStatus(job: OutboxJob): NotificationStatus {
  return {
    state: job.state === 'done' ? 'sent' : job.state,
    attempts: job.attempts,
    ...(job.last_error ? { last_error: job.last_error } : {}),
  };
}

export function toSubmissionDto(doc: StoredSubmission, notification?: OutboxJob): SubmissionDto {
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
}

export async function listSubmissions(db: Database, query: SubmissionsQuery, options: InboxOptions): Promise<SubmissionsPage> {
  const model = db.models.ContactSubmission;
  const filter = submissionsFilter(query);
  const [docs, total, unread] = await Promise.all([
    model
      .find(filter)
      .sort(NEWEST_FIRST)
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .lean(),
    model.countDocuments(filter),
    model.countDocuments(submissionsFilter({ q: '', status: 'unread' })),
  ]);
  const notifications = await notificationsFor(db, docs.map((doc) => doc._id), options.notifications);
  return {
    success: true,
    data: docs.map((doc) => toSubmissionDto(doc, notifications.get(String(doc._id)))),
    total,
    page: query.page,
    limit: query.limit,
    unread,
    notifications: options.notifications ? 'on' : 'off',
  };
}

/** One message, or undefined when there is no message with this id. */
export async function getSubmission(db: Database, id: string, options: InboxOptions): Promise<SubmissionDto | undefined> {
  const doc = await db.models.ContactSubmission.findById(id).lean();
  if (!doc) return undefined;
  const notifications = await notificationsFor(db, [doc._id], options.notifications);
  return toSubmissionDto(doc, notifications.get(id));
}

/** The updated message, or undefined when there is no message with this id. */
export async function updateSubmission(db: Database, id: string, patch: SubmissionPatch, options: InboxOptions): Promise<SubmissionDto | undefined> {
  const doc = await db.models.ContactSubmission.findByIdAndUpdate(id, { $set: patch }, { returnDocument: 'after' }).lean();
  if (!doc) return undefined;
  const notifications = await notificationsFor(db, [doc._id], options.notifications);
  return toSubmissionDto(doc, notifications.get(id));
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
