import { fetchFailureReasons } from '../../../../content/admin';

/**
 * The {reason} in 'Failed to fetch contact submissions: {reason}' (spec section 8): the server's own
 * error text, else 'HTTP {status}: {body}', 'Failed to fetch submissions' for a network failure, or
 * 'Unknown error'. Takes RTK Query's error shapes (FetchBaseQueryError or SerializedError).
 */
export function fetchErrorReason(error: unknown): string {
  if (typeof error !== 'object' || error === null) return fetchFailureReasons.unknown;
  const { status, data, originalStatus } = error as { status?: unknown; data?: unknown; originalStatus?: unknown };
  if (typeof status === 'number') {
    const serverError = typeof data === 'object' && data !== null ? (data as { error?: unknown }).error : undefined;
    if (typeof serverError === 'string' && serverError) return serverError;
    return `HTTP ${status}: ${typeof data === 'string' ? data : ''}`.trim();
  }
  if (status === 'PARSING_ERROR' && typeof originalStatus === 'number') return `HTTP ${originalStatus}: ${typeof data === 'string' ? data : ''}`.trim();
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return fetchFailureReasons.network;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : fetchFailureReasons.unknown;
}
