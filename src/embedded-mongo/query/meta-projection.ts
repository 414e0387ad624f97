import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { parseMetaKeyword } from './meta-expression';

/** The keywords a find gives a value (the others are missing metadata in a find). */
const ANSWERED = new Set(['recordId', 'indexKey', 'sortKey']);

export type MetaKeyword = 'recordId' | 'indexKey' | 'sortKey';

export interface MetaFields {
  /** The projection without its `$meta` fields (undefined: nothing else to project). */
  rest: Document | undefined;
  /** Output field → keyword, in the projection's order; appended after the projected fields, as mongod does. */
  fields: [string, MetaKeyword][];
}

const metaKeyword = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 && '$meta' in (value as Document)
    ? (value as Document).$meta
    : undefined;

/** Whether a find projection has a top-level `{$meta: 'indexKey'}` field. */
export const asksIndexKey = (projection: Document | undefined): boolean =>
  !!projection && Object.values(projection).some((value) => metaKeyword(value) === 'indexKey');

/**
 * Splits a find projection's top-level `{field: {$meta: …}}` entries from the rest, with mongod's checks
 * (CanonicalQuery): an unknown keyword is 17308, `textScore` without `$text` and the geo metadata 40218,
 * `sortKey` without a sort 2. `recordId`, `indexKey` and `sortKey` are answered; `randVal` and the Atlas Search
 * keywords have no value in a find, so their fields are left out, as mongod leaves out missing metadata.
 */
export function splitMetaFields(projection: Document | undefined, filter: Document | undefined, sorted = false): MetaFields {
  if (!projection) return { rest: projection, fields: [] };
  const rest: Document = {};
  const fields: [string, MetaKeyword][] = [];
  for (const [field, value] of Object.entries(projection)) {
    const keyword = metaKeyword(value);
    if (keyword === undefined) {
      rest[field] = value;
      continue;
    }
    if (typeof keyword !== 'string') throw new MongoCommandError('Location17308', `Unsupported argument to $meta: ${JSON.stringify(keyword)}`);
    // With a $text query the find fails on that query (no text index here), as mongod does.
    if (keyword === 'textScore' && filter && '$text' in filter) continue;
    parseMetaKeyword(keyword);
    if (!ANSWERED.has(keyword)) continue;
    if (field.includes('.')) throw new MongoCommandError('NotImplemented', `$meta '${keyword}' is not supported by the embedded store`);
    fields.push([field, keyword as MetaKeyword]);
  }
  if (!sorted && fields.some(([, keyword]) => keyword === 'sortKey')) throw new MongoCommandError('BadValue', 'cannot use sortKey $meta projection without a sort');
  return { rest: Object.keys(rest).length > 0 ? rest : undefined, fields };
}
