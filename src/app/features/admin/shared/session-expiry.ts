import { useEffect } from 'react';

/**
 * A 401 from any admin call means the session ended (idle expiry, sign-out elsewhere, server restart
 * with a new secret). The endpoints report it here and the dashboard, which subscribes, leaves for
 * /login?expired=1. A tiny event hub keeps RTK Query's lifecycle code free of routing.
 */
const listeners = new Set<() => void>();

export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}

export function reportIfSessionExpired(error: unknown): void {
  if (isUnauthorized(error)) listeners.forEach((listener) => listener());
}

export function useOnSessionExpired(onExpired: () => void): void {
  useEffect(() => {
    listeners.add(onExpired);
    return () => {
      listeners.delete(onExpired);
    };
  }, [onExpired]);
}
