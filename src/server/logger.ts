/** One-line structured logs on stdout/stderr; silent where tests ask for quiet. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function line(level: string, message: string, fields?: Record<string, unknown>): string {
  return JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
}

export function createLogger(level: 'silent' | 'info' = 'info'): Logger {
  if (level === 'silent') return { info() {}, warn() {}, error() {} };
  return {
    info: (message, fields) => process.stdout.write(line('info', message, fields) + '\n'),
    warn: (message, fields) => process.stderr.write(line('warn', message, fields) + '\n'),
    error: (message, fields) => process.stderr.write(line('error', message, fields) + '\n'),
  };
}
