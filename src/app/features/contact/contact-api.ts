import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { api } from '../../store/api';
import { type ContactMessageInput } from '../../../shared/contact-schema';
import { HONEYPOT_FIELD, type ContactCreated, type ContactFailure, type ContactFieldErrors } from '../../../shared/contact-fields';

export type ContactRequest = ContactMessageInput & { [HONEYPOT_FIELD]?: string };

/** The one call both contact forms make (spec section 7). Mutations are never retried (section 9). */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactCreated['data'], ContactRequest>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
      transformResponse: (response: ContactCreated) => response.data,
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;

/** What a failed send tells the form: field errors from a 400, or the server's reason for 413/429/503 (and a 400 without fields). */
export interface ContactSendFailure {
  fields: ContactFieldErrors;
  reason?: string;
}

export function describeSendFailure(error: FetchBaseQueryError | SerializedError): ContactSendFailure {
  if (!('status' in error) || typeof error.status !== 'number') return { fields: {} };
  const body = error.data as Partial<ContactFailure> | undefined;
  const fields = error.status === 400 && body?.fields ? body.fields : {};
  const reason = [413, 429, 503].includes(error.status) || (error.status === 400 && !body?.fields) ? body?.error : undefined;
  return { fields, reason };
}
