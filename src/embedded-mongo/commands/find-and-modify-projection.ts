import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isPlainDocument } from '../query/filter';

/** Whether a projection (or an expression inside it) asks for the sort key; a `$literal` asks for nothing. */
function wantsSortKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(wantsSortKey);
  if (!isPlainDocument(value)) return false;
  if (value.$meta === 'sortKey') return true;
  return Object.entries(value).some(([key, item]) => key !== '$literal' && wantsSortKey(item));
}

/** A positional projection (`'a.$': 1`) needs the query's match details, which the updated document may not have. */
const isPositional = (fields: Document | undefined): boolean => Object.keys(fields ?? {}).some((path) => path.endsWith('.$'));

/**
 * get_executor.cpp's makeProjection for findAndModify, when the plan is built (so before anything is removed or
 * updated): a positional projection is refused when the new document is returned, and a `$meta: 'sortKey'`
 * projection always.
 */
export function checkFindAndModifyProjection(fields: Document | undefined, returnNew: boolean): void {
  if (returnNew && isPositional(fields)) throw new MongoCommandError('BadValue', 'cannot use a positional projection and return the new document');
  if (wantsSortKey(fields)) throw new MongoCommandError('BadValue', 'Cannot use a $meta sortKey projection in findAndModify commands.');
}
