import { LogVerbosity } from './log-verbosity';

/** How many recent lines `getLog: 'global'` keeps, as mongod's in-memory log keeps its last 1,024. */
const CAPACITY = 1024;

/**
 * The store's recent log lines for `getLog`, in mongod's structured (JSON) line format, so tools that
 * parse mongod's log lines read these too. Lines older than the last 1,024 are dropped; the total counts
 * every line written since start.
 */
export class RamLog {
  private readonly lines: string[] = [];
  private written = 0;
  /** The levels `logLevel` and `logComponentVerbosity` report and set (server-parameters.ts). */
  readonly verbosity = new LogVerbosity();

  record(message: string): void {
    this.written++;
    this.lines.push(JSON.stringify({ t: { $date: new Date().toISOString() }, s: 'I', c: '-', id: 0, ctx: 'embedded', msg: message }));
    if (this.lines.length > CAPACITY) this.lines.shift();
  }

  snapshot(): { totalLinesWritten: number; log: string[] } {
    return { totalLinesWritten: this.written, log: [...this.lines] };
  }
}
