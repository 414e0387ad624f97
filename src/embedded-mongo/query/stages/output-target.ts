import type { Document } from 'bson';
import { type CodeName, MongoCommandError } from '../../errors';
import { isPlainObject } from '../aggregation-expressions';
import { wrongTypeError } from '../../wrong-type';

/** The databases mongod keeps for itself: `$out` and `$merge` may not write there. */
const INTERNAL_DATABASES = new Set(['admin', 'config', 'local']);

/**
 * The namespace a `$out` or `$merge` writes to: `'coll'` (in the aggregate's database) or `{db, coll}`
 * (any database of the store), checked as mongod checks it (no system collections, no internal databases).
 */
export function outputNamespace(stage: '$out' | '$merge', field: string, value: unknown, db: string, codes: { system: CodeName; internal: CodeName }): string {
  let target = { db, coll: value };
  if (isPlainObject(value)) {
    for (const key of Object.keys(value)) {
      if (key !== 'db' && key !== 'coll') throw new MongoCommandError('Location40415', `BSON field '${field}.${key}' is an unknown field.`);
    }
    for (const key of ['db', 'coll']) {
      if (value[key] === undefined) throw new MongoCommandError('Location40414', `BSON field '${field}.${key}' is missing but a required field`);
      if (typeof value[key] !== 'string') {
        throw wrongTypeError(`${field}.${key}`, value[key], 'string');
      }
    }
    target = { db: value.db as string, coll: value.coll };
  }
  const coll = String(target.coll);
  const ns = `${target.db}.${coll}`;
  if (coll === '' || target.db === '' || coll.includes('$') || coll.includes('\0') || /[/\\. "$\0]/.test(target.db)) {
    throw new MongoCommandError('InvalidNamespace', `Invalid ${stage} target namespace, ${ns}`);
  }
  if (coll.startsWith('system.')) {
    throw new MongoCommandError(codes.system, stage === '$out' ? `Can't $out to special collection: ${coll}` : `Cannot ${stage} to special collection: ${coll}`);
  }
  if (INTERNAL_DATABASES.has(target.db)) {
    throw new MongoCommandError(codes.internal, stage === '$out' ? `Can't $out to internal database: ${target.db}` : `Cannot ${stage} to internal database: ${target.db}`);
  }
  return ns;
}
