import type { GridFSBucket, ObjectId } from '../db/driver';
import type { ModelSource } from './model-source';

/** A GridFS file as a model source: download streams read only the chunks of the range asked for. */
export function gridFsSource(bucket: GridFSBucket, id: ObjectId, length: number): ModelSource {
  return {
    size: length,
    open: (range) => bucket.openDownloadStream(id, range ? { start: range.start, end: range.end } : {}),
  };
}
