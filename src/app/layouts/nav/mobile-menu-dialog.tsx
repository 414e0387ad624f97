import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { AppNavLink } from '../../components/links/app-nav-link';
import styled from 'styled-components';
import { mobileNav, navLabels } from '../../../content/nav';
import { CloseIcon } from '../../components/icons/icons';
import { Wordmark } from '../../components/logo';
import { IconButton } from './nav-styles';

const Overlay = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  padding: 14px ${(p) => p.theme.size.gutter} 40px;
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
  animation: menu-in 0.25s ${(p) => p.theme.motion.ease};
  @keyframes menu-in {
    from { opacity: 0; transform: translateY(-8px); }
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 44px;
`;

const Links = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 12vh;
  a {
    font-family: ${(p) => p.theme.font.display};
    font-size: clamp(2.5rem, 12vw, 4rem);
    font-weight: 600;
    letter-spacing: -0.03em;
    color: inherit;
    text-decoration: none;
    padding: 4px 0;
    border-bottom: 1px solid rgba(244, 241, 234, 0.15);
  }
  a[aria-current='page'] {
    color: ${(p) => p.theme.color.accent};
  }
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
          <Header>
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
          </Header>
          <Links aria-label={navLabels.mainNav}>
            {mobileNav.map((item) => (
              <AppNavLink key={item.label} to={item.href} onClick={() => onOpenChange(false)}>
                {item.label}
              </AppNavLink>
            ))}
          </Links>
        </Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
