import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getServerToasts, getToasts, subscribeToasts } from './toast-store';

// The toast UI (Radix) loads with the first toast, keeping it out of every page's first load.
const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })));

/** Mounted once in the layout; renders nothing until something calls toast(). */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion toasts={toasts} />
    </Suspense>
  );
}
