import { type Document, Long } from 'bson';

/** The operation classes mongod's `Top` keeps latencies for, per collection. */
export type LatencyKind = 'reads' | 'writes' | 'commands' | 'transactions';

const READS = new Set(['find', 'getMore', 'aggregate', 'count', 'distinct']);
const WRITES = new Set(['insert', 'update', 'delete', 'findAndModify']);

export const latencyKindOf = (name: string): LatencyKind => (READS.has(name) ? 'reads' : WRITES.has(name) ? 'writes' : 'commands');

interface Totals {
  latency: number;
  ops: number;
}

/** Per-collection operation counts and total latency in microseconds since start ($collStats `latencyStats`). */
export class LatencyStats {
  private readonly byNamespace = new Map<string, Record<LatencyKind, Totals>>();

  record(ns: string, kind: LatencyKind, micros: number): void {
    let totals = this.byNamespace.get(ns);
    if (!totals) {
      totals = { reads: { latency: 0, ops: 0 }, writes: { latency: 0, ops: 0 }, commands: { latency: 0, ops: 0 }, transactions: { latency: 0, ops: 0 } };
      this.byNamespace.set(ns, totals);
    }
    totals[kind].latency += micros;
    totals[kind].ops++;
  }

  /** mongod's shape: each class with `latency` and `ops` as longs (and an empty `histogram` when asked for one). */
  report(ns: string, histograms: boolean): Document {
    const totals = this.byNamespace.get(ns);
    const report: Document = {};
    for (const kind of ['reads', 'writes', 'commands', 'transactions'] as const) {
      const entry: Document = {};
      if (histograms) entry.histogram = [];
      entry.latency = Long.fromNumber(totals?.[kind].latency ?? 0);
      entry.ops = Long.fromNumber(totals?.[kind].ops ?? 0);
      report[kind] = entry;
    }
    return report;
  }

  drop(ns: string): void {
    this.byNamespace.delete(ns);
  }
}
