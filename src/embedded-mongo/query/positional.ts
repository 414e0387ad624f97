import type { Document } from 'bson';
import { compileFilter, isPlainDocument } from './filter';
import { defineField } from './promote';
import { storedName } from '../storage/field-names';
import { pathParts } from './paths';
import { elemMatchKey } from './elem-match-key';

/** The query's clauses on `arrayPath` or below it (including inside $and), which decide what `$` points at. */
function clausesOn(filter: Document, arrayPath: string): Document[] {
  const found: Document[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) found.push(...condition.flatMap((clause) => clausesOn(clause as Document, arrayPath)));
    else if (key === arrayPath || key.startsWith(`${arrayPath}.`)) found.push({ [key]: condition });
  }
  return found;
}

function withArray(doc: Document | unknown[], parts: string[], replacement: unknown): Document | unknown[] {
  const [head, ...rest] = parts;
  const value = (node: unknown) => (rest.length === 0 ? replacement : withArray(node as Document, rest, replacement));
  if (Array.isArray(doc)) {
    const copy = [...doc];
    copy[Number(head)] = value(doc[Number(head)]);
    return copy;
  }
  const copy: Document = { ...doc };
  defineField(copy, head!, value(doc[head!]));
  return copy;
}

/**
 * The index the positional `$` stands for: the first element of the array at `arrayPath` for which the
 * query's conditions on that array hold, or undefined when the query has none or none holds.
 */
export function firstMatchingIndex(filter: Document | undefined, doc: Document, arrayPath: string): number | undefined {
  if (!filter) return undefined;
  const relevant = clausesOn(filter, arrayPath);
  if (relevant.length === 0) return undefined;
  const parts = pathParts(arrayPath);
  let array: unknown = doc;
  for (const part of parts) {
    // A numeric part of the path (`a.0.b.$`) indexes an array on the way.
    array = isPlainDocument(array) ? array[storedName(part)] : Array.isArray(array) && /^\d+$/.test(part) ? array[Number(part)] : undefined;
  }
  if (!Array.isArray(array)) return undefined;
  // A clause that indexes the array (`a.0` for the array `a`) matches by offset, which gives mongod's matcher no
  // element for `$`; it counts only where it matches inside an element, so it sees the element in the
  // array's place.
  const byOffset = (key: string) => /^\d+$/.test(key.slice(arrayPath.length + 1).split('.')[0]!);
  const tests = relevant.map((clause) => {
    const predicate = compileFilter(clause);
    return byOffset(Object.keys(clause)[0]!)
      ? (element: unknown) => predicate(withArray(doc, parts, element) as Document)
      : (element: unknown) => predicate(withArray(doc, parts, [element]) as Document);
  });
  return array.findIndex((element) => tests.every((test) => test(element)));
}

/**
 * The position an update's `$` stands for. mongod's update stage asks the matcher for the position it recorded
 * while matching the query (MatchDetails' elemMatchKey, the one a find's positional projection uses: the last
 * child of the normalized `$and` that records one wins, whichever array it was on), so `{a: 1, b: 4}` with
 * `a.$` takes `b`'s offset. Where that model records nothing (an array reached after a numeric part, `a.0.b.$`,
 * or a query on the array by offset), the query's clauses on the array decide, as before.
 */
export function positionalIndex(filter: Document | undefined, doc: Document, arrayPath: string): number | undefined {
  return elemMatchKey(filter, doc) ?? firstMatchingIndex(filter, doc, arrayPath);
}
