import { randomInt } from 'node:crypto';
import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { isPlainObject } from '../aggregation-expressions';
import { isNumeric, toDouble } from '../bson-values';

/** `$sample: {size}`: `size` distinct documents (all of them if fewer) in random order, mongod's checks first. */
export function sampleStage(docs: Document[], spec: unknown): Document[] {
  if (!isPlainObject(spec)) throw new MongoCommandError('Location28745', 'the $sample stage specification must be an object');
  let size: number | undefined;
  for (const [field, value] of Object.entries(spec)) {
    if (field !== 'size') throw new MongoCommandError('Location28748', `unrecognized option to $sample: ${field}`);
    if (!isNumeric(value)) throw new MongoCommandError('Location28746', 'size argument to $sample must be a number');
    size = Math.trunc(toDouble(value));
    if (size < 0) throw new MongoCommandError('Location28747', 'size argument to $sample must not be negative');
  }
  if (size === undefined) throw new MongoCommandError('Location28749', '$sample stage must specify a size');
  // A partial Fisher-Yates shuffle: the first `size` places get distinct documents, uniformly.
  const pool = [...docs];
  const count = Math.min(size, pool.length);
  for (let i = 0; i < count; i++) {
    const j = randomInt(i, pool.length);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
