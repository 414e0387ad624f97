import { ATTACHMENT_FIELD } from '../../../../shared/attachment-rules';
import { CONTACT_ENDPOINT } from '../../../../shared/contact-fields';

/** The answer, shaped like RTK Query's result so the form explains failures the same way. */
export type UploadResult = { status: number; data: unknown } | { status: 'FETCH_ERROR'; error: string };

/**
 * Sends a contact message with files as multipart/form-data, text fields first (the server checks
 * them before it reads any file). XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadContactMessage(fields: Record<string, string | null | undefined>, files: File[], onProgress: (percent: number) => void): Promise<UploadResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) body.append(name, value);
  for (const file of files) body.append(ATTACHMENT_FIELD, file, file.name);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', CONTACT_ENDPOINT);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve({ status: request.status, data: request.response as unknown });
    request.onerror = () => resolve({ status: 'FETCH_ERROR', error: 'network error' });
    request.send(body);
  });
}
