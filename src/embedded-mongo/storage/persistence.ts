import type { Document } from 'bson';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Journal } from './journal';
import { removeAddress } from './address-file';
import { acquireLock } from './lock-file';
import { decodeRecords, encodeRecord } from './records';

export interface PersistenceOptions {
  dbPath: string;
  /** Compact (snapshot + fresh log) once the log passes this size. */
  compactThresholdBytes: number;
  logger: (line: string) => void;
}

export interface StateAccess {
  /** Applies one record to the in-memory state. Must be idempotent: see `compact`. */
  apply(record: Document): void;
  /** The whole current state as records, produced synchronously. */
  dump(): Iterable<Document>;
}

const SNAPSHOT = 'snapshot.bson';
const SNAPSHOT_TMP = 'snapshot.bson.tmp';
const LOG_PATTERN = /^log-(\d{8})\.wal$/;
const logName = (generation: number) => `log-${String(generation).padStart(8, '0')}.wal`;

async function fsyncFolder(folder: string): Promise<void> {
  const handle = await fsp.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Batches small frames into large writes: one syscall per record would make snapshots of 10^5 documents slow. */
async function writeInChunks(handle: fsp.FileHandle, frames: Buffer[]): Promise<void> {
  const CHUNK = 8 * 1024 * 1024;
  let group: Buffer[] = [];
  let groupSize = 0;
  for (const frame of frames) {
    group.push(frame);
    groupSize += frame.length;
    if (groupSize >= CHUNK) {
      await handle.write(Buffer.concat(group, groupSize));
      group = [];
      groupSize = 0;
    }
  }
  if (groupSize > 0) await handle.write(Buffer.concat(group, groupSize));
}

function listLogs(dbPath: string): { generation: number; file: string }[] {
  return fs
    .readdirSync(dbPath)
    .map((file) => ({ file, match: LOG_PATTERN.exec(file) }))
    .filter((entry) => entry.match)
    .map((entry) => ({ generation: Number(entry.match![1]), file: path.join(dbPath, entry.file) }))
    .sort((a, b) => a.generation - b.generation);
}

/**
 * Durable state = snapshot (the whole state as of the start of log generation G) + logs G, G+1, ...
 * Every acknowledged write is in a log that was fdatasync'ed before the reply.
 */
export class Persistence {
  private compacting: Promise<void> | undefined;
  private closed = false;

  private constructor(
    private readonly options: PersistenceOptions,
    private readonly state: StateAccess,
    private readonly journal: Journal,
    private generation: number,
    private readonly releaseLock: () => void,
  ) {}

  static async open(options: PersistenceOptions, state: StateAccess): Promise<Persistence> {
    fs.mkdirSync(options.dbPath, { recursive: true });
    const releaseLock = await acquireLock(options.dbPath);
    // An address left by a crashed predecessor must not send clients to a port someone else may now own.
    removeAddress(options.dbPath);
    try {
      const generation = Persistence.loadSnapshot(options, state);
      const lastGeneration = Persistence.replayLogs(options, state, generation);
      fs.rmSync(path.join(options.dbPath, SNAPSHOT_TMP), { force: true });
      const logPath = path.join(options.dbPath, logName(lastGeneration));
      const handle = await fsp.open(logPath, 'a');
      await fsyncFolder(options.dbPath);
      const size = (await handle.stat()).size;
      let persistence: Persistence | undefined;
      const journal = new Journal(handle, size, () => persistence?.maybeCompact());
      persistence = new Persistence(options, state, journal, lastGeneration, releaseLock);
      return persistence;
    } catch (error) {
      releaseLock();
      throw error;
    }
  }

  /** Returns the first log generation the snapshot does not cover. */
  private static loadSnapshot(options: PersistenceOptions, state: StateAccess): number {
    const file = path.join(options.dbPath, SNAPSHOT);
    if (!fs.existsSync(file)) return 0;
    const data = fs.readFileSync(file);
    const { records, validLength } = decodeRecords(data);
    const header = records[0];
    const trailer = records[records.length - 1];
    // A snapshot is renamed into place only when complete, so damage here is not a torn write: refuse to guess.
    if (validLength !== data.length || !header || Number(header.snapshot) !== 1 || !trailer || Number(trailer.end) !== records.length - 2) {
      throw new Error(`The snapshot ${file} is damaged; refusing to start without it (restore it from a backup).`);
    }
    for (const record of records.slice(1, -1)) state.apply(record);
    return Number(header.logGeneration);
  }

  /** Replays logs from `fromGeneration` on; a torn tail is cut off. Returns the generation to append to. */
  private static replayLogs(options: PersistenceOptions, state: StateAccess, fromGeneration: number): number {
    let last = fromGeneration;
    for (const { generation, file } of listLogs(options.dbPath)) {
      if (generation < fromGeneration) {
        fs.rmSync(file, { force: true }); // already folded into the snapshot
        continue;
      }
      const data = fs.readFileSync(file);
      const { records, validLength } = decodeRecords(data);
      for (const record of records) state.apply(record);
      if (validLength < data.length) {
        options.logger(`embedded-mongo: truncating ${data.length - validLength} bytes of torn log tail in ${file}`);
        fs.truncateSync(file, validLength);
      }
      last = generation;
    }
    return last;
  }

  append(record: Document): void {
    this.journal.append(record);
  }

  commit(): Promise<void> {
    return this.journal.commit();
  }

  private maybeCompact(): void {
    if (this.closed || this.compacting || this.journal.size < this.options.compactThresholdBytes) return;
    this.compact().catch((error: Error) => this.options.logger(`embedded-mongo: compaction failed: ${error.message}`));
  }

  /**
   * Snapshot the state and start a new log generation. The state is dumped in the same synchronous step that
   * switches the journal to the new file; records still pending at that moment go to the new log although the
   * snapshot already contains them, which is harmless because replaying a record is idempotent.
   */
  compact(): Promise<void> {
    this.compacting ??= this.runCompaction().finally(() => (this.compacting = undefined));
    return this.compacting;
  }

  private async runCompaction(): Promise<void> {
    const { dbPath } = this.options;
    const nextGeneration = this.generation + 1;
    const handle = await fsp.open(path.join(dbPath, logName(nextGeneration)), 'a');
    await fsyncFolder(dbPath);
    const frames: Buffer[] = [encodeRecord({ snapshot: 1, logGeneration: nextGeneration })];
    for (const record of this.state.dump()) frames.push(encodeRecord(record));
    frames.push(encodeRecord({ end: frames.length - 1 }));
    const previousGeneration = this.generation;
    this.generation = nextGeneration;
    await this.journal.switchTo(handle);

    const tmp = path.join(dbPath, SNAPSHOT_TMP);
    const out = await fsp.open(tmp, 'w');
    try {
      await writeInChunks(out, frames);
      await out.sync();
    } finally {
      await out.close();
    }
    await fsp.rename(tmp, path.join(dbPath, SNAPSHOT));
    await fsyncFolder(dbPath);
    for (const { generation, file } of listLogs(dbPath)) {
      if (generation <= previousGeneration) await fsp.rm(file, { force: true });
    }
  }

  /** Flushes, compacts so the next start reads one file, and releases the folder lock. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.compacting;
    await this.journal.commit();
    if (this.journal.size > 0) await this.compact();
    this.closed = true;
    await this.journal.close();
    this.releaseLock();
  }
}
