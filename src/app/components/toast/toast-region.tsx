import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { CloseIcon } from '../icons/icons';
import { dismissToast, TOAST_DURATION_MS, type ToastItem } from './toast-store';

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: 300;
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: min(420px, 100vw);
  margin: 0;
  padding: 20px;
  list-style: none;
  outline: none;
`;

const Root = styled(RadixToast.Root)<{ $destructive: boolean }>`
  position: relative;
  display: grid;
  gap: 4px;
  padding: 18px 48px 18px 20px;
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
  border-left: 4px solid ${(p) => p.theme.color.accent};
  box-shadow: 0 16px 40px rgba(0, 0, 0, 0.3);
  ${(p) =>
    p.$destructive &&
    css`
      background: ${p.theme.color.danger};
      border-left-color: ${p.theme.color.white};
    `}
  &[data-state='open'] {
    animation: toast-in 0.2s ${(p) => p.theme.motion.ease};
  }
  &[data-state='closed'] {
    animation: toast-out 0.15s ease-in forwards;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    animation: toast-out 0.15s ease-out forwards;
  }
  @keyframes toast-in {
    from { transform: translateX(24px); opacity: 0; }
  }
  @keyframes toast-out {
    to { transform: translateX(100%); opacity: 0; }
  }
`;

const Title = styled(RadixToast.Title)`
  font-family: ${(p) => p.theme.font.display};
  font-weight: 600;
  font-size: 1rem;
`;

const Description = styled(RadixToast.Description)`
  font-size: 0.9375rem;
  opacity: 0.92;
`;

const Action = styled(RadixToast.Action)`
  justify-self: start;
  margin-top: 8px;
  min-height: 36px;
  padding: 6px 14px;
  border: 1px solid currentColor;
  border-radius: ${(p) => p.theme.size.radius};
  background: transparent;
  color: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.color.paper};
    color: ${(p) => p.theme.color.ink};
  }
`;

const Close = styled(RadixToast.Close)`
  position: absolute;
  top: 10px;
  right: 10px;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

/**
 * Publishes the height the open toasts take at the foot of the screen as --toast-space on the root
 * element; dialogs (dialog-frame.ts) stay above it, so a toast never covers a dialog's buttons.
 */
function useToastSpace(viewport: React.RefObject<HTMLOListElement | null>, showing: boolean): void {
  useEffect(() => {
    const element = viewport.current;
    const root = document.documentElement;
    if (!element || !showing) {
      root.style.removeProperty('--toast-space');
      return;
    }
    const publish = () => {
      root.style.setProperty('--toast-space', `${element.offsetHeight}px`);
      // The dialog just got shorter: keep the control the visitor last used (usually Send) in view.
      const active = document.activeElement;
      if (active?.closest('[role="dialog"]')) active.scrollIntoView({ block: 'nearest' });
    };
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    publish();
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-space');
    };
  }, [viewport, showing]);
}

/**
 * Radix gives the behavior the spec lists: swipe right past 50 px to dismiss, F8 focuses the
 * region, polite announcements (assertive for errors), pause on hover and focus.
 */
export function ToastRegion({ toasts }: { toasts: ToastItem[] }) {
  const viewport = useRef<HTMLOListElement>(null);
  useToastSpace(viewport, toasts.some((item) => item.open));
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          $destructive={item.variant === 'destructive'}
          data-testid="toast"
          data-variant={item.variant ?? 'default'}
        >
          <Title>{item.title}</Title>
          {item.description ? <Description>{item.description}</Description> : null}
          {item.action ? (
            <Action altText={item.action.altText} onClick={item.action.onAction}>
              {item.action.label}
            </Action>
          ) : null}
          <Close aria-label="Close notification">
            <CloseIcon />
          </Close>
        </Root>
      ))}
      <Viewport ref={viewport} />
    </RadixToast.Provider>
  );
}
