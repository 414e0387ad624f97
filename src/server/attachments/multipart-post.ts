import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy, { type FileInfo } from 'busboy';
import { ATTACHMENT_FIELD, ATTACHMENT_LIMITS } from '../../shared/attachment-rules';
import { ObjectId, type Db, type GridFSBucketWriteStream } from '../db/driver';
import { attachmentsBucket, deleteAttachments, type AttachmentMetadata, type AttachmentRef } from './attachment-store';
import { FileInspector } from './file-inspector';
import { safeFilename } from './safe-filename';

/** A text field's cap: the contact message (5,000 characters) in any script, with room to spare. */
const FIELD_BYTES = 32 * 1024;

/** Multipart framing and the text fields on top of the files: a declared length above this is a 413 at once. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export class MultipartError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** Browsers escape `"`, CR and LF in a multipart file name as %22, %0D and %0A (HTML's form encoding): undo that. */
function formFilename(raw: string | undefined): string {
  return (raw ?? '').replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

/** Where the files of a post go. */
export type FileTarget = { kind: 'store'; db: Db; submissionId: ObjectId } | { kind: 'inspect' };

export interface RefusedFile {
  filename: string;
  reason: string;
}

export interface UploadOutcome {
  /** Stored files (kind 'store'), or the files as they would have been stored (kind 'inspect'). */
  files: AttachmentRef[];
  refused: RefusedFile[];
  tooMany: boolean;
  tooLarge: boolean;
  /** A text field came after a file: the checks before the files could not see it. */
  lateFields: boolean;
}

interface FilePart {
  field: string;
  stream: Readable;
  info: FileInfo;
}

/**
 * A multipart/form-data contact post, read in two steps so the cheap checks run before any file is
 * stored: `read` collects the text fields up to the first file (browsers send fields in form order,
 * and both forms put the files last) and leaves that file unread, holding the upload back by
 * backpressure; `receive` then streams the files one by one through the type inspector into GridFS
 * (never whole in memory), or only through the inspector when nothing may be stored. `discard` lets
 * the rest of the body drain when the answer is already known (rate limited, refused).
 */
export class MultipartPost {
  readonly fields: Record<string, string> = {};
  private readonly parts: FilePart[] = [];
  private wake: (() => void) | undefined;
  private closed = false;
  private failure: Error | undefined;
  private filesStarted = false;
  private lateFields = false;
  private tooMany = false;
  private fieldTooLarge = false;
  private receiving = false;
  private readonly stored: ObjectId[] = [];
  /** The visitor chose at least one file (a no-JS form must then ask for them again after a refusal). */
  hadFiles = false;

  private constructor(
    private readonly req: IncomingMessage,
    knownFields: readonly string[],
  ) {
    const parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { fieldSize: FIELD_BYTES, fields: 20, files: ATTACHMENT_LIMITS.files, parts: 40 },
    });
    parser.on('field', (name, value, info) => {
      if (this.filesStarted) this.lateFields = true;
      if (info.valueTruncated) this.fieldTooLarge = true;
      // Only the form's own fields, first value wins: no __proto__ or other surprises reach the validator.
      if (knownFields.includes(name) && !(name in this.fields)) this.fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      this.filesStarted = true;
      if (field === ATTACHMENT_FIELD && info.filename) this.hadFiles = true;
      this.parts.push({ field, stream, info });
      this.notify();
    });
    parser.on('filesLimit', () => {
      this.tooMany = true;
    });
    parser.on('close', () => {
      this.closed = true;
      this.notify();
    });
    parser.on('error', (error: Error) => {
      this.failure = error;
      this.closed = true;
      this.notify();
    });
    req.on('error', (error) => {
      this.failure ??= error;
      this.closed = true;
      this.notify();
    });
    req.pipe(parser);
  }

  /** Reads the text fields (up to the first file). MultipartError for a malformed body or an oversized field. */
  static async read(req: IncomingMessage, knownFields: readonly string[]): Promise<MultipartPost> {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > ATTACHMENT_LIMITS.totalBytes + MULTIPART_OVERHEAD_BYTES) throw new MultipartError(413, 'too large');
    let post: MultipartPost;
    try {
      post = new MultipartPost(req, knownFields);
    } catch {
      throw new MultipartError(400, 'The form data could not be read.');
    }
    while (!post.closed && post.parts.length === 0) await post.waitForPart();
    if (post.failure) throw new MultipartError(400, 'The form data could not be read.');
    if (post.fieldTooLarge) throw new MultipartError(413, 'too large');
    return post;
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  private waitForPart(): Promise<void> {
    return new Promise((resolve) => {
      this.wake = resolve;
    });
  }

  private async nextPart(): Promise<FilePart | undefined> {
    while (this.parts.length === 0 && !this.closed) await this.waitForPart();
    return this.parts.shift();
  }

  /**
   * Streams every file through the inspector and, for 'store', into GridFS under the submission's id.
   * Stops storing at the first refused file or when the total passes 20 MB (aborting that upload, so
   * no chunk stays), but still reads the rest, so the visitor hears about every file in one answer.
   */
  async receive(target: FileTarget): Promise<UploadOutcome> {
    this.receiving = true;
    const outcome: UploadOutcome = { files: [], refused: [], tooMany: false, tooLarge: false, lateFields: false };
    let total = 0;
    for (let part = await this.nextPart(); part; part = await this.nextPart()) {
      if (part.field !== ATTACHMENT_FIELD) {
        part.stream.resume();
        continue;
      }
      const storing = target.kind === 'store' && outcome.refused.length === 0 && !outcome.tooLarge;
      const id = new ObjectId();
      const upload = storing ? this.openUpload(target.db, id, target.submissionId) : undefined;
      const inspector = new FileInspector();
      let uploading = upload;
      for await (const chunk of part.stream as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > ATTACHMENT_LIMITS.totalBytes) outcome.tooLarge = true;
        if (outcome.tooLarge) {
          if (uploading) await uploading.abort();
          uploading = undefined;
          continue;
        }
        inspector.push(chunk);
        if (uploading && !uploading.write(chunk)) await once(uploading, 'drain');
      }
      if (outcome.tooLarge) continue;
      const filename = formFilename(part.info.filename);
      // A file input left empty still sends a part with no name and no bytes: there is no file.
      if (!filename && inspector.length === 0) {
        await uploading?.abort();
        continue;
      }
      const verdict = inspector.verdict();
      if (!verdict.ok) {
        await uploading?.abort();
        outcome.refused.push({ filename: safeFilename(filename), reason: verdict.reason });
        continue;
      }
      const file: AttachmentRef = { id, filename: safeFilename(filename, verdict.type), size: inspector.length, content_type: verdict.type.contentType };
      if (uploading) await this.finishUpload(uploading, file, target);
      outcome.files.push(file);
    }
    if (this.failure) throw this.failure;
    outcome.tooMany = this.tooMany;
    outcome.lateFields = this.lateFields;
    return outcome;
  }

  private openUpload(db: Db, id: ObjectId, submissionId: ObjectId): GridFSBucketWriteStream {
    const upload = attachmentsBucket(db).openUploadStreamWithId(id, 'upload', { metadata: { submission_id: submissionId, content_type: 'application/octet-stream' } });
    // An aborted upload reports "aborted" as an error event; a real write failure also rejects the awaited drain/finish.
    upload.on('error', () => undefined);
    this.stored.push(id);
    return upload;
  }

  /** The type is only known once every byte went by: name and type are set before GridFS writes the file's description. */
  private async finishUpload(upload: GridFSBucketWriteStream, file: AttachmentRef, target: FileTarget): Promise<void> {
    upload.filename = file.filename;
    const metadata: AttachmentMetadata = { submission_id: (target as { submissionId: ObjectId }).submissionId, content_type: file.content_type };
    upload.options.metadata = metadata;
    upload.end();
    await once(upload, 'finish');
  }

  /** Removes every file this post stored (the message was not accepted after all). */
  async removeStored(db: Db): Promise<void> {
    await deleteAttachments(db, this.stored.splice(0));
  }

  /** The answer is known without the files: let the rest of the body drain unread. */
  discard(): void {
    if (this.receiving || this.closed) return;
    this.receiving = true;
    for (const part of this.parts) part.stream.resume();
    void this.receive({ kind: 'inspect' }).catch(() => undefined);
  }
}
