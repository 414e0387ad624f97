import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/root-reducer';
import { emptyContactValues, type ContactFormState } from './contact-form-state';

const initialState: ContactFormState = { values: emptyContactValues, fieldErrors: {}, formError: null };

/**
 * The /contact form's server state (contact-form-state.ts) as a slice, so the store the server
 * prepares for a rejected no-JavaScript post carries it into the page's embedded state. Nothing in
 * the browser changes it: the form reads it without loading Redux (useServerContactForm).
 */
export const contactFormSlice = createSlice({
  name: 'contactForm',
  initialState,
  reducers: {},
  selectors: {
    selectContactForm: (state) => state,
  },
});

declare module '../../store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof contactFormSlice> {}
}

export const { selectContactForm } = contactFormSlice.injectInto(rootReducer).selectors;
