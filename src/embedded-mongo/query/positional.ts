import type { Document } from 'bson';
import { compileFilter, isPlainDocument } from './filter';
import { defineField } from './promote';
import { storedName } from '../storage/field-names';
import { pathParts } from './paths';

/** The query's clauses on `arrayPath` or below it (including inside $and), which decide what `$` points at. */
function clausesOn(filter: Document, arrayPath: string): Document[] {
  const found: Document[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) found.push(...condition.flatMap((clause) => clausesOn(clause as Document, arrayPath)));
    else if (key === arrayPath || key.startsWith(`${arrayPath}.`)) found.push({ [key]: condition });
  }
  return found;
}

function withArray(doc: Document, parts: string[], replacement: unknown[]): Document {
  const copy: Document = { ...doc };
  const [head, ...rest] = parts;
  defineField(copy, head!, rest.length === 0 ? replacement : withArray(doc[head!] as Document, rest, replacement));
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
  for (const part of parts) array = isPlainDocument(array) ? array[storedName(part)] : undefined;
  if (!Array.isArray(array)) return undefined;
  const predicate = compileFilter({ $and: relevant });
  return array.findIndex((element) => predicate(withArray(doc, parts, [element])));
}
