import { lazy, Suspense } from 'react';
import type { ComingSoonDialogProps } from './coming-soon-dialog';

// Radix Dialog and the notice itself are fetched on the first click, keeping them out of the first load.
const ComingSoonDialog = lazy(() => import('./coming-soon-dialog').then((module) => ({ default: module.ComingSoonDialog })));

/** Renders nothing until the visitor first asks about a collection; from then on the dialog stays mounted. */
export function LazyComingSoonDialog({ requested, ...props }: ComingSoonDialogProps & { requested: boolean }) {
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ComingSoonDialog {...props} />
    </Suspense>
  );
}
