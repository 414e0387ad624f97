import { useContext, useEffect } from 'react';
import type { ContactFieldErrors } from '../../../shared/contact-fields';
import { StoreSourceContext } from '../../store/store-source';

/** What a contact form shows: the visitor's text as typed (strings, never trimmed while typing). */
export interface ContactFormValues {
  name: string;
  email: string;
  phone_number: string;
  message: string;
}

/**
 * Server-provided state of the /contact form. It is only ever filled by the server, for the
 * no-JavaScript fallback: a rejected urlencoded post renders /contact with the visitor's text, the
 * field errors and a form-level error (rate limit, service down) preloaded into the contactForm slice
 * (contact-form-slice.ts).
 */
export interface ContactFormState {
  values: ContactFormValues;
  fieldErrors: ContactFieldErrors;
  formError: string | null;
}

export const emptyContactValues: ContactFormValues = { name: '', email: '', phone_number: '', message: '' };

/**
 * The server's state for the /contact form, read from the page's store state without loading Redux
 * (the form loads it only to send). Once the form has taken it into its own state it is dropped, so a
 * later visit in this session starts empty.
 */
export function useServerContactForm(): ContactFormState | undefined {
  const source = useContext(StoreSourceContext);
  const state = (source.store?.getState() ?? source.preloadedState)?.contactForm;
  useEffect(() => {
    if (!source.preloadedState?.contactForm) return;
    const { contactForm: _consumed, ...rest } = source.preloadedState;
    source.preloadedState = rest;
  }, [source]);
  return state;
}
