import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { isPlainObject } from '../aggregation-expressions';
import { metadataOf } from '../document-metadata';
import { parseSort, sortComparator } from '../matcher';
import { parseMetaKeyword } from '../meta-expression';

/**
 * A `$sort` with `{field: {$meta: keyword}}` parts (mongod 7.0's SortPattern): only `textScore`, `randVal` and
 * `geoNearDistance` may sort, always highest first; `searchScore` is 31218, `searchHighlights` 31219, any other
 * 31138. Of those, only `randVal` exists here (after `$sample`); the others fail as the expression does (40218).
 */
export const isMetaSort = (spec: unknown): spec is Document => isPlainObject(spec) && Object.values(spec).some(isPlainObject);

const SORTABLE = new Set(['textScore', 'randVal', 'geoNearDistance']);

const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

function parseMetaPart(part: Document): string {
  const [first, ...others] = Object.keys(part);
  if (first !== '$meta') throw new MongoCommandError('Location17312', '$meta is the only expression supported by $sort right now');
  if (others.length > 0) throw new MongoCommandError('FailedToParse', 'Cannot have additional keys in a $meta sort specification');
  const keyword = part.$meta as unknown;
  if (keyword === 'searchScore') throw new MongoCommandError('Location31218', "$meta sort by 'searchScore' metadata is not supported");
  if (keyword === 'searchHighlights') throw new MongoCommandError('Location31219', "$meta sort by 'searchHighlights' metadata is not supported");
  if (typeof keyword !== 'string' || !SORTABLE.has(keyword)) throw new MongoCommandError('Location31138', `Illegal $meta sort: $meta: ${shown(keyword)}`);
  return parseMetaKeyword(keyword);
}

function randValOf(doc: Document): number {
  const value = metadataOf(doc)?.randVal;
  // Without values mongod's order of the ties is its sorter's, which the store does not reproduce.
  if (value === undefined) throw new MongoCommandError('NotImplemented', "a $sort by $meta 'randVal' of documents without one is not supported by the embedded store");
  return value;
}

export function metaSortStage(docs: Document[], spec: Document): Document[] {
  const parts = Object.entries(spec).map(([field, value]) => {
    if (!isPlainObject(value)) return sortComparator(parseSort({ [field]: value }));
    parseMetaPart(value);
    return (a: Document, b: Document) => randValOf(b) - randValOf(a);
  });
  return [...docs].sort((a, b) => {
    for (const compare of parts) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  });
}
