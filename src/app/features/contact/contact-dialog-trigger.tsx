import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { paths } from '../../paths';
import { Button, ButtonLink, type ButtonVariant } from '../../components/ui/button';
import { useHydrated } from './use-hydrated';

const loadDialog = () => import('./contact-dialog');
// Radix Dialog and the form load on the first open (or hover/focus), keeping them out of the first load.
const ContactDialog = lazy(() => loadDialog().then((module) => ({ default: module.ContactDialog })));

/**
 * Opens the contact dialog. Until JavaScript runs (or without it) it is a link to the /contact
 * screen, whose form works without JavaScript; after hydration it is a real button.
 */
export function ContactDialogTrigger({ children, variant = 'primary' }: { children: ReactNode; variant?: ButtonVariant }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  if (!hydrated) {
    return (
      <ButtonLink to={paths.contact} $variant={variant} data-contact-trigger="">
        {children}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button
        ref={opener}
        type="button"
        $variant={variant}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-contact-trigger=""
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
