/**
 * How mongod's writer stages (`$merge`, document_source_writer.h `DocumentSourceWriter::doGetNext`) group the
 * documents they write: a batch is spilled when the next document would take its estimated size past
 * BSONObjMaxUserSize (16MB; a standalone's header and metadata estimates are 0, LocalWriteSizeEstimator) or
 * when it already holds write_ops::kMaxWriteBatchSize (100,000) statements. The batch is then written as one
 * unordered write command: every statement runs, and the first error is raised once the batch is done.
 */
export const MAX_BATCH_BYTES = 16 * 1024 * 1024;
export const MAX_BATCH_STATEMENTS = 100_000;

/**
 * Reads `items` in order (so an error preparing one stops the stage before its batch is written, as mongod's
 * makeBatchObject does) and hands each full batch to `spill`.
 */
export function spillInBatches<T>(items: Iterable<T>, sizeOf: (item: T) => number, spill: (batch: T[]) => void): void {
  let batch: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = sizeOf(item);
    bytes += size;
    if (batch.length > 0 && (bytes > MAX_BATCH_BYTES || batch.length >= MAX_BATCH_STATEMENTS)) {
      spill(batch);
      batch = [];
      bytes = size;
    }
    batch.push(item);
  }
  if (batch.length > 0) spill(batch);
}

/** An unordered write: each statement is tried, and the first error is thrown after the last one. */
export function writeUnordered<T>(batch: T[], write: (item: T) => void): void {
  let failed = false;
  let first: unknown;
  for (const item of batch) {
    try {
      write(item);
    } catch (error) {
      if (!failed) first = error;
      failed = true;
    }
  }
  if (failed) throw first;
}
