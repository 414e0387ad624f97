import type { ThreadEntryDto } from '../../shared/lead-schema';
import type { Database } from '../db/database';
import { ObjectId } from '../db/driver';
import { OutboxStore } from '../outbox/outbox-store';
import { changeStatus } from './lead-status';
import { LEAD_REPLY } from './reply-job';

/**
 * Queues a reply to the visitor and adds it to the lead's thread. As with a new message, the job is
 * written first under the entry's id chosen here, then the entry: once staff see the reply, its e-mail
 * is bound to go (the job waits for an entry that is not there yet, and drops one that never came).
 * A `new` lead becomes `replied`; a lead further along keeps its status. undefined: no such lead.
 */
export async function addReply(db: Database, id: string, reply: { body: string; author: string; at: Date }): Promise<ThreadEntryDto | undefined> {
  const model = db.models.ContactSubmission;
  if (!(await model.exists({ _id: id }))) return undefined;
  const _id = new ObjectId();
  await new OutboxStore(() => db.native).enqueue({ kind: LEAD_REPLY, ref: new ObjectId(id), payload: { reply_id: _id } });
  // $min keeps the first reply's time: the overview's time-to-first-reply.
  const result = await model.updateOne({ _id: id }, { $push: { thread: { _id, ...reply } }, $min: { first_reply_at: reply.at } });
  if (result.matchedCount !== 1) return undefined;
  await changeStatus(db, id, 'replied', { by: reply.author, onlyFrom: 'new' });
  return { id: _id.toHexString(), body: reply.body, author: reply.author, at: reply.at.toISOString(), delivery: { state: 'pending', attempts: 0 } };
}
