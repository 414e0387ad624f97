import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/root-reducer';
import type { ContactFieldErrors } from '../../../shared/contact-fields';

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
 * field errors and a form-level error (rate limit, service down) preloaded into this slice.
 */
export interface ContactFormState {
  values: ContactFormValues;
  fieldErrors: ContactFieldErrors;
  formError: string | null;
}

export const emptyContactValues: ContactFormValues = { name: '', email: '', phone_number: '', message: '' };

const initialState: ContactFormState = { values: emptyContactValues, fieldErrors: {}, formError: null };

export const contactFormSlice = createSlice({
  name: 'contactForm',
  initialState,
  reducers: {
    /** The page has taken the server's state into its own; later visits start clean. */
    contactFormConsumed: () => initialState,
  },
  selectors: {
    selectContactForm: (state) => state,
  },
});

declare module '../../store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof contactFormSlice> {}
}

export const { contactFormConsumed } = contactFormSlice.actions;
export const { selectContactForm } = contactFormSlice.injectInto(rootReducer).selectors;
