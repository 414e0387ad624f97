import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { compareValues, withCollator } from '../query/compare';
import type { OrderedIndex } from './ordered-index';

/**
 * find's `min`/`max` on a multikey index, as mongod's index scan reads it: one key per array element (a
 * compound index: per combination), the keys in index order, a document returned once, at its first key
 * within the bounds. The store keeps one entry per document, so the element keys are built here. Keys mongod
 * derives otherwise (an empty array's `undefined`, arrays reached through a dotted path) are refused.
 */
function elementKeys(index: OrderedIndex, doc: Document): unknown[][] | undefined {
  const key = index.keyOf(doc);
  if (!key) return [];
  let keys: unknown[][] = [[]];
  for (const [i, value] of key.entries()) {
    if (!Array.isArray(value)) {
      keys = keys.map((prefix) => [...prefix, value]);
      continue;
    }
    if (value.length === 0 || index.fields[i]!.includes('.')) return undefined;
    const distinct = value.filter((item, j) => value.findIndex((other) => compareValues(other, item) === 0) === j);
    keys = keys.flatMap((prefix) => distinct.map((item) => [...prefix, item]));
  }
  return keys;
}

const notExpandable = (what: string, index: OrderedIndex) =>
  new MongoCommandError('NotImplemented', `${what} the multikey index '${index.spec.name}' over an empty array or a dotted path are not supported by the embedded store`);

/** Every (element key, document) entry of the index; undefined where the store cannot build mongod's keys. */
function allEntries(index: OrderedIndex, docs: Iterable<Document>): { key: unknown[]; doc: Document }[] | undefined {
  const entries: { key: unknown[]; doc: Document }[] = [];
  for (const doc of docs) {
    const keys = elementKeys(index, doc);
    if (!keys) return undefined;
    for (const key of keys) entries.push({ key, doc });
  }
  return entries;
}

/**
 * The documents with a key at or after `min` and before `max`, in index order (ties by _id, as the store's
 * index); undefined where the keys cannot be built.
 */
export function multikeyEntries(index: OrderedIndex, docs: Iterable<Document>, min: unknown[] | undefined, max: unknown[] | undefined): Document[] | undefined {
  const entries = allEntries(index, docs);
  if (!entries) return undefined;
  const inBounds = entries.filter(({ key }) => (!min || index.compareFullKeys(key, min) >= 0) && (!max || index.compareFullKeys(key, max) < 0));
  inBounds.sort((a, b) => index.compareFullKeys(a.key, b.key) || compareValues(a.doc._id, b.doc._id));
  return [...new Set(inBounds.map(({ doc }) => doc))];
}

/** find's `min`/`max` on a multikey index. */
export function multikeyRange(index: OrderedIndex, docs: Iterable<Document>, min: unknown[] | undefined, max: unknown[] | undefined): Document[] {
  const found = multikeyEntries(index, docs, min, max);
  if (!found) throw notExpandable('find options min/max on', index);
  return found;
}

/** The first key a whole-index scan meets `doc` at: its smallest element key in index order (under the index's collation). */
export function firstElementKey(index: OrderedIndex, doc: Document): unknown[] | undefined {
  const keys = elementKeys(index, doc);
  if (!keys) throw notExpandable('index keys of', index);
  return withCollator(index.collator, () => keys.sort((a, b) => index.compareFullKeys(a, b))[0]);
}
