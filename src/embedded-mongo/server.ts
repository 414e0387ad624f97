import type { Document } from 'bson';
import net from 'node:net';
import { runCommand } from './commands';
import { RamLog } from './commands/ram-log';
import { refreshSessionsCollection, SESSIONS_NS } from './commands/sessions-collection';
import { ServerCounters } from './commands/server-counters';
import type { ClientInfo, CommandContext, ListeningOptions } from './commands/context';
import { writeStartupLog } from './commands/startup-log';
import { OperationRegistry } from './commands/operations';
import { PROFILE_RECORDS, Profiler } from './commands/profiler';
import { Catalog } from './engine/catalog';
import { writeCleanStartupDocuments } from './engine/clean-startup';
import { CursorRegistry } from './engine/cursors';
import { sweepExpired } from './engine/ttl';
import { MongoCommandError, toCommandError } from './errors';
import { removeAddress, writeAddress } from './storage/address-file';
import { Persistence } from './storage/persistence';
import { MessageReader } from './wire/message-reader';
import { compressMessage } from './wire/compression';
import { continuesExhaust, nextExhaustRequest } from './wire/exhaust';
import { encodeReply, parseMessage, type WireRequest } from './wire/protocol';

export interface ServerOptions {
  dbPath: string;
  port: number;
  host: string;
  logger: (line: string) => void;
  /** How often expired TTL documents are deleted (mongod: 60 s). */
  ttlIntervalMs: number;
  /** Idle cursors are closed after this long (mongod: 10 min). */
  cursorTimeoutMs: number;
  /** Log size that triggers compaction into a snapshot. */
  compactThresholdBytes: number;
  /** How often the session cache is written to config.system.sessions (mongod: logicalSessionRefreshMillis, 5 min). */
  logicalSessionRefreshMillis: number;
  /** mongod's enableTestCommands: only then is refreshLogicalSessionCacheNow a command. */
  enableTestCommands: boolean;
}

/** The TCP front: one MessageReader per connection, commands dispatched to the shared catalog. */
export class EmbeddedMongoServer {
  private readonly sockets = new Set<net.Socket>();
  private connectionCount = 0;
  private readonly counters = new ServerCounters();
  private readonly log = new RamLog();
  private readonly operations = new OperationRegistry();
  private ttlTimer: NodeJS.Timeout | undefined;
  private sessionTimer: NodeJS.Timeout | undefined;
  private stopping: Promise<void> | undefined;

  private constructor(
    private readonly options: ServerOptions,
    private readonly catalog: Catalog,
    private readonly profiler: Profiler,
    private readonly persistence: Persistence,
    private readonly cursors: CursorRegistry,
    private readonly server: net.Server,
  ) {}

  static async start(options: ServerOptions): Promise<EmbeddedMongoServer> {
    const catalog = new Catalog();
    const profiler = new Profiler();
    const persistence = await Persistence.open(
      { dbPath: options.dbPath, compactThresholdBytes: options.compactThresholdBytes, logger: options.logger },
      {
        apply: (record) => (PROFILE_RECORDS.has(String(record.op)) ? profiler.apply(record) : catalog.apply(record)),
        dump: function* () {
          yield* catalog.dump();
          yield* profiler.dump();
        },
      },
    );
    catalog.attach(persistence);
    profiler.attach(persistence);
    const cursors = new CursorRegistry(options.cursorTimeoutMs);
    const server = net.createServer();
    const instance = new EmbeddedMongoServer(options, catalog, profiler, persistence, cursors, server);
    catalog.attachSystemCollections(instance.profiler);
    server.on('connection', (socket) => instance.accept(socket));
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host, () => {
          server.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      cursors.close();
      await persistence.close();
      throw error;
    }
    // What mongod writes as it starts: the feature compatibility version on a clean start, the start-up log
    // (its cmdLine holds the port, known once listening), and its session refresh job's first run, which comes
    // before its first period (a fresh standalone already has config.system.sessions and its TTL index).
    writeCleanStartupDocuments(catalog);
    writeStartupLog(catalog, instance.listening());
    instance.refreshSessions();
    await persistence.commit();
    writeAddress(options.dbPath, { uri: instance.uri, host: options.host, port: instance.port, pid: process.pid });
    instance.ttlTimer = setInterval(() => instance.sweepTtl(), options.ttlIntervalMs);
    instance.ttlTimer.unref();
    instance.sessionTimer = setInterval(() => instance.refreshSessions(), options.logicalSessionRefreshMillis);
    instance.sessionTimer.unref();
    return instance;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  private listening(): ListeningOptions {
    const { host, dbPath, cursorTimeoutMs, enableTestCommands } = this.options;
    return { host, port: this.port, dbPath, cursorTimeoutMs, enableTestCommands };
  }

  get uri(): string {
    const host = this.options.host.includes(':') ? `[${this.options.host}]` : this.options.host;
    return `mongodb://${host}:${this.port}/`;
  }

  /** A line for the store's log (the logger it was started with) and for getLog. */
  private report(line: string): void {
    this.log.record(line);
    this.options.logger(line);
  }

  private accept(socket: net.Socket): void {
    const connectionId = ++this.connectionCount;
    // As mongod's log has them, for getLog; not printed (one per client connection would drown the rest).
    this.log.record(`Connection accepted: ${socket.remoteAddress}:${socket.remotePort} #${connectionId}`);
    const reader = new MessageReader();
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const client: ClientInfo = { connectionId, host: socket.remoteAddress ?? '', port: socket.remotePort ?? 0, connectedAt: Date.now() };
    this.operations.connections.set(connectionId, client);
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.operations.connections.delete(connectionId);
      this.log.record(`Connection ended #${connectionId}`);
    });
    // A reset by the peer is normal (e.g. a killed client); there is nobody to report it to.
    socket.on('error', () => socket.destroy());
    const context: CommandContext = {
      catalog: this.catalog,
      cursors: this.cursors,
      durable: () => this.persistence.commit(),
      connectionId,
      openConnections: () => this.sockets.size,
      counters: this.counters,
      log: this.log,
      listening: this.listening(),
      client,
      profiler: this.profiler,
      operations: this.operations,
    };
    socket.on('data', (chunk: Buffer) => {
      let requests: WireRequest[];
      try {
        requests = reader.push(chunk).map(parseMessage);
      } catch (error) {
        // Garbage on the wire: we cannot find the next message boundary, so only this connection is dropped.
        this.report(`embedded-mongo: closing connection ${connectionId}: ${(error as Error).message}`);
        socket.destroy();
        return;
      }
      this.counters.countIn(
        requests.reduce((total, request) => total + request.size, 0),
        requests.length,
      );
      for (const request of requests) this.dispatch(socket, request, context);
    });
  }

  private dispatch(socket: net.Socket, request: WireRequest, context: CommandContext): void {
    let pending: Promise<Document>;
    try {
      if (request.refusal) throw new MongoCommandError('NotImplemented', request.refusal);
      pending = Promise.resolve(runCommand(request.command, context));
    } catch (error) {
      pending = Promise.resolve(toCommandError(error).toReply());
    }
    pending
      .catch((error: unknown) => toCommandError(error).toReply())
      .then((reply) => {
        if (request.moreToCome || socket.destroyed) return;
        const { bytes, size, continues } = this.encode(request, reply);
        this.counters.countOut(size);
        socket.write(bytes);
        // The reply's own id is what the client's next read answers to (wire/exhaust.ts).
        if (continues) this.dispatch(socket, nextExhaustRequest(request, bytes.readInt32LE(4)), context);
      })
      .catch((error: Error) => this.report(`embedded-mongo: failed to reply: ${error.message}`));
  }

  /** The reply's bytes on the wire and its size before compression (what mongod's `network.bytesOut` counts). */
  private encode(request: WireRequest, reply: Document): { bytes: Buffer; size: number; continues: boolean } {
    let encoded: { bytes: Buffer; continues: boolean };
    try {
      const continues = continuesExhaust(request, reply);
      encoded = { bytes: encodeReply(request, reply, continues), continues };
    } catch (error) {
      encoded = { bytes: encodeReply(request, toCommandError(error).toReply()), continues: false };
    }
    const size = encoded.bytes.length;
    // A compressed request gets its reply compressed with the same compressor (session_workflow.cpp).
    if (request.compressorId === undefined) return { ...encoded, size };
    return { bytes: compressMessage(encoded.bytes, request.compressorId), size, continues: encoded.continues };
  }

  private sweepTtl(): void {
    try {
      if (sweepExpired(this.catalog, Date.now()) > 0) {
        this.persistence.commit().catch((error: Error) => this.report(`embedded-mongo: TTL flush failed: ${error.message}`));
      }
    } catch (error) {
      this.report(`embedded-mongo: TTL sweep failed: ${(error as Error).message}`);
    }
  }

  /** The periodic refresh of the logical session cache (commands/sessions-collection.ts). */
  private refreshSessions(): void {
    try {
      const refreshed = refreshSessionsCollection(this.catalog, this.operations.sessions, (line) => this.report(line));
      // mongod's refresh reads the collection (findRemovedSessions) as well as writing it.
      this.operations.planCache.touch(SESSIONS_NS, this.catalog);
      if (refreshed > 0) {
        this.persistence.commit().catch((error: Error) => this.report(`embedded-mongo: session refresh flush failed: ${error.message}`));
      }
    } catch (error) {
      this.report(`embedded-mongo: session refresh failed: ${(error as Error).message}`);
    }
  }

  /** Stops accepting, drops connections, then flushes, compacts and releases the data folder. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      clearInterval(this.ttlTimer);
      clearInterval(this.sessionTimer);
      const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
      for (const socket of this.sockets) socket.destroy();
      await closed;
      this.cursors.close();
      removeAddress(this.options.dbPath);
      await this.persistence.close();
    })();
    return this.stopping;
  }
}
