import { loginScreen, loginToasts } from '../../../content/admin';
import type { ToastInput } from '../../components/toast/toast-store';

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
}

function serverText(error: unknown): string | undefined {
  const text = (error as { data?: { error?: unknown } }).data?.error;
  return typeof text === 'string' ? text : undefined;
}

/**
 * The toast for a failed sign-in. Wrong credentials and a malformed form read the same (and never echo
 * what was typed); a lockout says so; anything else (5xx, network, a refused request) is the service
 * being unavailable, as the spec words it.
 */
export function loginFailureToast(error: unknown): ToastInput {
  const status = statusOf(error);
  if (status === 400 || status === 401) return { ...loginToasts.failure, variant: 'destructive' };
  if (status === 429) return { ...loginToasts.locked, description: serverText(error) ?? loginToasts.locked.description, variant: 'destructive' };
  return { ...loginToasts.unavailable, variant: 'destructive' };
}

/**
 * The same failure said on the page itself, where it stays (a toast vanishes after five seconds): a
 * lockout with its wait time, as the server words it; a wrong second-step code as such.
 */
export function loginFailureNotice(error: unknown, step: 'password' | 'code'): string {
  const status = statusOf(error);
  if (status === 400 || status === 401) return step === 'code' ? serverText(error) ?? loginScreen.notices.code : loginScreen.notices.invalid;
  if (status === 429) return serverText(error) ?? loginScreen.notices.locked;
  return loginScreen.notices.unavailable;
}
