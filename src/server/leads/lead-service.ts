import type { LeadDto } from '../../shared/admin-schema';
import type { NoteDto, ThreadEntryDto } from '../../shared/lead-schema';
import { toNotificationStatus, toSubmissionDto, type InboxOptions, type StoredSubmission } from '../admin/submissions-service';
import { CONTACT_NOTIFICATION } from '../contact/notification-job';
import type { Database } from '../db/database';
import { ObjectId } from '../db/driver';
import type { OutboxJob } from '../outbox/outbox-job';
import { OutboxStore } from '../outbox/outbox-store';
import { LEAD_REPLY } from './reply-job';

/** A reply that has no job (never, or no longer, queued) is shown as still to be sent. */
const NOT_QUEUED = { state: 'pending', attempts: 0 } as const;

function toThreadEntryDto(entry: { _id: unknown; body: string; author: string; at: Date }, job: OutboxJob | undefined): ThreadEntryDto {
  return { id: String(entry._id), body: entry.body, author: entry.author, at: entry.at.toISOString(), delivery: job ? toNotificationStatus(job) : NOT_QUEUED };
}

/** The whole lead for the reading pane: fields, status, attachments (toSubmissionDto), notes and thread with each reply's delivery. */
export async function getLead(db: Database, id: string, options: InboxOptions): Promise<LeadDto | undefined> {
  const doc = (await db.models.ContactSubmission.findById(id).lean()) as StoredSubmission | null;
  if (!doc) return undefined;
  const jobs = await new OutboxStore(() => db.native).jobsFor(new ObjectId(id));
  const notification = options.notifications ? jobs.findLast((job) => job.kind === CONTACT_NOTIFICATION) : undefined;
  const replyJobs = new Map(jobs.filter((job) => job.kind === LEAD_REPLY).map((job) => [String(job.payload?.reply_id), job]));
  const notes: NoteDto[] = (doc.notes ?? []).map((note) => ({ id: String(note._id), text: note.text, author: note.author, at: note.at.toISOString() }));
  return {
    ...toSubmissionDto(doc, notification, (options.now ?? Date.now)()),
    notes,
    thread: (doc.thread ?? []).map((entry) => toThreadEntryDto(entry, replyJobs.get(String(entry._id)))),
  };
}
