import pino from 'pino';

/** pino's logger: `logger.info({ fields }, 'message')`; a request's child logger carries its `reqId`. */
export type Logger = pino.Logger;
export type LogLevel = 'silent' | pino.Level;

/**
 * Never written to a log, whoever logs the object: session cookies, credentials, and the one-time tokens
 * of invitations and password resets. pino removes them before a line is serialised.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  // pino's `*.x` matches one level down only: the top-level names are listed too.
  'password',
  'token',
  'secret',
  '*.password',
  '*.token',
  '*.secret',
];

/**
 * One JSON line per event on stdout, ISO timestamps and level names, so any log shipper reads them.
 * Written asynchronously: under load the lines of many requests go out in one write instead of a
 * system call each (a synchronous write per request cost public pages about 30 % more CPU); pino
 * flushes what is pending when the process exits.
 */
export function createLogger(level: LogLevel = 'info', destination?: pino.DestinationStream): Logger {
  // A silent logger (tests) opens no stream at all.
  if (level === 'silent') return pino({ level });
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
