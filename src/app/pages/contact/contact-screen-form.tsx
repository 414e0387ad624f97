import styled from 'styled-components';
import { contactScreen, contactToasts } from '../../../content/contact';
import { AttachmentField } from '../../features/contact/attachments/attachment-field';
import { ContactFormFields } from '../../features/contact/contact-form-fields';
import { useServerContactForm } from '../../features/contact/contact-form-state';
import { FormAlert } from '../../features/contact/form-alert';
import { HoneypotField } from '../../features/contact/honeypot-field';
import { preloadContactSubmit, useContactForm } from '../../features/contact/use-contact-form';
import { ArrowIcon } from '../../components/icons/icons';
import { paths } from '../../paths';
import { Button } from '../../components/ui/button';
import { desktop } from '../../styles/theme';

const Form = styled.form`
  display: grid;
  gap: 24px;
`;

const Heading = styled.h2`
  padding-top: 18px;
  border-top: 1px solid ${(p) => p.theme.color.ink};
  font-size: clamp(1.5rem, 2.4vw, 2rem);
  letter-spacing: -0.03em;
`;

const Submit = styled(Button)`
  width: 100%;
  ${desktop} {
    width: auto;
    justify-self: start;
    min-width: 220px;
  }
`;

const Sent = styled.div`
  padding: 18px 20px;
  border-left: 4px solid ${(p) => p.theme.color.success};
  background: ${(p) => p.theme.color.white};
  strong {
    display: block;
    font-family: ${(p) => p.theme.font.display};
    font-size: 1.125rem;
  }
`;

const ID = 'contact';
/** No phone field: the screen does not send phone_number, only the dialog does (docs/contact.md). */
const FIELDS = ['name', 'email', 'message'] as const;

/**
 * The /contact form. A real form posting to /contact itself, so it works before and without
 * JavaScript (the server redirects back with ?sent=1, or to /contact?form={id}, which renders this
 * page with the errors and the visitor's text preloaded into the contactForm slice); with
 * JavaScript it sends to /api/contact through the RTK Query mutation and answers with toasts.
 * Redux and the validator load only once the visitor points at or focuses the form (issue 23).
 */
export function ContactScreenForm({ sent }: { sent: boolean }) {
  const form = useContactForm({ success: contactToasts.screenSuccess, initial: useServerContactForm() });
  const text = contactScreen;

  return (
    <Form ref={form.formRef} method="post" action={paths.contact} encType="multipart/form-data" onSubmit={form.handleSubmit} onPointerEnter={preloadContactSubmit} onFocus={preloadContactSubmit} aria-labelledby="contact-form-heading">
      <Heading id="contact-form-heading">{text.formHeading}</Heading>
      <div role="status">
        {sent ? (
          <Sent>
            <strong>{contactToasts.screenSuccess.title}</strong>
            {contactToasts.screenSuccess.description}
          </Sent>
        ) : null}
      </div>
      <ContactFormFields idPrefix={ID} fields={FIELDS} text={text} form={form} />
      {/* Before the files: the server reads the text fields (honeypot included) before any file. */}
      <HoneypotField id={`${ID}-website`} />
      <AttachmentField id={`${ID}-attachments`} files={form.files} onChange={form.setFiles} error={form.errors.attachments} progress={form.progress} disabled={form.sending} />
      <div>
        <FormAlert message={form.formError} />
        <Submit type="submit" disabled={form.sending}>
          {form.sending ? text.submitting : text.submit}
          <ArrowIcon />
        </Submit>
      </div>
    </Form>
  );
}
