import type { Db } from '../db/driver';
import { ObjectId } from '../db/driver';
import type { Logger } from '../logger';
import { ATTACHMENTS_BUCKET, deleteAttachments } from './attachment-store';

/** Older than any upload can take (requests end after 5 minutes), with a wide margin. */
export const ORPHAN_AGE_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Files are streamed into GridFS before their message is inserted; a crash between the two leaves
 * files (or, mid-upload, chunks without a file) that no message points at. This removes those older
 * than an hour: files whose submission does not exist, and chunks whose file was never written.
 * Safe on any number of instances at once (deletes only).
 */
export async function sweepOrphanAttachments(db: Db, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - ORPHAN_AGE_MS);
  const files = db.collection(`${ATTACHMENTS_BUCKET}.files`);
  const old = await files.find({ uploadDate: { $lt: cutoff } }, { projection: { _id: 1, 'metadata.submission_id': 1 } }).toArray();
  const submissionIds = [...new Set(old.map((file) => String(file.metadata?.submission_id)))].filter((id) => ObjectId.isValid(id)).map((id) => new ObjectId(id));
  const existing = new Set(
    (await db.collection('contact_submissions').find({ _id: { $in: submissionIds } }, { projection: { _id: 1 } }).toArray()).map((doc) => String(doc._id)),
  );
  const orphanFiles = old.filter((file) => !existing.has(String(file.metadata?.submission_id))).map((file) => file._id as ObjectId);
  // Chunk groups are named by their file's id, whose timestamp is when the upload started.
  const oldChunkFiles = (await db.collection(`${ATTACHMENTS_BUCKET}.chunks`).distinct('files_id', { files_id: { $lt: ObjectId.createFromTime(Math.floor(cutoff.getTime() / 1000)) } })) as ObjectId[];
  const described = new Set((await files.find({ _id: { $in: oldChunkFiles } }, { projection: { _id: 1 } }).toArray()).map((file) => String(file._id)));
  const orphanChunks = oldChunkFiles.filter((id) => !described.has(String(id)));
  await deleteAttachments(db, [...orphanFiles, ...orphanChunks]);
  return orphanFiles.length + orphanChunks.length;
}

/** Sweeps at start and every hour; stop() for shutdown. */
export function startOrphanSweep(db: () => Db, logger: Logger): { stop(): void } {
  const run = () =>
    sweepOrphanAttachments(db()).then(
      (removed) => removed > 0 && logger.info({ removed }, 'attachments: removed files no message points at'),
      (error: unknown) => logger.warn({ error: String(error) }, 'attachments: orphan sweep failed, trying again later'),
    );
  void run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
