import type { Document } from 'bson';
import { realName } from '../storage/field-names';
import type { Collection } from './collection';
import type { OrderedIndex } from './ordered-index';
import { wildcardProjectionLeaves } from './wildcard-projection-paths';

/**
 * Which single-field wildcard index (`$**`, `path.$**`) covers an equality on a field, for explain: mongod plans
 * such a query as an IXSCAN of the wildcard index keyed `{$_path: 1, field: 1}`. The store's wildcard indexes
 * hold no entries, so the documents still come from a scan (the query matcher gives the same answer).
 */
const isPrefixOrEqual = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}.`);

function covers(index: OrderedIndex, field: string): boolean {
  const fields = Object.keys(index.spec.key);
  if (fields.length !== 1) return false;
  const wildcard = realName(fields[0]!);
  if (wildcard !== '$**') return isPrefixOrEqual(wildcard.slice(0, -'.$**'.length), field);
  const projection = wildcardProjectionLeaves(index.spec.wildcardProjection ?? {}).map(([path, value]) => [realName(path), value !== false && Number(value) !== 0] as const);
  // `_id` is left out of a `$**` index unless its projection names it.
  if (isPrefixOrEqual('_id', field)) return projection.some(([path, included]) => included && isPrefixOrEqual(path, field));
  const inclusions = projection.filter(([path, included]) => included && path !== '_id');
  if (inclusions.length > 0) return inclusions.some(([path]) => isPrefixOrEqual(path, field));
  return !projection.some(([path, included]) => !included && isPrefixOrEqual(path, field));
}

/** A wildcard index and its explain key pattern for an equality on `field` with values `values`, if one covers it. */
export function wildcardFor(collection: Collection, field: string, values: unknown[]): { index: OrderedIndex; keyPattern: Document } | undefined {
  // A wildcard index has no entries for missing fields (no null lookups) and treats numeric path parts apart.
  if (values.some((value) => value === null) || field.split('.').some((part) => /^\d+$/.test(part) || part.startsWith('$'))) return undefined;
  for (const index of collection.indexes.values()) {
    if (index.wildcard && !index.spec.hidden && covers(index, realName(field))) return { index, keyPattern: { $_path: 1, [field]: 1 } };
  }
  return undefined;
}
