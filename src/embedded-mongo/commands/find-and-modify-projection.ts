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

/**
 * get_executor.cpp's makeProjection for findAndModify: a `$meta: 'sortKey'` projection is refused when the
 * plan is built, so before anything is removed or updated.
 */
export function checkFindAndModifyProjection(fields: Document | undefined): void {
  if (wantsSortKey(fields)) throw new MongoCommandError('BadValue', 'Cannot use a $meta sortKey projection in findAndModify commands.');
}
