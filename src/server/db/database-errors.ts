/**
 * The driver's errors for "MongoDB cannot be reached right now" (no server selectable, connection refused
 * or dropped, client closed), as opposed to a query the server refused. They are the service's fault,
 * never the visitor's: answered 503, never 500.
 */
const OUTAGE_ERRORS = new Set(['DatabaseUnavailableError', 'MongoServerSelectionError', 'MongoNetworkError', 'MongoNetworkTimeoutError', 'MongoNotConnectedError', 'MongoTopologyClosedError', 'MongoPoolClearedError']);

export function isDatabaseOutage(error: unknown): boolean {
  return error instanceof Error && OUTAGE_ERRORS.has(error.name);
}

/** This app has no database at all (started without one, as some tests do): the same answer as an outage. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}
