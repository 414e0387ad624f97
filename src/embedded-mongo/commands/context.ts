import type { Document } from 'bson';
import type { Catalog } from '../engine/catalog';
import type { WriteValidation } from '../engine/validation';
import type { CursorRegistry } from '../engine/cursors';
import type { RamLog } from './ram-log';
import type { ServerCounters } from './server-counters';

export interface CommandContext {
  catalog: Catalog;
  cursors: CursorRegistry;
  /** Resolves when every write made so far is on disk; write commands await it before replying. */
  durable(): Promise<void>;
  connectionId: number;
  /** Client connections open right now (serverStatus). */
  openConnections(): number;
  /** The traffic serverStatus reports, shared by every connection of the server. */
  counters: ServerCounters;
  /** The store's recent log lines (getLog). */
  log: RamLog;
  /** Where and how the store was started (getCmdLineOpts, getParameter). */
  listening: { host: string; port: number; dbPath: string; cursorTimeoutMs: number };
}

/**
 * Handlers apply their effects synchronously before their first await, so commands on one connection take
 * effect in arrival order even when a w:0 write is followed immediately by a read.
 */
/** How a write command checks documents against validators: its bypassDocumentValidation, warnings to the log. */
export function writeValidation(command: Document, context: CommandContext): WriteValidation {
  return { bypass: command.bypassDocumentValidation === true, warn: (line) => context.log.record(line) };
}

export type CommandHandler = (command: Document, context: CommandContext) => Document | Promise<Document>;
