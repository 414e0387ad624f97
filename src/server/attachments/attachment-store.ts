import type { Readable } from 'node:stream';
import type { AttachmentDto } from '../../shared/attachment-rules';
import type { ModelInsight } from '../../shared/model-measurement';
import { GridFSBucket, ObjectId, type Db, type GridFSFile } from '../db/driver';

/** The GridFS bucket: files in `attachments.files`, their 255 KB chunks in `attachments.chunks`. */
export const ATTACHMENTS_BUCKET = 'attachments';

export interface AttachmentMetadata {
  submission_id: ObjectId;
  /** Decided by the bytes on upload (file-types.ts). */
  content_type: string;
}

export type AttachmentFile = GridFSFile & { metadata: AttachmentMetadata };

/** What a contact submission document keeps about each of its files. */
export interface AttachmentRef {
  id: ObjectId;
  filename: string;
  size: number;
  content_type: string;
  /** Written by the model-measure job (src/server/model-insight/model-measure-job.ts). */
  model?: ModelInsight;
}

export function attachmentsBucket(db: Db): GridFSBucket {
  return new GridFSBucket(db, { bucketName: ATTACHMENTS_BUCKET });
}

export function toAttachmentDto(ref: AttachmentRef): AttachmentDto {
  return { id: ref.id.toHexString(), filename: ref.filename, size: ref.size, content_type: ref.content_type, ...(ref.model ? { model: ref.model } : {}) };
}

export async function ensureAttachmentIndexes(db: Db): Promise<void> {
  // A message's files (delete) and the orphan sweep's age filter; GridFS makes its own chunk index.
  await db.collection(`${ATTACHMENTS_BUCKET}.files`).createIndex({ 'metadata.submission_id': 1 });
  await db.collection(`${ATTACHMENTS_BUCKET}.files`).createIndex({ uploadDate: 1 });
}

/** One stored file's description, or null when there is none with this id. */
export async function findAttachment(db: Db, id: ObjectId): Promise<AttachmentFile | null> {
  const [file] = await attachmentsBucket(db).find({ _id: id }).limit(1).toArray();
  return file?.metadata ? (file as AttachmentFile) : null;
}

/**
 * A stored file's bytes as a stream, read chunk by chunk from GridFS (never whole in memory), for the
 * download route and for jobs that process files (e.g. measuring a 3D model).
 */
export function readAttachment(db: Db, id: ObjectId): Readable {
  return attachmentsBucket(db).openDownloadStream(id);
}

/** Deletes files (their description and every chunk); a file already gone is not an error. */
export async function deleteAttachments(db: Db, ids: ObjectId[]): Promise<void> {
  const bucket = attachmentsBucket(db);
  for (const id of ids) {
    await bucket.delete(id).catch((error: unknown) => {
      if (!(error instanceof Error && /not found/i.test(error.message))) throw error;
      // A file whose description is gone may still have chunks (a crash mid-delete): remove them too.
      return db.collection(`${ATTACHMENTS_BUCKET}.chunks`).deleteMany({ files_id: id });
    });
  }
}

/** Deletes every file of one contact submission. */
export async function deleteAttachmentsOf(db: Db, submissionId: ObjectId): Promise<void> {
  const files = await attachmentsBucket(db).find({ 'metadata.submission_id': submissionId }, { projection: { _id: 1 } }).toArray();
  await deleteAttachments(db, files.map((file) => file._id as ObjectId));
}
