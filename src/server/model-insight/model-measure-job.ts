import type { Database } from '../db/database';
import { attachmentsBucket, findAttachment } from '../attachments/attachment-store';
import { ObjectId } from '../db/driver';
import { NotReadyError, ObsoleteJobError, PermanentDeliveryError } from '../outbox/delivery-errors';
import type { JobHandler } from '../outbox/outbox-worker';
import { OutboxStore } from '../outbox/outbox-store';
import { gridFsSource } from './gridfs-source';
import { DEFAULT_MEASURE_LIMITS, type MeasureLimits } from './measure-limits';
import { modelFormatOf } from '../../shared/model-measurement';
import { measureModel } from './measure-model';

export const MODEL_MEASURE = 'model-measure';

/** An attachment as the submission document lists it; `model` is this job's result. */
interface StoredAttachment {
  id: ObjectId;
  filename: string;
}

/** The job is written just before the submission that lists the attachment; a claim in between looks again soon. */
const NOT_STORED_YET_RETRY_MS = 2_000;
const NEVER_STORED_AFTER_MS = 10 * 60_000;

const submissions = (db: Database) => db.native.collection<{ attachments?: StoredAttachment[] }>(db.models.ContactSubmission.collection.collectionName);

/**
 * Queues a measurement for every attachment that is a 3D model (by name: .stl, .obj, .3mf), for the
 * outbox worker: the visitor's request never waits for a model to be parsed. Called with the message's
 * other jobs just before the message is stored (src/server/contact/submission-store.ts).
 */
export async function enqueueModelMeasurements(db: Database, submissionId: ObjectId, attachments: { id: ObjectId; filename: string }[]): Promise<number> {
  const models = attachments.filter((attachment) => modelFormatOf(attachment.filename));
  const outbox = new OutboxStore(() => db.native);
  for (const attachment of models) await outbox.enqueue({ kind: MODEL_MEASURE, ref: submissionId, payload: { attachment_id: attachment.id } });
  return models.length;
}

/**
 * Measures one attachment read from GridFS and stores `model: {...}` (or `model: {error}`) on its element
 * of the submission's `attachments`, by a positional update, so the inbox reads it with the message.
 * A file that cannot be measured is a result, not a failure; only the database's errors are retried.
 */
export function modelMeasureHandler(options: { db: Database; limits?: MeasureLimits; now?: () => number }): JobHandler {
  const now = options.now ?? Date.now;
  return async (job) => {
    const attachmentId = job.payload?.attachment_id;
    if (!(attachmentId instanceof ObjectId)) throw new PermanentDeliveryError('the job names no attachment');
    const submission = await submissions(options.db).findOne({ _id: job.ref }, { projection: { attachments: 1 } });
    const attachment = submission?.attachments?.find((candidate) => attachmentId.equals(candidate.id));
    if (!attachment) {
      if (now() - job.created_at.getTime() < NEVER_STORED_AFTER_MS) throw new NotReadyError('the attachment is not stored yet', NOT_STORED_YET_RETRY_MS);
      throw new ObsoleteJobError('the message or its attachment was deleted or never stored');
    }
    const file = await findAttachment(options.db.native, attachmentId);
    if (!file) throw new ObsoleteJobError('the attachment file was deleted');
    const bucket = attachmentsBucket(options.db.native);
    const model = await measureModel(gridFsSource(bucket, attachmentId, file.length), attachment.filename, options.limits ?? DEFAULT_MEASURE_LIMITS);
    if (!model) return;
    await submissions(options.db).updateOne({ _id: job.ref }, { $set: { 'attachments.$[a].model': model } }, { arrayFilters: [{ 'a.id': attachmentId }] });
  };
}
