import type { ReactNode } from 'react';
import { ButtonLink, type ButtonVariant } from '../../components/ui/button';

/**
 * Opens the contact dialog. (Interim: links to /contact until the dialog lands with issue 4.)
 */
export function ContactDialogTrigger({ children, variant = 'primary' }: { children: ReactNode; variant?: ButtonVariant }) {
  return (
    <ButtonLink to="/contact" $variant={variant}>
      {children}
    </ButtonLink>
  );
}
