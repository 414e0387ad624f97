import { MongoCommandError } from '../errors';

/**
 * The checks UpdateObjectNode::parseAndMerge (src/mongo/db/update/update_object_node.cpp) makes on every path
 * an update operator names, before the operator's node is built: fieldchecker::isUpdatable (no empty path,
 * no empty part: EmptyFieldName) and at most one positional `$` part, never the first (BadValue). For
 * `$rename` both the source and the destination path are checked (rename-checks.ts).
 */
export function checkUpdatablePath(path: string): void {
  if (path === '') throw new MongoCommandError('EmptyFieldName', 'An empty update path is not valid.');
  const parts = path.split('.');
  if (parts.some((part) => part === '')) {
    throw new MongoCommandError('EmptyFieldName', `The update path '${path}' contains an empty field name, which is not allowed.`);
  }
  const positional = parts.flatMap((part, index) => (part === '$' ? [index] : []));
  if (positional.length > 1) {
    throw new MongoCommandError('BadValue', `Too many positional (i.e. '$') elements found in path '${path}'`);
  }
  if (positional[0] === 0) {
    throw new MongoCommandError('BadValue', `Cannot have positional (i.e. '$') element in the first position in path '${path}'`);
  }
}

/** fieldchecker::isPositional or hasArrayFilter: a part that is `$` or `$[…]`. */
export function isDynamicPath(path: string): boolean {
  return path.split('.').some((part) => part === '$' || (part.length >= 3 && part.startsWith('$[') && part.endsWith(']')));
}
