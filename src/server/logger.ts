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

/** Log lines held while stdout does not drain, beyond which new lines are dropped (and counted). */
export const MAX_PENDING_LOG_BYTES = 16 * 1024 * 1024;

/**
 * stdout, written asynchronously: under load the lines of many requests go out in one write instead
 * of a system call each (a synchronous write per request cost public pages about 30 % more CPU).
 * If whatever reads stdout stalls, lines wait in memory; past `maxPendingBytes` new ones are dropped
 * rather than filling the heap until the process dies (a stalled pipe took a 256 MB heap in about
 * 850,000 requests), and a line on stderr says how many were lost once the stream drains again.
 */
export function stdoutDestination(maxPendingBytes = MAX_PENDING_LOG_BYTES, fd = 1): pino.DestinationStream {
  const stream = pino.destination({ dest: fd, sync: false, maxLength: maxPendingBytes });
  let dropped = 0;
  stream.on('drop', () => {
    dropped++;
  });
  stream.on('drain', () => {
    if (dropped === 0) return;
    process.stderr.write(`${JSON.stringify({ level: 'warn', time: new Date().toISOString(), dropped, msg: 'log lines dropped: stdout was not read' })}\n`);
    dropped = 0;
  });
  return stream;
}

/**
 * One JSON line per event on stdout, ISO timestamps and level names, so any log shipper reads them;
 * pino flushes what is pending when the process exits.
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
    destination ?? stdoutDestination(),
  );
}
