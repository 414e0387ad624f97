import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { metadataOf } from './document-metadata';

/** The `$meta` keywords mongod 7.0 knows (DocumentMetadataFields); any other is 17308. */
export const META_KEYWORDS = new Set(['textScore', 'randVal', 'searchScore', 'searchHighlights', 'searchScoreDetails', 'geoNearDistance', 'geoNearPoint', 'recordId', 'indexKey', 'sortKey']);

/** Keywords of the Atlas Search era whether 7.0 already parses them is not settled here: refused, never guessed. */
const UNSETTLED = new Set(['vectorSearchScore', 'searchSortValues']);

/**
 * Metadata no pipeline or query here can produce, which mongod's dependency analysis (DepsTracker, 40218)
 * refuses without a `$text` or `$geoNear` stage, by its debug name (DocumentMetadataFields::typeNameToDebugString).
 */
const UNAVAILABLE: Record<string, string> = { textScore: 'text score', geoNearDistance: '$geoNear distance', geoNearPoint: '$geoNear point' };

/** Metadata mongod fills only from Atlas Search (mongot): always missing on this store. */
const SEARCH_ONLY = new Set(['searchScore', 'searchHighlights', 'searchScoreDetails']);

/** `{$meta: keyword}` parsed as mongod's ExpressionMeta::parse, then checked as its dependency analysis does. */
export function parseMetaKeyword(operand: unknown): string {
  if (typeof operand !== 'string') throw new MongoCommandError('Location17307', '$meta only supports string arguments');
  if (UNSETTLED.has(operand)) throw new MongoCommandError('NotImplemented', `$meta '${operand}' is not supported by the embedded store`);
  if (!META_KEYWORDS.has(operand)) throw new MongoCommandError('Location17308', `Unsupported argument to $meta: ${operand}`);
  const unavailable = UNAVAILABLE[operand];
  if (unavailable) throw new MongoCommandError('Location40218', `query requires ${unavailable} metadata, but it is not available`);
  return operand;
}

/**
 * The value of `{$meta: keyword}` for the pipeline's document `root` (undefined: missing, as mongod's
 * ExpressionMeta::evaluate answers for metadata the document lacks). `recordId` and `indexKey` depend on
 * how mongod pushes the pipeline's first stages into its query layer, which the store does not mirror.
 */
export function metaValue(root: Document, keyword: string): unknown {
  if (SEARCH_ONLY.has(keyword)) return undefined;
  if (keyword === 'recordId' || keyword === 'indexKey') {
    throw new MongoCommandError('NotImplemented', `$meta '${keyword}' in an aggregation expression is not supported by the embedded store`);
  }
  const entry = metadataOf(root);
  if (!entry) throw new MongoCommandError('NotImplemented', `$meta '${keyword}' outside an aggregation pipeline is not supported by the embedded store`);
  const unknownAfter = entry.unknownAfter ?? (keyword === 'sortKey' ? entry.sortKeyUnknownAfter : undefined);
  if (unknownAfter) throw new MongoCommandError('NotImplemented', `$meta '${keyword}' after a ${unknownAfter} stage is not supported by the embedded store`);
  if (keyword === 'randVal') return entry.randVal;
  if (entry.sortKey instanceof MongoCommandError) throw entry.sortKey;
  return entry.sortKey;
}
