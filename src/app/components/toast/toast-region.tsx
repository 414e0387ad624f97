import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { desktop } from '../../styles/theme';
import { CloseIcon } from '../icons/icons';
import { dismissToast, TOAST_DURATION_MS, type ToastItem } from './toast-store';

/*
 * Toasts sit over the site's bar (fixed at the top, kept on screen while a toast shows: nav-bar.tsx),
 * the one strip of the screen that the page's content never occupies, so a toast never covers a list,
 * a form or their buttons, wherever the page is scrolled. On a phone a toast takes the bar for its few
 * seconds (close, swipe or wait); from 900 px it sits in the bar's empty stretch between the wordmark
 * and the contact and cart buttons (about 490 px at 1440), covering none of the bar's links either
 * (below about 1180 px it may overlap the wordmark). Its text is set to fit the bar: three lines at most.
 */
const BAR_CLUSTER = '142px'; // contact, cart and square mark at the bar's right end, plus a gap
const WORDMARK_HALF = '80px'; // half the centred wordmark, plus a gap

const Viewport = styled(RadixToast.Viewport)`
  --toast-right: calc((100% - min(100%, ${(p) => p.theme.size.maxWidth})) / 2 + ${(p) => p.theme.size.gutter} + ${BAR_CLUSTER});
  position: fixed;
  top: 0;
  right: 0;
  left: 0;
  z-index: 300;
  display: flex;
  flex-direction: column;
  justify-content: center;
  height: ${(p) => p.theme.size.navHeight};
  margin: 0;
  padding: 4px 8px;
  list-style: none;
  outline: none;
  /* The strip stays mounted after a toast closes; only the toast itself may take the pointer. */
  pointer-events: none;
  ${desktop} {
    left: auto;
    right: var(--toast-right);
    width: clamp(320px, calc(50% - ${WORDMARK_HALF} - var(--toast-right)), 420px);
    padding: 4px 0;
  }
`;

const Root = styled(RadixToast.Root)<{ $destructive: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-auto-columns: auto;
  grid-auto-flow: column;
  align-items: center;
  gap: 8px;
  max-height: 100%;
  padding: 6px 6px 6px 14px;
  background: ${(p) => p.theme.color.paper};
  color: ${(p) => p.theme.color.ink};
  border-left: 4px solid ${(p) => p.theme.color.accent};
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.35);
  pointer-events: auto;
  ${(p) =>
    p.$destructive &&
    css`
      background: ${p.theme.color.danger};
      color: ${p.theme.color.white};
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
    animation: toast-swipe-out 0.15s ease-out forwards;
  }
  @keyframes toast-in {
    from { transform: translateY(-12px); opacity: 0; }
  }
  @keyframes toast-out {
    to { opacity: 0; }
  }
  @keyframes toast-swipe-out {
    to { transform: translateX(100%); opacity: 0; }
  }
`;

/** Title and description run on as one short paragraph, clamped to the bar's three lines. */
const Text = styled.div`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  font-size: 0.875rem;
  line-height: 1.2;
`;

const Title = styled(RadixToast.Title)`
  display: inline;
  margin-right: 0.35em;
  font-weight: 700;
`;

const Description = styled(RadixToast.Description)`
  display: inline;
`;

const Action = styled(RadixToast.Action)`
  min-height: 32px;
  padding: 4px 12px;
  border: 1px solid currentColor;
  border-radius: ${(p) => p.theme.size.radius};
  background: transparent;
  color: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.color.ink};
    color: ${(p) => p.theme.color.paper};
  }
`;

const Close = styled(RadixToast.Close)`
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
 * While a toast shows: marks the root element (data-toast="open"), which keeps the site's bar on
 * screen under it (nav-bar.tsx), and publishes how far down the screen the toast strip reaches as
 * --toast-space, which dialogs (dialog-frame.ts) stay below, so a toast never covers a dialog's buttons.
 */
function useToastSpace(viewport: React.RefObject<HTMLOListElement | null>, showing: boolean): void {
  useEffect(() => {
    const element = viewport.current;
    const root = document.documentElement;
    if (!element || !showing) return;
    root.dataset.toast = 'open';
    root.style.setProperty('--toast-space', `${Math.ceil(element.getBoundingClientRect().bottom)}px`);
    // The dialog just got shorter: keep the control the visitor last used (usually Send) in view.
    const active = document.activeElement;
    if (active?.closest('[role="dialog"]')) active.scrollIntoView({ block: 'nearest' });
    return () => {
      delete root.dataset.toast;
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
          <Text>
            <Title data-part="title">{item.title}</Title>
            {item.description ? <Description data-part="description">{item.description}</Description> : null}
          </Text>
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
