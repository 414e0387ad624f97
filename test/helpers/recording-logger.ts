import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../src/server/logger';

export interface LoggedLine {
  level: string;
  msg: string;
  [field: string]: unknown;
}

/** The app's real pino logger, writing into an array instead of stdout, so tests can read what was logged. */
export function recordingLogger(): { logger: Logger; lines: LoggedLine[]; text: () => string } {
  const lines: LoggedLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as LoggedLine);
      done();
    },
  });
  const logger = createLogger('debug', sink);
  return { logger, lines, text: () => lines.map((line) => JSON.stringify(line)).join('\n') };
}
