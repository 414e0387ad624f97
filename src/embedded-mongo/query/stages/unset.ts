import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { storedName } from '../../storage/field-names';
import { isPlainObject } from '../aggregation-expressions';
import { defineField } from '../promote';

/** The paths to remove, as a tree of field names; `true` marks a field removed whole. */
interface Tree {
  [field: string]: Tree | true;
}

/**
 * `$unset`, which mongod defines as an exclusion `$project` of the named paths: mongod's checks of the
 * spec, then every other value kept with its type and place. A path crossing an array applies to each
 * element, nested arrays included (aggregation's projection recurses into them; a find projection does not).
 */
export function unsetStage(docs: Document[], spec: unknown): Document[] {
  if (typeof spec !== 'string' && !Array.isArray(spec)) throw new MongoCommandError('Location31002', '$unset specification must be a string or an array');
  const paths: unknown[] = typeof spec === 'string' ? [spec] : spec;
  if (paths.length === 0) throw new MongoCommandError('Location31119', '$unset specification must be a string or an array with at least one field');
  if (!paths.every((path): path is string => typeof path === 'string')) {
    throw new MongoCommandError('Location31120', '$unset specification must be a string or an array containing only string values');
  }
  for (const path of paths) checkPath(path);
  checkCollisions(paths);
  const tree: Tree = {};
  for (const path of paths) {
    const parts = path.split('.').map(storedName);
    let node = tree;
    for (const part of parts.slice(0, -1)) node = node[part] = (node[part] as Tree | undefined) ?? {};
    node[parts[parts.length - 1]!] = true;
  }
  return docs.map((doc) => without(doc, tree) as Document);
}

function without(value: unknown, tree: Tree): unknown {
  if (Array.isArray(value)) return value.map((element) => without(element, tree));
  if (!isPlainObject(value)) return value;
  const out: Document = {};
  for (const [key, field] of Object.entries(value)) {
    const node = tree[key];
    if (node === true) continue;
    defineField(out, key, node === undefined ? field : without(field, node));
  }
  return out;
}

/** mongod's FieldPath checks, in its order. */
function checkPath(path: string): void {
  if (path === '') throw new MongoCommandError('Location40352', 'FieldPath cannot be constructed with empty string');
  if (path.startsWith('$')) throw new MongoCommandError('Location16410', `FieldPath field names may not start with '$'. Consider using $getField or $setField.`);
  if (path.endsWith('.')) throw new MongoCommandError('Location40353', "FieldPath must not end with a '.'.");
  if (path.split('.').some((part) => part === '')) throw new MongoCommandError('Location15998', 'FieldPath field names may not be empty strings.');
}

/** Two paths where one is the other or its prefix: mongod's projection parser refuses them. */
function checkCollisions(paths: string[]): void {
  paths.forEach((path, i) => {
    const earlier = paths.slice(0, i).find((other) => other === path || path.startsWith(`${other}.`) || other.startsWith(`${path}.`));
    if (earlier === undefined) return;
    const [shorter, longer] = earlier.length <= path.length ? [earlier, path] : [path, earlier];
    const message = earlier === path ? `Path collision at ${path}` : `Path collision at ${longer} remaining portion ${longer.slice(shorter.length + 1)}`;
    throw new MongoCommandError('Location31250', `Invalid $unset :: caused by :: ${message}`);
  });
}
