import { elementToString } from '../engine/bson-to-string';
import { MongoCommandError } from '../errors';
import { checkUpdatablePath, isDynamicPath } from './update-path-checks';

/**
 * What mongod checks of a `$rename: {from: to}` when the update is parsed (UpdateObjectNode::parseAndMerge's
 * $rename case, then RenameNode::init in src/mongo/db/update/rename_node.cpp), before any document is read:
 * `to` a string, itself an updatable path, without a NUL byte, different from `from`, neither a prefix of
 * the other, and neither dynamic (`$` or `$[…]`). Every failure but the path's own (EmptyFieldName) is
 * BadValue; the element is printed as BSONElement::toString (`s: "s"`). The source path was checked as
 * every update path is (update-path-checks.ts).
 */
const isPrefix = (shorter: string, longer: string): boolean => longer.startsWith(`${shorter}.`);

export function checkRename(from: string, to: unknown): void {
  const element = `${from}: ${elementToString(to)}`;
  if (typeof to !== 'string') throw new MongoCommandError('BadValue', `The 'to' field for $rename must be a string: ${element}`);
  checkUpdatablePath(to);
  if (to.includes('\0')) throw new MongoCommandError('BadValue', "The 'to' field for $rename cannot contain an embedded null byte");
  if (from === to) throw new MongoCommandError('BadValue', `The source and target field for $rename must differ: ${element}`);
  if (isPrefix(from, to) || isPrefix(to, from)) {
    throw new MongoCommandError('BadValue', `The source and target field for $rename must not be on the same path: ${element}`);
  }
  if (isDynamicPath(from)) throw new MongoCommandError('BadValue', `The source field for $rename may not be dynamic: ${from}`);
  if (isDynamicPath(to)) throw new MongoCommandError('BadValue', `The destination field for $rename may not be dynamic: ${to}`);
}
