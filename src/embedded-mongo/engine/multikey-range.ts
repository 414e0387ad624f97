import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { compareValues } from '../query/compare';
import type { OrderedIndex } from './ordered-index';

/**
 * find's `min`/`max` on a multikey index, as mongod's index scan reads it: one key per array element (a
 * compound index: per combination), the keys in index order, a document returned once, at its first key
 * within the bounds. The store keeps one entry per document, so the element keys are built here. Keys mongod
 * derives otherwise (an empty array's `undefined`, arrays reached through a dotted path) are refused.
 */
function elementKeys(index: OrderedIndex, doc: Document): unknown[][] {
  const key = index.keyOf(doc);
  if (!key) return [];
  let keys: unknown[][] = [[]];
  key.forEach((value, i) => {
    if (!Array.isArray(value)) {
      keys = keys.map((prefix) => [...prefix, value]);
      return;
    }
    if (value.length === 0 || index.fields[i]!.includes('.')) {
      throw new MongoCommandError('NotImplemented', `find options min/max on the multikey index '${index.spec.name}' over an empty array or a dotted path are not supported by the embedded store`);
    }
    const distinct = value.filter((item, j) => value.findIndex((other) => compareValues(other, item) === 0) === j);
    keys = keys.flatMap((prefix) => distinct.map((item) => [...prefix, item]));
  });
  return keys;
}

/** The documents with a key at or after `min` and before `max`, in index order (ties by _id, as the store's index). */
export function multikeyRange(index: OrderedIndex, docs: Iterable<Document>, min: unknown[] | undefined, max: unknown[] | undefined): Document[] {
  const entries: { key: unknown[]; doc: Document }[] = [];
  for (const doc of docs) for (const key of elementKeys(index, doc)) entries.push({ key, doc });
  const inBounds = entries.filter(({ key }) => (!min || index.compareFullKeys(key, min) >= 0) && (!max || index.compareFullKeys(key, max) < 0));
  inBounds.sort((a, b) => index.compareFullKeys(a.key, b.key) || compareValues(a.doc._id, b.doc._id));
  return [...new Set(inBounds.map(({ doc }) => doc))];
}
