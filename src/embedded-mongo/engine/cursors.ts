import { BSON, type Document, Long } from 'bson';
import { randomBytes } from 'node:crypto';
import { MAX_BSON_OBJECT_SIZE } from '../wire/constants';
import type { RestoreCheck } from './plan-restore';
import type { Tail } from './tailable';

const DEFAULT_FIRST_BATCH = 101;

type Project = (docs: Document[]) => Document[];

interface OpenCursor {
  ns: string;
  docs: Document[];
  position: number;
  createdAt: number;
  lastUsed: number;
  batches: number;
  project: Project;
  tail?: Tail;
  restore?: RestoreCheck;
  endKnown: boolean;
  /** The `lsid` of the command that opened the cursor (commands/cursor-sessions.ts), when it had one. */
  session?: Document;
  /** The Stable API parameters of the command that opened the cursor, which its getMores must repeat. */
  apiParameters?: Document;
}

/** An idle cursor as `$currentOp` with `idleCursors` lists it. */
export interface CursorInfo {
  id: Long;
  ns: string;
  createdAt: number;
  lastUsed: number;
  returned: number;
  batches: number;
  /** The `lsid` the cursor was opened under, when it had one. */
  session?: Document;
}

export interface OpenOptions {
  batchSize?: number;
  singleBatch?: boolean;
  /** Applied as each batch is taken, so a projection only costs for documents actually sent. */
  project?: Project;
  /** A tailable cursor: kept open when exhausted, later getMores read what the capped collection gained. */
  tail?: Tail;
  /**
   * For a cursor over a query plan that reads a collection (engine/plan-restore.ts): made only when the cursor is
   * kept, since planning again costs, and run before every getMore.
   */
  restore?: () => RestoreCheck;
  /**
   * false: the results come from a plan that only learns it is done when asked for one more document (mongod's
   * collection and index scans, its aggregation pipelines), so a batch that fills up exactly with the last
   * results leaves the cursor open, and the next getMore answers an empty batch and id 0, as mongod does.
   * Absent or true: the plan knows its end (a reached limit, an `_id` lookup, the queued results of a listing).
   */
  endKnown?: boolean;
}

const identity: Project = (docs) => docs;

export interface Batch {
  /** 0 when the results are exhausted (the driver then stops calling getMore). */
  id: Long;
  ns: string;
  docs: Document[];
  /** A tailable awaitData cursor, which a getMore may hold open until something is inserted. */
  awaitData?: boolean;
}

/**
 * Whether a batch ending at `end` exhausts the cursor: it reached the last result and, unless the plan knows its
 * end, mongod also looked for one more (the batch had room left).
 */
const exhausts = (docs: Document[], start: number, end: number, batchSize: number, endKnown: boolean): boolean =>
  end >= docs.length && (endKnown || end - start < batchSize);

/**
 * The next batch, projected, under mongod's limit (FindCommon::haveSpaceForNext, find_common.cpp): a document
 * joins the batch while the bytes the batch array already holds (CursorResponseBuilder::bytesUsed: its 4-byte
 * header and, per document, its type byte, its index as a key and the document as sent) plus the document's
 * size stay within 16 MB; the first document always joins.
 */
function takeBatch(docs: Document[], start: number, batchSize: number, project: Project): Document[] {
  const batch: Document[] = [];
  let bytesUsed = 4;
  const max = Math.min(docs.length, start + batchSize);
  for (let index = start; index < max; index++) {
    const [doc] = project([docs[index]!]);
    const size = BSON.calculateObjectSize(doc!);
    if (batch.length > 0 && bytesUsed + size > MAX_BSON_OBJECT_SIZE) break;
    bytesUsed += 1 + String(batch.length).length + 1 + size;
    batch.push(doc!);
  }
  return batch;
}

/**
 * Open server-side cursors. Results are materialized when the query runs, so a getMore returns exactly the
 * documents as they were at that moment. Idle cursors are reaped after `timeoutMs` like mongod's 10 minutes.
 */
export class CursorRegistry {
  private readonly cursors = new Map<string, OpenCursor>();
  private readonly reaper: NodeJS.Timeout;

  constructor(private readonly timeoutMs: number) {
    this.reaper = setInterval(() => this.reap(), Math.min(timeoutMs, 60_000));
    this.reaper.unref();
  }

  /** Serves the first batch and keeps the rest under a new cursor id if anything is left. */
  open(ns: string, docs: Document[], options: OpenOptions = {}): Batch {
    const project = options.project ?? identity;
    // batchSize 0 is legal: the cursor is opened and every document waits for getMore.
    const batchSize = options.batchSize ?? DEFAULT_FIRST_BATCH;
    const first = takeBatch(docs, 0, batchSize, project);
    const end = first.length;
    const endKnown = options.endKnown ?? true;
    if ((exhausts(docs, 0, end, batchSize, endKnown) && !options.tail) || options.singleBatch) return { id: Long.ZERO, ns, docs: first };
    const id = this.newId();
    const now = Date.now();
    const restore = options.restore?.();
    this.cursors.set(id.toString(), { ns, docs, position: end, createdAt: now, lastUsed: now, batches: 1, project, tail: options.tail, restore, endKnown });
    return { id, ns, docs: first, awaitData: options.tail?.awaitData };
  }

  /** The namespace a live cursor reads, or undefined when there is no such cursor. */
  namespaceOf(id: Long): string | undefined {
    return this.cursors.get(id.toString())?.ns;
  }

  /** The `lsid` a live cursor was opened under; undefined for a cursor opened outside a session (or none). */
  sessionOf(id: Long): Document | undefined {
    return this.cursors.get(id.toString())?.session;
  }

  /** Ties a live cursor to the session of the command that opened it. */
  openedIn(id: Long, session: Document): void {
    const cursor = this.cursors.get(id.toString());
    if (cursor) cursor.session = session;
  }

  /** Records the Stable API parameters (commands/api-parameters.ts) of the command that opened a live cursor. */
  openedWithApi(id: Long, parameters: Document): void {
    const cursor = this.cursors.get(id.toString());
    if (cursor) cursor.apiParameters = parameters;
  }

  /** The Stable API parameters a live cursor was opened with ({} when none were given). */
  apiParametersOf(id: Long): Document {
    return this.cursors.get(id.toString())?.apiParameters ?? {};
  }

  /** Whether a live cursor is tailable with awaitData (only those take a getMore's maxTimeMS). */
  awaitsData(id: Long): boolean {
    return this.cursors.get(id.toString())?.tail?.awaitData === true;
  }

  /** undefined when the cursor does not exist (never did, exhausted, killed or timed out). */
  next(id: Long, batchSize: number | undefined): Batch | undefined {
    const key = id.toString();
    const cursor = this.cursors.get(key);
    if (!cursor) return undefined;
    // A getMore that fails to restore its plan, or to read on from a tail, frees the cursor (getmore_cmd.cpp).
    try {
      cursor.restore?.();
      if (cursor.tail && cursor.position >= cursor.docs.length) {
        cursor.docs = cursor.tail.more();
        cursor.position = 0;
      }
    } catch (error) {
      this.cursors.delete(key);
      throw error;
    }
    const size = batchSize || Infinity;
    const start = cursor.position;
    const docs = takeBatch(cursor.docs, start, size, cursor.project);
    const end = start + docs.length;
    cursor.position = end;
    cursor.lastUsed = Date.now();
    cursor.batches++;
    if (exhausts(cursor.docs, start, end, size, cursor.endKnown) && !cursor.tail) {
      this.cursors.delete(key);
      return { id: Long.ZERO, ns: cursor.ns, docs };
    }
    return { id, ns: cursor.ns, docs, awaitData: cursor.tail?.awaitData };
  }

  list(): CursorInfo[] {
    return [...this.cursors.entries()].map(([key, cursor]) => ({
      id: Long.fromString(key),
      ns: cursor.ns,
      createdAt: cursor.createdAt,
      lastUsed: cursor.lastUsed,
      returned: cursor.position,
      batches: cursor.batches,
      session: cursor.session,
    }));
  }

  /** Kills the live cursors opened in a session `inSession` accepts; how many were killed. */
  killInSessions(inSession: (session: Document) => boolean): number {
    let killed = 0;
    for (const [key, cursor] of this.cursors) {
      if (cursor.session && inSession(cursor.session)) killed += Number(this.cursors.delete(key));
    }
    return killed;
  }

  kill(id: Long): boolean {
    return this.cursors.delete(id.toString());
  }

  private newId(): Long {
    // Random positive int64 like mongod, so ids are not guessable across connections.
    const bytes = randomBytes(8);
    bytes[7]! &= 0x7f;
    const id = Long.fromBytesLE([...bytes]);
    return id.isZero() ? Long.ONE : id;
  }

  private reap(): void {
    const cutoff = Date.now() - this.timeoutMs;
    for (const [key, cursor] of this.cursors) if (cursor.lastUsed < cutoff) this.cursors.delete(key);
  }

  close(): void {
    clearInterval(this.reaper);
    this.cursors.clear();
  }
}
