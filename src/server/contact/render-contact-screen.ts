import type { Request, Response } from 'express';
import type { ContactFormState } from '../../app/features/contact/contact-form-state';
import { paths } from '../../app/paths';
import { makeStore } from '../../app/store/make-store';
import type { SsrLocals } from '../render/ssr-handler';
import type { ContactPageLocals } from './contact-page-form';

/**
 * The no-JavaScript fallback's answer to a rejected form post. Posted to /contact (the screen's
 * form): a 303 to /contact?form={id} (contact-page-form.ts). Posted to /api/contact, or when the
 * draft cannot be stored: the /contact screen itself, with
 * the visitor's text and the errors preloaded into the contactForm slice, and the given status.
 * The request is re-dispatched through the whole app as a GET for /contact, so the page gets the
 * same headers, CSP nonce, document and SSR as any other render (no second rendering path);
 * the prepared store and status make ssr-handler skip its page cache and send no-store.
 */
export function renderContactScreen(req: Request, res: Response, form: ContactFormState, status: number): void {
  const drafts = (res.locals as ContactPageLocals).contactDrafts;
  if (drafts) {
    // Posted to /contact itself: keep the form as a draft and redirect, so a reload never posts
    // again. If the draft cannot be stored (database down), answer with the page directly.
    drafts.save({ form, status }).then(
      (id) => res.redirect(303, `${paths.contact}?form=${id}`),
      () => renderDirectly(req, res, form, status),
    );
    return;
  }
  renderDirectly(req, res, form, status);
}

function renderDirectly(req: Request, res: Response, form: ContactFormState, status: number): void {
  const locals = res.locals as SsrLocals;
  locals.store = makeStore({ contactForm: form });
  locals.status = status;
  locals.noStore = true;
  req.method = 'GET';
  req.url = paths.contact;
  req.originalUrl = paths.contact;
  req.app(req, res);
}
