import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import styled from 'styled-components';
import { comingSoonBody, comingSoonModal, storeHero } from '../../../content/store';
import type { StoreCollection } from '../../../content/types';
import { DialogOverlay, dialogPanel } from '../../components/dialog/dialog-frame';
import { CloseIcon } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { scrollToFooter } from './scroll-to-footer';

const Content = styled(Dialog.Content)`
  ${dialogPanel}
  width: min(540px, calc(100vw - 32px));
  padding: 64px clamp(24px, 5vw, 48px) clamp(28px, 5vw, 44px);
  box-shadow: 0 30px 80px rgba(0, 0, 0, 0.35);
  /* Printed layer lines across the top, the last course in the accent color. */
  background-image:
    linear-gradient(${(p) => p.theme.color.accent}, ${(p) => p.theme.color.accent}),
    repeating-linear-gradient(to bottom, rgba(17, 17, 16, 0.14) 0 1px, transparent 1px 6px);
  background-size: 100% 4px, 100% 36px;
  background-position: 0 36px, 0 0;
  background-repeat: no-repeat;
`;

const Eyebrow = styled.p`
  margin-bottom: 14px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.stone};
`;

const Title = styled(Dialog.Title)`
  font-size: clamp(2.25rem, 6vw, 3.25rem);
  letter-spacing: -0.04em;
`;

const Description = styled(Dialog.Description)`
  margin: 16px 0 32px;
  font-size: 1.0625rem;
  color: ${(p) => p.theme.color.inkSoft};
`;

const Close = styled.button`
  position: absolute;
  top: 52px;
  right: 12px;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.color.paperDeep};
  }
`;

export interface ComingSoonDialogProps {
  /** The collection asked about; null closes the dialog. */
  collection: StoreCollection | null;
  /** Name shown while the dialog animates closed (the collection is already null by then). */
  lastName: string;
  onClose: () => void;
  /** Where focus goes back to when the dialog is dismissed (the collection button). */
  returnFocusTo: HTMLElement | null;
}

/**
 * The store's 'Coming Soon' notice (Radix dialog: focus trap, Escape, inert background). 'Contact Us'
 * closes it and then takes the visitor to the footer's contact details instead of back to the card.
 */
export function ComingSoonDialog({ collection, lastName, onClose, returnFocusTo }: ComingSoonDialogProps) {
  const goToFooter = useRef(false);
  const name = collection?.name ?? lastName;
  return (
    <Dialog.Root open={collection !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (goToFooter.current) {
              goToFooter.current = false;
              scrollToFooter();
            } else {
              returnFocusTo?.focus();
            }
          }}
        >
          <Dialog.Close asChild>
            <Close type="button" aria-label={comingSoonModal.close}>
              <CloseIcon />
            </Close>
          </Dialog.Close>
          <Eyebrow>
            {storeHero.eyebrow} · {name}
          </Eyebrow>
          <Title>{comingSoonModal.title}</Title>
          <Description>{comingSoonBody(name)}</Description>
          <Button
            type="button"
            onClick={() => {
              goToFooter.current = true;
              onClose();
            }}
          >
            {comingSoonModal.button}
          </Button>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
