import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { navLabels } from '../../../content/nav';
import { MenuIcon } from '../../components/icons/icons';
import { theme } from '../../styles/theme';
import { IconButton } from './nav-styles';

const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog').then((m) => ({ default: m.MobileMenuDialog })));

/** Below 900 px: the menu button; the full-screen dialog loads with the first tap. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
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
