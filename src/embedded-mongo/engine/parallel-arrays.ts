import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isPlainDocument } from '../query/filter';
import { pathParts } from '../query/paths';
import { realName, storedName } from '../storage/field-names';

const POSITION = /^(?:0|[1-9]\d*)$/;

/** Where one indexed path first meets an array below a node: the array, its field's name, the parts after it. */
interface ArrayOnPath {
  array: unknown[];
  name: string;
  rest: string[];
}

function firstArray(node: unknown, parts: string[]): ArrayOnPath | undefined {
  let value = node;
  for (const [i, part] of parts.entries()) {
    if (!isPlainDocument(value)) return undefined;
    value = value[storedName(part)];
    if (Array.isArray(value)) {
      const rest = parts.slice(i + 1);
      // `a.0` names an element: the key reads that element, it does not expand the array.
      if (rest.length > 0 && POSITION.test(rest[0]!)) {
        const element = value[Number(rest[0])];
        const inner = firstArray(element === undefined ? undefined : { [rest[0]!]: element }, rest);
        return inner;
      }
      return { array: value, name: realName(part), rest };
    }
  }
  return undefined;
}

/**
 * mongod's btree key generator (CannotIndexParallelArrays): a compound index's paths may meet at most one
 * array at each level of the document, the same array for all of them (`{'a.b': 1, 'a.c': 1}` over
 * `a: [{b, c}]`), as a document's keys are the product of one array's elements; its message names the later
 * path's array field, then the earlier one's. Checked before a document is stored and when an index is built.
 */
export function checkParallelArrays(fields: readonly string[], doc: Document): void {
  if (fields.length > 1) check(doc, fields.map(pathParts));
}

function check(node: unknown, paths: string[][]): void {
  let first: ArrayOnPath | undefined;
  const through: string[][] = [];
  for (const parts of paths) {
    const found = firstArray(node, parts);
    if (!found) continue;
    if (!first) first = found;
    else if (found.array !== first.array) {
      throw new MongoCommandError('CannotIndexParallelArrays', `cannot index parallel arrays [${found.name}] [${first.name}]`);
    }
    if (found.rest.length > 0) through.push(found.rest);
  }
  // The paths that continue into the array's elements meet arrays again there, element by element.
  if (first && through.length > 1) for (const element of first.array) check(element, through);
}
