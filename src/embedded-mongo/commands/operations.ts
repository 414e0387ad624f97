import type { Document } from 'bson';
import type { OperationStats } from '../engine/operation-stats';
import type { ClientInfo } from './context';
import { LatencyStats } from './latency-stats';
import { TopCounters } from './top';
import { LocalSessions } from './local-sessions';
import { PlanCacheMarks } from './plan-cache';

/** An operation while it runs, as currentOp lists it. */
export interface ActiveOperation {
  opid: number;
  connectionId: number;
  name: string;
  db: string;
  command: Document;
  startedAt: number;
  stats: OperationStats;
}

/**
 * The server's connections and the operations running on them (currentOp, killOp, `$currentOp`). Shared
 * by every connection of one server; an operation is registered from its arrival to its reply.
 */
export class OperationRegistry {
  private nextOpid = 1;
  readonly active = new Map<number, ActiveOperation>();
  /** Open client connections by id. */
  readonly connections = new Map<number, ClientInfo>();
  /** Latencies of finished operations by collection ($collStats). */
  readonly latency = new LatencyStats();
  /** Time and count of finished operations by collection (top). */
  readonly top = new TopCounters();
  /** The sessions clients have used ($listLocalSessions). */
  readonly sessions = new LocalSessions();
  /** Which collections may have plan cache entries in mongod ($planCacheStats). */
  readonly planCache = new PlanCacheMarks();

  begin(operation: Omit<ActiveOperation, 'opid'>): ActiveOperation {
    const active = { opid: this.nextOpid++, ...operation };
    this.active.set(active.opid, active);
    return active;
  }

  end(opid: number): void {
    this.active.delete(opid);
  }
}
