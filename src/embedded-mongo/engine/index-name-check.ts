import { MongoCommandError } from '../errors';
import type { IndexSpec } from './index-spec';

/**
 * IndexCatalogImpl::_isSpecOk's checks of an index's name, made before anything else of the spec is looked at
 * there: a name is a C string in the catalog, so it may hold no NUL byte, and it may not be empty.
 */
export function checkIndexName(spec: IndexSpec): void {
  if (spec.name.includes('\0')) throw new MongoCommandError('CannotCreateIndex', 'index name cannot contain NUL bytes');
  if (spec.name === '') throw new MongoCommandError('CannotCreateIndex', 'index name cannot be empty');
}
