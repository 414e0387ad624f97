import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { contactDialog, contactToasts } from '../../../content/contact';
import { CONTACT_ENDPOINT } from '../../../shared/contact-fields';
import { DialogOverlay, dialogPanel } from '../../components/dialog/dialog-frame';
import { CloseIcon } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { desktop } from '../../styles/theme';
import { AttachmentField } from './attachments/attachment-field';
import { ContactFormFields } from './contact-form-fields';
import { FormAlert } from './form-alert';
import { HoneypotField } from './honeypot-field';
import { preloadContactSubmit, useContactForm } from './use-contact-form';

const Content = styled(Dialog.Content)`
  ${dialogPanel}
  width: min(640px, calc(100vw - 24px));
  padding: 28px 20px 24px;
  border-top: 4px solid ${(p) => p.theme.color.accent};
  box-shadow: 0 32px 80px rgba(0, 0, 0, 0.45);
  ${desktop} {
    padding: 44px 48px 40px;
  }
`;

const Title = styled(Dialog.Title)`
  padding-right: 40px;
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  letter-spacing: -0.03em;
`;

const Description = styled(Dialog.Description)`
  margin-top: 12px;
  padding-bottom: 24px;
  border-bottom: 1px solid ${(p) => p.theme.color.concrete};
  color: ${(p) => p.theme.color.inkSoft};
`;

const Form = styled.form`
  display: grid;
  gap: 20px;
  margin-top: 24px;
  ${desktop} {
    grid-template-columns: 1fr 1fr;
    & > :nth-child(n + 3) {
      grid-column: 1 / -1;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  & > * {
    flex: 1 1 160px;
  }
  ${desktop} {
    & > * {
      flex: 0 0 auto;
    }
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: 16px;
  right: 16px;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.color.paperDeep};
  }
`;

const ID = 'contact-dialog';
const FIELDS = ['name', 'email', 'phone', 'message'] as const;

type ContactDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; opener: RefObject<HTMLElement | null> };

/**
 * The contact dialog (spec sections 2, 4 and 8), loaded on the first open. Radix gives the
 * modal behavior: focus moves in and is trapped, Escape and the overlay close it. The opener is
 * a plain button outside Radix, so focus is handed back to it explicitly on close. The form's
 * state lives here, outside the Radix content, so a draft survives closing and reopening.
 */
export function ContactDialog({ open, onOpenChange, opener }: ContactDialogProps) {
  const form = useContactForm({ success: contactToasts.dialogSuccess, onSent: () => onOpenChange(false) });
  const text = contactDialog;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Content
          data-testid="contact-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Title>{text.title}</Title>
          <Description>{text.description}</Description>
          <Form ref={form.formRef} method="post" action={CONTACT_ENDPOINT} encType="multipart/form-data" onSubmit={form.handleSubmit} onPointerEnter={preloadContactSubmit} onFocus={preloadContactSubmit}>
            <ContactFormFields idPrefix={ID} fields={FIELDS} text={text} form={form} />
            <HoneypotField id={`${ID}-website`} />
            <AttachmentField id={`${ID}-attachments`} files={form.files} onChange={form.setFiles} error={form.errors.attachments} progress={form.progress} disabled={form.sending} />
            <div>
              <FormAlert message={form.formError} />
              <Actions>
              <Dialog.Close asChild>
                <Button type="button" $variant="secondary">
                  {text.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={form.sending}>
                {form.sending ? text.submitting : text.submit}
              </Button>
              </Actions>
            </div>
          </Form>
          <Dialog.Close asChild>
            <CloseButton type="button" aria-label={text.close}>
              <CloseIcon />
            </CloseButton>
          </Dialog.Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
