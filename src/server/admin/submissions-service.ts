import type { QueryFilter } from 'mongoose';
import type { SubmissionDto, SubmissionPatch, SubmissionsPage, SubmissionsQuery, SubmissionStatus } from '../../shared/admin-schema';
import type { Database } from '../db/database';
import type { ContactSubmissionFields } from '../models/contact-submission';

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

export function toSubmissionDto(doc: StoredSubmission): SubmissionDto {
  return {
    id: String(doc._id),
    name: doc.name,
    email: doc.email,
    phone_number: doc.phone_number || null,
    message: doc.message,
    created_at: new Date(doc.created_at).toISOString(),
    read: doc.read,
    archived: doc.archived,
  };
}

export async function listSubmissions(db: Database, query: SubmissionsQuery): Promise<SubmissionsPage> {
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
  return { success: true, data: docs.map(toSubmissionDto), total, page: query.page, limit: query.limit, unread };
}

/** The updated message, or undefined when there is no message with this id. */
export async function updateSubmission(db: Database, id: string, patch: SubmissionPatch): Promise<SubmissionDto | undefined> {
  const doc = await db.models.ContactSubmission.findByIdAndUpdate(id, { $set: patch }, { returnDocument: 'after' }).lean();
  return doc ? toSubmissionDto(doc) : undefined;
}

export async function deleteSubmission(db: Database, id: string): Promise<boolean> {
  const result = await db.models.ContactSubmission.deleteOne({ _id: id });
  return result.deletedCount === 1;
}
