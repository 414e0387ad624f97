import { type Document, Long } from 'bson';
import type { CommandHandler } from './context';

/** The counters mongod's Top keeps per collection, in the order `top` reports them (src/mongo/db/stats/top.cpp). */
const COUNTERS = ['total', 'readLock', 'writeLock', 'queries', 'getmore', 'insert', 'update', 'remove', 'commands'] as const;
type Counter = (typeof COUNTERS)[number];

/** The logical operation each command is counted as (mongod's LogicalOp); every other command is `commands`. */
const OPERATION: Record<string, Counter> = { find: 'queries', getMore: 'getmore', insert: 'insert', update: 'update', delete: 'remove' };

/** Commands that take a write lock on the collection they name; the others are counted under `readLock`. */
const WRITERS = new Set([
  'insert', 'update', 'delete', 'findAndModify', 'create', 'createIndexes', 'dropIndexes', 'collMod', 'drop', 'convertToCapped', 'emptycapped',
]);

/**
 * The commands mongod counts: those that lock the collection they name (through AutoStatsTracker or a write's
 * CurOp). Server commands whose argument is a string (`getLog: '*'`) name no collection and are not counted.
 */
const COUNTED = new Set([...WRITERS, 'find', 'getMore', 'aggregate', 'count', 'distinct', 'listIndexes', 'validate', 'collStats']);

type Usage = Record<Counter, { time: number; count: number }>;

/** Per-collection time (microseconds) and count of the operations run since start, for the `top` command. */
export class TopCounters {
  private readonly byNamespace = new Map<string, Usage>();

  record(ns: string, command: string, micros: number): void {
    if (!COUNTED.has(command)) return;
    let usage = this.byNamespace.get(ns);
    if (!usage) {
      usage = Object.fromEntries(COUNTERS.map((counter) => [counter, { time: 0, count: 0 }])) as Usage;
      this.byNamespace.set(ns, usage);
    }
    for (const counter of ['total', WRITERS.has(command) ? 'writeLock' : 'readLock', OPERATION[command] ?? 'commands'] as const) {
      usage[counter].time += micros;
      usage[counter].count++;
    }
  }

  /** A dropped collection's counters go with it, as Top::collectionDropped erases them. */
  drop(ns: string): void {
    this.byNamespace.delete(ns);
  }

  /** `totals`: a note, then each namespace in name order with its counters as `{time, count}` longs. */
  report(): Document {
    const totals: Document = { note: 'all times in microseconds' };
    for (const ns of [...this.byNamespace.keys()].sort()) {
      const usage = this.byNamespace.get(ns)!;
      totals[ns] = Object.fromEntries(
        COUNTERS.map((counter) => [counter, { time: Long.fromNumber(usage[counter].time), count: Long.fromNumber(usage[counter].count) }]),
      );
    }
    return totals;
  }
}

/** `top` (admin only): usage by collection since start. */
export const top: CommandHandler = (command, context) => ({ totals: context.operations.top.report(), ok: 1 });
