import type { Document } from 'bson';
import type { FileHandle } from 'node:fs/promises';
import { encodeRecord } from './records';

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Append-only write-ahead log with group commit: records appended while a flush is in flight (or within the
 * same event-loop tick) are written and fdatasync'ed together, then every waiting command is released.
 * One fdatasync per batch is what makes thousands of durable writes per second possible.
 */
export class Journal {
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  private scheduled = false;

  constructor(
    private handle: FileHandle,
    /** Bytes in the current log file, including appended but unflushed records. */
    public size: number,
    private readonly onFlushed: () => void,
  ) {}

  append(record: Document): void {
    const frame = encodeRecord(record);
    this.pending.push(frame);
    this.size += frame.length;
  }

  /** Resolves once every record appended so far is on disk. */
  commit(): Promise<void> {
    if (this.pending.length === 0 && !this.flushing) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.pending;
    const waiters = this.waiters;
    this.pending = [];
    this.waiters = [];
    this.flushing = writeAndSync(this.handle, batch);
    try {
      await this.flushing;
      for (const waiter of waiters) waiter.resolve();
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error as Error);
    } finally {
      this.flushing = undefined;
      if (this.waiters.length > 0) this.schedule();
      this.onFlushed();
    }
  }

  /**
   * Points future flushes at a new log file (compaction). Must be called synchronously together with taking
   * the snapshot so that every record either precedes the snapshot or lands in the new file.
   */
  switchTo(handle: FileHandle): Promise<void> {
    const previous = this.handle;
    const inFlight = this.flushing;
    this.handle = handle;
    this.size = this.pending.reduce((total, frame) => total + frame.length, 0);
    return (async () => {
      await inFlight?.catch(() => undefined);
      await previous.close();
    })();
  }

  /** Flushes everything and closes the file. */
  async close(): Promise<void> {
    await this.commit();
    await this.handle.close();
  }
}

async function writeAndSync(handle: FileHandle, frames: Buffer[]): Promise<void> {
  if (frames.length > 0) {
    const data = frames.length === 1 ? frames[0]! : Buffer.concat(frames);
    let written = 0;
    while (written < data.length) {
      const { bytesWritten } = await handle.write(data, written, data.length - written, null);
      written += bytesWritten;
    }
  }
  await handle.datasync();
}
