import type { Document } from 'bson';
import { randomUUID } from 'node:crypto';
import { MongoCommandError } from '../../errors';
import type { Catalog } from '../../engine/catalog';
import { insertDocument } from '../../commands/modify';
import { typeName } from '../describe';
import { isPlainObject } from '../aggregation-expressions';
import { outputNamespace } from './output-target';
import type { WriteValidation } from '../../engine/validation';

/** `$out`'s target, parsed as mongod parses `'coll'` or `{db, coll}`. */
export function outTarget(spec: unknown, db: string): string {
  if (typeof spec !== 'string' && !isPlainObject(spec)) {
    throw new MongoCommandError('Location16990', `$out only supports a string or object argument, but found ${typeName(spec)}`);
  }
  return outputNamespace('$out', '$out', spec, db, { system: 'Location17385', internal: 'Location31321' });
}

/**
 * Replaces the target's documents with `docs` the way mongod's `$out` does: into a temporary collection that
 * has the target's options and indexes, then renamed over the target in one step. A document the target's
 * indexes refuse (11000) fails the whole `$out` and leaves the target as it was.
 */
export function writeOut(catalog: Catalog, ns: string, docs: Document[], validation: WriteValidation): void {
  const target = catalog.get(ns);
  if (target?.capped) throw new MongoCommandError('Location17152', `namespace '${ns}' is capped so it can't be used for $out`);
  const temporary = `${ns.slice(0, ns.indexOf('.'))}.tmp.agg_out.${randomUUID()}`;
  const staging = catalog.createCollection(temporary, target?.options ?? {});
  try {
    for (const index of target?.indexes.values() ?? []) catalog.createIndex(staging, index.spec);
    for (const doc of docs) insertDocument(catalog, staging, doc, validation);
  } catch (error) {
    catalog.drop(temporary);
    throw error;
  }
  catalog.rename(temporary, ns);
}
