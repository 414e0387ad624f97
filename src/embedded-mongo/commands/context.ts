import type { Document } from 'bson';
import type { Catalog } from '../engine/catalog';
import type { WriteValidation } from '../engine/validation';
import type { CursorRegistry } from '../engine/cursors';
import type { OperationRegistry } from './operations';
import type { Profiler } from './profiler';
import type { RamLog } from './ram-log';
import type { ServerCounters } from './server-counters';

/** Who is on the other end of a connection (the profiler's `client`/`appName`, currentOp's `client`). */
export interface ClientInfo {
  connectionId: number;
  /** The peer's IP address and port. */
  host: string;
  port: number;
  /** The driver's handshake metadata (`client` of the first hello), once received. */
  metadata?: Document;
  appName?: string;
  connectedAt: number;
  /** The compressors this connection's hello negotiated (wire/compression.ts), in the client's order. */
  compressors?: string[];
}

/** Where and how the store was started. */
export interface ListeningOptions {
  host: string;
  port: number;
  dbPath: string;
  cursorTimeoutMs: number;
  enableTestCommands: boolean;
}

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
  listening: ListeningOptions;
  /** This connection's client. */
  client: ClientInfo;
  /** The database profiler and its system.profile collections, shared by every connection. */
  profiler: Profiler;
  /** Connections and running operations, shared by every connection. */
  operations: OperationRegistry;
}

/**
 * Handlers apply their effects synchronously before their first await, so commands on one connection take
 * effect in arrival order even when a w:0 write is followed immediately by a read.
 */
/** How a write command checks documents against validators: its bypassDocumentValidation, warnings to the log. */
export function writeValidation(command: Document, context: CommandContext): WriteValidation {
  return { bypass: command.bypassDocumentValidation === true, apiStrict: command.apiStrict === true, warn: (line) => context.log.record(line) };
}

export type CommandHandler = (command: Document, context: CommandContext) => Document | Promise<Document>;
