import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { mobileNav, navLabels } from '../../../content/nav';
import { CloseIcon, MenuIcon } from '../../components/icons/icons';
import { AppNavLink } from '../../components/links/app-nav-link';
import { useHydrated } from '../../features/contact/use-hydrated';
import { theme } from '../../styles/theme';
import { IconButton } from './nav-styles';

const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog').then((m) => ({ default: m.MobileMenuDialog })));

// useLayoutEffect warns during a server render; there it has nothing to do anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

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
      // Styled by src/client/no-script-menu.css, so this fallback costs no script.
      <details ref={details} className="nav-menu">
        <summary className="nav-menu-toggle" aria-label={navLabels.openMenu}>
          <span data-icon="open">
            <MenuIcon />
          </span>
          <span data-icon="close">
            <CloseIcon />
          </span>
        </summary>
        <div className="nav-menu-panel">
          <nav aria-label={navLabels.mainNav}>
            {mobileNav.map((item) => (
              <AppNavLink key={item.label} to={item.href}>
                {item.label}
              </AppNavLink>
            ))}
          </nav>
        </div>
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
