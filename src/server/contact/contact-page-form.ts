import { Router, type RequestHandler, type Response } from 'express';
import { paths } from '../../app/paths';
import { makeStore } from '../../app/store/make-store';
import type { AppDeps } from '../app-deps';
import type { SsrLocals } from '../render/ssr-handler';
import { contactFormDrafts, type ContactFormDrafts } from './contact-form-drafts';

/** The query parameter naming a kept draft: /contact?form={id}. */
export const CONTACT_DRAFT_PARAM = 'form';

/** Set while a post to /contact runs, so a rejection can be answered with a redirect (see render-contact-screen.ts). */
export interface ContactPageLocals {
  contactDrafts?: ContactFormDrafts;
}

/** Draft ids are base64url; anything else is not looked up. */
const DRAFT_ID = /^[A-Za-z0-9_-]{16}$/;

/**
 * The /contact screen's own form post (no JavaScript, or before it loads). POST /contact runs the
 * very same pipeline instance as POST /api/contact (`contactPipeline`, so they share one rate
 * limit); a rejected post is kept as a draft and answered 303 to
 * /contact?form={id}, whose GET renders the form with the visitor's text and errors.
 */
export function contactPageForm(deps: AppDeps, contactPipeline: RequestHandler) {
  const router = Router();
  const drafts = deps.db ? contactFormDrafts(deps.db) : undefined;

  router.post(paths.contact, (req, res, next) => {
    (res.locals as ContactPageLocals).contactDrafts = drafts;
    req.url = '/';
    contactPipeline(req, res, next);
  });

  router.get(paths.contact, async (req, res: Response, next) => {
    const id = req.query[CONTACT_DRAFT_PARAM];
    if (typeof id !== 'string' || !drafts) return next();
    const draft = DRAFT_ID.test(id) ? await drafts.load(id).catch(() => null) : null;
    // An expired or unknown draft shows the empty form: the page still works, only the text is gone.
    if (!draft) return next();
    const locals = res.locals as SsrLocals;
    locals.store = makeStore({ contactForm: draft.form });
    locals.status = draft.status;
    locals.noStore = true;
    next();
  });
  return router;
}
