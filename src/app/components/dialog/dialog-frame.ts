import * as Dialog from '@radix-ui/react-dialog';
import styled, { css, keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translate(-50%, calc(-50% + 16px)); }
  to { opacity: 1; transform: translate(-50%, -50%); }
`;

/** The dimmed, blurred backdrop every modal dialog of the site uses (Radix Dialog overlay). */
export const DialogOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 150;
  background: rgba(17, 17, 16, 0.72);
  backdrop-filter: blur(6px);
  &[data-state='open'] {
    animation: ${fadeIn} 0.2s ease-out;
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 0.15s ease-in;
  }
`;

/**
 * A centered, scrollable paper panel that rises in: the shared frame of the site's dialogs. Each dialog
 * adds its own width, padding and decoration. While a toast shows, the panel is centered in the
 * space below it (--toast-space, set by the toast region), so the toast never covers its buttons.
 */
export const dialogPanel = css`
  position: fixed;
  top: calc(50% + var(--toast-space, 0px) / 2);
  left: 50%;
  z-index: 151;
  max-height: calc(100dvh - 24px - var(--toast-space, 0px));
  overflow-y: auto;
  transform: translate(-50%, -50%);
  background: ${(p) => p.theme.color.paper};
  color: ${(p) => p.theme.color.ink};
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ${rise} 0.28s ${(p) => p.theme.motion.ease};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 0.15s ease-in;
  }
`;
