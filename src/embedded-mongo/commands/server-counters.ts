import { type Document, Long } from 'bson';

/** The command kinds mongod's `opcounters` tells apart; every other command counts as `command`. */
type OpKind = 'insert' | 'query' | 'update' | 'delete' | 'getmore' | 'command';

/**
 * What serverStatus reports about the traffic since start (`opcounters`, `network`), counted as mongod
 * counts it: inserts per document, updates and deletes per statement, one query per `find`, one getmore
 * per `getMore`, whether or not the operation succeeds. Monitoring tools (mongostat, exporters) read
 * these as rates, so they only ever grow.
 */
export class ServerCounters {
  private readonly ops: Record<OpKind, number> = { insert: 0, query: 0, update: 0, delete: 0, getmore: 0, command: 0 };
  private bytesIn = 0;
  private bytesOut = 0;
  private requests = 0;

  countCommand(command: Document): void {
    const name = Object.keys(command)[0] ?? '';
    const statements = (field: string) => (Array.isArray(command[field]) ? command[field].length : 0);
    if (name === 'insert') this.ops.insert += statements('documents');
    else if (name === 'update') this.ops.update += statements('updates');
    else if (name === 'delete') this.ops.delete += statements('deletes');
    else if (name === 'find') this.ops.query += 1;
    else if (name === 'getMore') this.ops.getmore += 1;
    else this.ops.command += 1;
  }

  countIn(bytes: number, requests: number): void {
    this.bytesIn += bytes;
    this.requests += requests;
  }

  countOut(bytes: number): void {
    this.bytesOut += bytes;
  }

  /** The `opcounters` and `network` sections, as 64-bit integers like mongod's. */
  report(): Document {
    const long = (n: number) => Long.fromNumber(n);
    return {
      network: { bytesIn: long(this.bytesIn), bytesOut: long(this.bytesOut), numRequests: long(this.requests) },
      opcounters: Object.fromEntries(Object.entries(this.ops).map(([kind, n]) => [kind, long(n)])),
    };
  }
}
