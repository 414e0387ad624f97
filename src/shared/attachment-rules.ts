/**
 * What the contact forms accept as attachments, shared by the server (the authority) and the
 * browser (which checks count and total size before sending). No zod, no Node imports.
 */
import type { ModelInsight } from './model-measurement';

export const ATTACHMENT_FIELD = 'attachments';

export const ATTACHMENT_LIMITS = {
  files: 5,
  /** 20 MB in total (MiB, as file managers count them). */
  totalBytes: 20 * 1024 * 1024,
} as const;

/** For the file picker's `accept` and the form's hint; the server decides by the bytes, never by these. */
export const ATTACHMENT_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.webp', '.stl', '.obj', '.3mf', '.step', '.stp', '.dxf', '.zip'] as const;

/** One stored attachment, as the 201 answer and the inbox describe it. */
export interface AttachmentDto {
  id: string;
  filename: string;
  /** Bytes. */
  size: number;
  /** Decided by the file's bytes on upload. */
  content_type: string;
  /** For STL, OBJ and 3MF files once the outbox worker measured them (src/server/model-insight/). */
  model?: ModelInsight;
}

/** Types the inbox may show inline as a small preview (raster images only, never PDF or markup). */
export const PREVIEWABLE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

/** "1.4 MB", "820 KB", "12 bytes": sizes as the forms and the inbox show them (1 MB = 1,048,576 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Said by the server (400/413) and, before sending, by the forms. */
export const ATTACHMENT_ERRORS = {
  tooMany: `Please attach at most ${ATTACHMENT_LIMITS.files} files.`,
  tooLarge: `Your files add up to more than ${ATTACHMENT_LIMITS.totalBytes / 1024 / 1024} MB. Please send fewer or smaller files, or a download link in your message.`,
} as const;

/** The forms' own check before sending (the server checks again, and the bytes too). */
export function checkAttachments(files: readonly { size: number }[]): string | undefined {
  if (files.length > ATTACHMENT_LIMITS.files) return ATTACHMENT_ERRORS.tooMany;
  if (files.reduce((sum, file) => sum + file.size, 0) > ATTACHMENT_LIMITS.totalBytes) return ATTACHMENT_ERRORS.tooLarge;
  return undefined;
}
