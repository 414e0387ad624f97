import { loginToasts } from '../../../content/admin';
import type { ToastInput } from '../../components/toast/toast-store';

/**
 * The toast for a failed sign-in. Wrong credentials and a malformed form read the same (and never echo
 * what was typed); a lockout says so; anything else (5xx, network, a refused request) is the service
 * being unavailable, as the spec words it.
 */
export function loginFailureToast(error: unknown): ToastInput {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 400 || status === 401) return { ...loginToasts.failure, variant: 'destructive' };
  if (status === 429) {
    const serverText = (error as { data?: { error?: unknown } }).data?.error;
    return { ...loginToasts.locked, description: typeof serverText === 'string' ? serverText : loginToasts.locked.description, variant: 'destructive' };
  }
  return { ...loginToasts.unavailable, variant: 'destructive' };
}
