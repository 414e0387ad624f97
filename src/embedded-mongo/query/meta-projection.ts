import type { Document } from 'bson';
import { MongoCommandError } from '../errors';

/** The `$meta` keywords mongod 7.0 knows (DocumentMetadataFields); any other is 17308. */
const KEYWORDS = new Set(['textScore', 'randVal', 'searchScore', 'searchHighlights', 'searchScoreDetails', 'geoNearDistance', 'geoNearPoint', 'recordId', 'indexKey', 'sortKey']);

export type MetaKeyword = 'recordId' | 'indexKey';

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
 * Splits a find projection's top-level `{field: {$meta: …}}` entries from the rest. `recordId` and `indexKey` are
 * answered; `textScore` without a `$text` query is mongod's 40218; the search, geo, `randVal` and `sortKey`
 * metadata are refused (the store has no search, geo or text indexes).
 */
export function splitMetaFields(projection: Document | undefined, filter: Document | undefined): MetaFields {
  if (!projection) return { rest: projection, fields: [] };
  const rest: Document = {};
  const fields: [string, MetaKeyword][] = [];
  for (const [field, value] of Object.entries(projection)) {
    const keyword = metaKeyword(value);
    if (keyword === undefined) {
      rest[field] = value;
      continue;
    }
    if (typeof keyword !== 'string' || !KEYWORDS.has(keyword)) {
      throw new MongoCommandError('Location17308', `Unsupported argument to $meta: ${typeof keyword === 'string' ? keyword : JSON.stringify(keyword)}`);
    }
    if (keyword === 'textScore' && !(filter && '$text' in filter)) {
      throw new MongoCommandError('Location40218', 'query requires text score metadata, but it is not available');
    }
    // With a $text query the find fails on that query (no text index here), as mongod does.
    if (keyword === 'textScore') continue;
    if ((keyword !== 'recordId' && keyword !== 'indexKey') || field.includes('.')) {
      throw new MongoCommandError('NotImplemented', `$meta '${keyword}' is not supported by the embedded store`);
    }
    fields.push([field, keyword]);
  }
  return { rest: Object.keys(rest).length > 0 ? rest : undefined, fields };
}
