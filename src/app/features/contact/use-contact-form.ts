import { useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { contactToasts } from '../../../content/contact';
import { checkAttachments } from '../../../shared/attachment-rules';
import { HONEYPOT_FIELD, type ContactField, type ContactFieldErrors } from '../../../shared/contact-fields';
import { toast } from '../../components/toast/toast-store';
import { StoreSourceContext } from '../../store/store-source';
import type { ContactRequest, ContactSendFailure } from './contact-api';
import { emptyContactValues, type ContactFormState, type ContactFormValues } from './contact-form-state';

const FIELD_ORDER: (keyof ContactFieldErrors)[] = ['name', 'email', 'phone_number', 'message', 'attachments'];

function focusFirstInvalid(form: HTMLFormElement | null, errors: ContactFieldErrors): void {
  const first = FIELD_ORDER.find((field) => errors[field]);
  const element = first ? form?.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}

const noServerState: ContactFormState = { values: emptyContactValues, fieldErrors: {}, formError: null };

const loadContactSubmit = () => import('./contact-submit');

/**
 * Starts loading the validator and the sender (contact-submit.ts) as the visitor heads for a form:
 * pointer over it, a press or focus in it. By the time a message is typed they are there.
 */
export function preloadContactSubmit(): void {
  loadContactSubmit().catch(() => undefined);
}

/**
 * State and submit behavior shared by the contact dialog and the /contact screen: validate with
 * the shared schema, send through the one RTK Query mutation (never retried), or, with files, as
 * multipart through XMLHttpRequest for its upload progress; then clear and toast on success, or
 * keep the text and files, mark the fields and toast on failure (spec sections 4 and 8). The
 * validator and the sender load with the visitor's first move towards the form (preloadContactSubmit).
 */
export function useContactForm(options: { success: { title: string; description: string }; initial?: ContactFormState; onSent?: () => void }) {
  const initial = options.initial ?? noServerState;
  const source = useContext(StoreSourceContext);
  const [values, setValues] = useState<ContactFormValues>(initial.values);
  const [errors, setErrors] = useState<ContactFieldErrors>(initial.fieldErrors);
  const [formError, setFormError] = useState<string | null>(initial.formError);
  const [files, setFilesState] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [posting, setPosting] = useState(false);
  const sending = posting || progress !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const wasSending = useRef(false);

  // Disabling the focused submit button drops focus to <body>; once the send settles, hand it back
  // so a keyboard user carries on from where they were (unless a field error took focus first).
  useEffect(() => {
    if (wasSending.current && !sending && document.activeElement === document.body) {
      formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
    wasSending.current = sending;
  }, [sending]);

  function setValue(field: ContactField) {
    return (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };
  }

  function setFiles(next: File[]): void {
    setFilesState(next);
    setErrors((current) => (current.attachments ? { ...current, attachments: undefined } : current));
  }

  async function send(request: ContactRequest, submit: Awaited<ReturnType<typeof loadContactSubmit>>): Promise<ContactSendFailure | null> {
    setPosting(true);
    if (files.length > 0) setProgress(0);
    try {
      return await submit.sendContactMessage(source, request, files, setProgress);
    } finally {
      setPosting(false);
      setProgress(null);
    }
  }

  function showFailure(failure: ContactSendFailure): void {
    const details = [...FIELD_ORDER.map((field) => failure.fields[field]), failure.reason].filter(Boolean);
    const description = [contactToasts.failure.description, ...details].join(' ');
    setErrors(failure.fields);
    // Also shown in the form: a modal dialog hides the rest of the page, toasts included, from screen readers.
    setFormError(description);
    toast({ ...contactToasts.failure, description, variant: 'destructive' });
    focusFirstInvalid(formRef.current, failure.fields);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    // Loaded already unless the visitor submits without ever pointing at or focusing the form.
    const submit = await loadContactSubmit().catch(() => undefined);
    // The chunk did not arrive (offline, or a new release replaced it): as a failed send, text kept.
    if (!submit) return showFailure({ fields: {} });
    const checked = submit.validateContactMessage(values);
    const filesError = checkAttachments(files);
    if (!checked.success || filesError) {
      const fields = { ...(checked.success ? {} : checked.fields), ...(filesError ? { attachments: filesError } : {}) };
      setErrors(fields);
      focusFirstInvalid(formRef.current, fields);
      return;
    }
    const request: ContactRequest = { ...checked.data, ...(honeypot ? { [HONEYPOT_FIELD]: String(honeypot) } : {}) };
    const failure = await send(request, submit);
    if (failure) return showFailure(failure);
    setValues(emptyContactValues);
    setFilesState([]);
    setErrors({});
    toast(options.success);
    options.onSent?.();
  }

  return { values, errors, formError, sending, formRef, setValue, handleSubmit, files, setFiles, progress };
}
