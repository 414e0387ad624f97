import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { AppNavLink } from '../../components/links/app-nav-link';
import styled from 'styled-components';
import { mobileNav, navLabels } from '../../../content/nav';
import { CloseIcon } from '../../components/icons/icons';
import { Wordmark } from '../../components/logo';
import { menuPanel, MenuHeader, MenuLinks } from './menu-panel-styles';
import { IconButton } from './nav-styles';

const Overlay = styled(Dialog.Content)`
  position: fixed;
  ${menuPanel}
`;

/**
 * The full-screen menu itself (Radix Dialog: focus trapped, Escape closes). Loaded on the first tap
 * of the menu button, so phones that never open it never download the dialog code.
 */
export function MobileMenuDialog({ open, onOpenChange, returnFocusTo }: { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <MenuHeader>
            <Dialog.Title asChild>
              <span>
                <Wordmark />
              </span>
            </Dialog.Title>
            <Dialog.Close asChild>
              <IconButton type="button" aria-label={navLabels.closeMenu}>
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </MenuHeader>
          <MenuLinks aria-label={navLabels.mainNav}>
            {mobileNav.map((item) => (
              <AppNavLink key={item.label} to={item.href} onClick={() => onOpenChange(false)}>
                {item.label}
              </AppNavLink>
            ))}
          </MenuLinks>
        </Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
