import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isPlainDocument } from './filter';
import { isExpressionName } from './native-operators';

/** A node of the projection's path tree: its children by field name, or a leaf. */
type PathNode = Map<string, PathNode | 'leaf'>;

/**
 * An embedded object that is a sub-projection (`{a: {b: 1}}`), not an expression: mongod's parseSubObject
 * reads an object of one field starting with '$' as an expression (`{$slice: 2}`, `{$add: …}`).
 */
export function isSubProjection(value: unknown): value is Document {
  if (!isPlainDocument(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && !(keys.length === 1 && keys[0]!.startsWith('$'));
}

const collision = (code: 'Location31249' | 'Location31250', message: string, stage: string | undefined) =>
  new MongoCommandError(code, stage ? `Invalid ${stage} :: caused by :: ${message}` : message);

/**
 * Adds `field` (dotted, as the spec writes it at this level) below `node`, as mongod's addNodeAtPath does:
 * a leaf where something already is collides (31250), and so does a path through a leaf (31249, which names
 * the path and its tail). Returns the node a sub-projection's fields go into.
 */
function addPath(node: PathNode, field: string, leaf: boolean, stage: string | undefined): PathNode {
  const parts = field.split('.');
  let current = node;
  for (const [i, part] of parts.entries()) {
    const child = current.get(part);
    const last = i === parts.length - 1;
    if (last && leaf) {
      if (child !== undefined) throw collision('Location31250', `Path collision at ${field}`, stage);
      current.set(part, 'leaf');
      return current;
    }
    if (child === 'leaf') {
      throw last
        ? collision('Location31250', `Path collision at ${field}`, stage)
        : collision('Location31249', `Path collision at ${field} remaining portion ${parts.slice(1).join('.')}`, stage);
    }
    const next: PathNode = child ?? new Map();
    current.set(part, next);
    current = next;
  }
  return current;
}

/**
 * An object of one `$` field that names no expression (nor find's `$slice`/`$elemMatch`): mongod's
 * parseSubObject then fails to read it as a field path, 31325.
 */
function checkOperator(value: unknown, stage: string | undefined): void {
  if (!isPlainDocument(value)) return;
  const [name, ...others] = Object.keys(value);
  if (others.length > 0 || !name?.startsWith('$') || isExpressionName(name) || name === '$slice' || name === '$elemMatch') return;
  throw new MongoCommandError('Location31325', stage ? `Invalid ${stage} :: caused by :: Unknown expression ${name}` : `Unknown expression ${name}`);
}

/**
 * A projection's leaves with their full dotted paths, in the spec's order (sub-projections flattened:
 * `{a: {b: 1, 'c.d': 0}}` gives `a.b` and `a.c.d`), after mongod's path-collision checks; `stage` names the
 * aggregation stage whose errors carry it (`Invalid $project :: caused by :: …`), none for a find.
 */
export function projectionLeaves(spec: Document, stage?: string): [path: string, value: unknown][] {
  const leaves: [string, unknown][] = [];
  const visit = (object: Document, prefix: string, node: PathNode) => {
    for (const [field, value] of Object.entries(object)) {
      const path = prefix + field;
      if (isSubProjection(value)) visit(value, `${path}.`, addPath(node, field, false, stage));
      else {
        checkOperator(value, stage);
        // mongod's parser puts a positional projection (`a.$`) at the path before its `.$`, so `a.b` beside it
        // collides with `a` (31249) as an inclusion of `a` would.
        addPath(node, field.endsWith('.$') && field.length > 2 ? field.slice(0, -2) : field, true, stage);
        leaves.push([path, value]);
      }
    }
  };
  visit(spec, '', new Map());
  return leaves;
}
