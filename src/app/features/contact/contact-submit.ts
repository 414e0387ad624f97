import { validateContactMessage } from '../../../shared/contact-schema';
import { storeOf } from '../../store/make-store';
import type { StoreSource } from '../../store/store-source';
import { contactApi, describeSendFailure, type ContactRequest, type ContactSendFailure } from './contact-api';

/**
 * What a contact form needs only to send: the shared schema (zod/mini) and the RTK Query mutation
 * with its store. A chunk of its own, loaded once the visitor starts on a form (use-contact-form.ts),
 * so the pages that show a form ship neither Redux nor zod before that (issue 23).
 */
export { validateContactMessage };

/**
 * Sends a checked message: through the mutation (never retried), or, with files, as multipart through
 * XMLHttpRequest for its upload progress. Resolves to null once sent, or to what the failure tells the form.
 */
export async function sendContactMessage(source: StoreSource, request: ContactRequest, files: File[], onProgress: (percent: number) => void): Promise<ContactSendFailure | null> {
  if (files.length > 0) {
    const { uploadContactMessage } = await import('./attachments/upload-contact-message');
    const result = await uploadContactMessage(request, files, onProgress);
    return result.status === 201 ? null : describeSendFailure(result);
  }
  const mutation = storeOf(source).dispatch(contactApi.endpoints.sendContactMessage.initiate(request));
  try {
    await mutation.unwrap();
    return null;
  } catch (error) {
    return describeSendFailure(error as Parameters<typeof describeSendFailure>[0]);
  } finally {
    // Nothing reads a sent message's result: drop it from the store, as the mutation hook did on unmount.
    mutation.reset();
  }
}
