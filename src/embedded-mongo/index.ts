import { EmbeddedMongoServer } from './server';

export { ADDRESS_FILE, findRunningEmbeddedStore } from './storage/address-file';
export { DataFolderLockedError } from './storage/lock-file';

export interface EmbeddedMongo {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedMongoOptions {
  dbPath: string;
  /** Default 0: an ephemeral port. */
  port?: number;
  /** Default 127.0.0.1: the store has no authentication, so it must not listen publicly by default. */
  host?: string;
  logger?: (line: string) => void;
  /** Tuning knobs, mainly for tests. */
  ttlIntervalMs?: number;
  cursorTimeoutMs?: number;
  compactThresholdBytes?: number;
  /** How often sessions are written to config.system.sessions (mongod's logicalSessionRefreshMillis, default 5 min). */
  logicalSessionRefreshMillis?: number;
  /** mongod's `--setParameter enableTestCommands=1`: adds refreshLogicalSessionCacheNow (default false). */
  enableTestCommands?: boolean;
}

/** Starts a MongoDB wire-protocol server backed by `dbPath`; see README.md in this folder. */
export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const server = await EmbeddedMongoServer.start({
    dbPath: options.dbPath,
    port: options.port ?? 0,
    host,
    logger: options.logger ?? ((line) => console.warn(line)),
    ttlIntervalMs: options.ttlIntervalMs ?? 60_000,
    cursorTimeoutMs: options.cursorTimeoutMs ?? 10 * 60_000,
    compactThresholdBytes: options.compactThresholdBytes ?? 64 * 1024 * 1024,
    logicalSessionRefreshMillis: options.logicalSessionRefreshMillis ?? 5 * 60_000,
    enableTestCommands: options.enableTestCommands ?? false,
  });
  return {
    uri: server.uri,
    port: server.port,
    stop: () => server.stop(),
  };
}
