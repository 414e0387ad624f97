import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { describeValue } from './describe';
import { bsonText } from './update';
import { isPlainDocument } from './filter';
import { positionalIndex } from './positional';
import { storedName } from '../storage/field-names';
import { getPath, pathParts } from './paths';
import { defineField } from './promote';

/** Where one update operation lands: the container (document or array) and the field name or index in it. */
export interface Target {
  parent: Document | unknown[];
  key: string;
  /** The concrete path, positional operators resolved (for conflict checks and error messages). */
  path: string;
  exists: boolean;
  value: unknown;
}

export interface PathContext {
  filter: Document | undefined;
  /** `$[ident]` conditions by identifier. */
  arrayFilters: Map<string, (element: unknown) => boolean>;
  root: Document;
  /**
   * The document as the query matched it, before this update. `$` is the element the query matched there, and
   * `$[ident]` the elements whose array filter holds there: mongod finds them once for the whole update (one
   * matchedField; UpdateArrayNode matches every element before it applies any update to the array), so a path
   * applied earlier that changes the field they test (`{$set: {'a.$.name': 'new', 'a.$.at': now}}`) does not
   * change which elements the later paths reach.
   */
  matched: Document;
}

const isIndex = (part: string) => /^\d+$/.test(part);

function childOf(container: Document | unknown[], key: string): unknown {
  if (Array.isArray(container)) return isIndex(key) ? container[Number(key)] : undefined;
  return Object.hasOwn(container, key) ? container[key] : undefined;
}

export function assign(container: Document | unknown[], key: string, value: unknown): void {
  if (!Array.isArray(container)) {
    defineField(container, key, value);
    return;
  }
  const index = Number(key);
  while (container.length < index) container.push(null); // mongod pads with nulls
  container[index] = value;
}

function notViable(part: string, parentPath: string, parent: unknown): MongoCommandError {
  const shown = parentPath === '' ? 'the document' : `{${parentPath.split('.').pop()}: ${describeValue(parent)}}`;
  return new MongoCommandError('PathNotViable', `Cannot create field '${part}' in element ${shown}`);
}

/**
 * How a path that does not reach its end is treated: `create` builds the documents on the way (the operators
 * that write); `existing` leaves a missing path alone; `viable` also fails where the path could never be
 * created ($pop, $pull, $pullAll: mongod's UpdateLeafNode::checkViability); `any` ignores even that ($unset,
 * whose node allows a non-viable path).
 */
export type Reach = 'create' | 'existing' | 'viable' | 'any';

/** UpdateLeafNode::checkViability's error: `element` (at `taken`) cannot hold the rest of the path. */
function notTraversable(parts: string[], index: number, taken: string, element: unknown): MongoCommandError {
  const field = taken.split('.').pop();
  return new MongoCommandError(
    'PathNotViable',
    `Cannot use the part (${parts[index]}) of (${taken}.${parts.slice(index).join('.')}) to traverse the element ({${field}: ${bsonText(element)}})`,
  );
}

/**
 * Resolves `path` (with `$`, `$[]`, `$[ident]`) to every target it names (see Reach for a path that stops
 * short). A path through a scalar, or a field name through an array, is mongod's PathNotViable.
 */
export function resolveTargets(doc: Document, path: string, context: PathContext, reach: Reach): Target[] {
  const create = reach === 'create';
  const parts = pathParts(path);
  const targets: Target[] = [];
  const walk = (container: Document | unknown[], index: number, prefix: string): void => {
    let part = parts[index]!;
    const last = index === parts.length - 1;
    if (part === '$') {
      const arrayPath = prefix;
      const position = positionalIndex(context.filter, context.matched, arrayPath);
      if (position === undefined || position < 0) {
        throw new MongoCommandError('BadValue', 'The positional operator did not find the match needed from the query.');
      }
      part = String(position);
    }
    const all = part === '$[]';
    const identifier = /^\$\[(\w+)\]$/.exec(part)?.[1];
    if (all || identifier !== undefined) {
      if (!Array.isArray(container)) {
        throw new MongoCommandError('BadValue', `The path '${prefix}' must exist in the document in order to apply array updates.`);
      }
      const test = identifier === undefined ? undefined : context.arrayFilters.get(identifier);
      if (identifier !== undefined && !test) {
        throw new MongoCommandError('BadValue', `No array filter found for identifier '${identifier}' in path '${path}'`);
      }
      const before = getPath(context.matched, prefix);
      container.forEach((element, i) => {
        if (test && !test(Array.isArray(before) ? before[i] : element)) return;
        step(container, String(i), last, index, prefix);
      });
      return;
    }
    if (Array.isArray(container) && !isIndex(part)) {
      if (reach === 'any') return;
      throw reach === 'viable' ? notTraversable(parts, index, prefix, container) : notViable(part, prefix, container);
    }
    step(container, part, last, index, prefix);
  };
  const step = (container: Document | unknown[], part: string, last: boolean, index: number, prefix: string): void => {
    const here = prefix === '' ? part : `${prefix}.${part}`;
    // A target's key is the key in memory: a document's field may be held under its marked name.
    const key = Array.isArray(container) ? part : storedName(part);
    const value = childOf(container, key);
    const exists = Array.isArray(container) ? Number(key) < container.length : Object.hasOwn(container, key);
    if (last) {
      targets.push({ parent: container, key, path: here, exists, value });
      return;
    }
    if (isPlainDocument(value) || Array.isArray(value)) {
      walk(value, index + 1, here);
      return;
    }
    if (value === undefined || (value === null && !exists)) {
      if (!create) return;
      const created: Document = {};
      assign(container, key, created);
      walk(created, index + 1, here);
      return;
    }
    if (reach === 'viable') throw notTraversable(parts, index + 1, here, value);
    if (!create) return;
    throw notViable(parts[index + 1]!, here, value);
  };
  walk(doc, 0, '');
  return targets;
}

/** mongod applies update paths in lexicographic order, numeric field names numerically. */
export function comparePaths(a: string, b: string): number {
  const x = pathParts(a);
  const y = pathParts(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    if (isIndex(x[i]!) && isIndex(y[i]!)) return Number(x[i]) - Number(y[i]);
    return x[i]! < y[i]! ? -1 : 1;
  }
  return x.length - y.length;
}
