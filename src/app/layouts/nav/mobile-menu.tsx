import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { mobileNav, navLabels } from '../../../content/nav';
import { CloseIcon, MenuIcon } from '../../components/icons/icons';
import { AppNavLink } from '../../components/links/app-nav-link';
import { useHydrated } from '../../features/contact/use-hydrated';
import { theme } from '../../styles/theme';
import { menuPanel, MenuLinks } from './menu-panel-styles';
import { IconButton } from './nav-styles';

const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog').then((m) => ({ default: m.MobileMenuDialog })));

// useLayoutEffect warns during a server render; there it has nothing to do anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The menu button as a <summary>: it opens and closes its <details> with no script at all. */
const Summary = styled(IconButton).attrs({ as: 'summary' })`
  position: relative;
  z-index: 101;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  details:not([open]) > & > [data-icon='close'],
  details[open] > & > [data-icon='open'] {
    display: none;
  }
`;

/**
 * The same full-screen panel as the dialog, drawn inside the fixed nav bar. The bar's blur makes it
 * the containing block of fixed children, so the panel is absolutely placed at its top-left corner
 * (the viewport's) and sized to the viewport.
 */
const Panel = styled.div`
  position: absolute;
  ${menuPanel}
  inset: 0 auto auto 0;
  width: 100vw;
  height: 100vh;
  height: 100dvh;
  padding-top: ${(p) => p.theme.size.navHeight};
`;

/**
 * Below 900 px: the menu button. Before scripts run (or without them) it is a <details> whose panel
 * holds the links; once hydrated it is a button opening the Radix dialog, which loads with the first
 * tap. A menu opened before hydration stays open: the dialog takes over from the panel.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  useBrowserLayoutEffect(() => {
    if (details.current?.open) {
      setRequested(true);
      setOpen(true);
    }
  }, []);
  useEffect(() => {
    if (!open) return;
    /* Widening past 900 px hides the trigger; don't leave a full-screen dialog nobody can see the reason for. */
    const desktopQuery = window.matchMedia(`(min-width: ${theme.breakpoint.desktop})`);
    const onChange = () => {
      if (desktopQuery.matches) setOpen(false);
    };
    desktopQuery.addEventListener('change', onChange);
    return () => desktopQuery.removeEventListener('change', onChange);
  }, [open]);

  if (!hydrated) {
    return (
      <details ref={details}>
        <Summary aria-label={navLabels.openMenu}>
          <span data-icon="open">
            <MenuIcon />
          </span>
          <span data-icon="close">
            <CloseIcon />
          </span>
        </Summary>
        <Panel>
          <MenuLinks aria-label={navLabels.mainNav}>
            {mobileNav.map((item) => (
              <AppNavLink key={item.label} to={item.href}>
                {item.label}
              </AppNavLink>
            ))}
          </MenuLinks>
        </Panel>
      </details>
    );
  }
  return (
    <>
      <IconButton
        ref={button}
        type="button"
        aria-label={navLabels.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
