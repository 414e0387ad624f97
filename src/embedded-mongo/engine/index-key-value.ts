import type { Document } from 'bson';
import { isPlainDocument } from '../query/filter';
import { getPath, pathParts } from '../query/paths';
import { storedName } from '../storage/field-names';

const POSITION = /^(?:0|[1-9]\d*)$/;
/** A dotted path with a part that could be an array position. */
const HAS_POSITION = /(?:^|\.)(?:0|[1-9]\d*)(?:\.|$)/;

/**
 * The value an index's dotted field takes in `doc`, as mongod's btree key generator reads it. A numeric part
 * addresses an array's element when the array has one at that position; when it has none, the generator
 * reads the part as a field name in each element instead, so `a: [{'1': 1}]` is indexed under 1 for `a.1`
 * (and the index becomes multikey). getPath reads only the position there, which left such a document under
 * null and let an equality on the index miss it (found by mongod's jstest indexu). The ambiguous case, a
 * position that exists beside an element holding the same name, is refused before storing (16746).
 */
export function indexKeyValue(doc: Document, field: string): unknown {
  // Without a numeric part, the walk below reads what getPath reads (and every write pays for this per index).
  if (!HAS_POSITION.test(field)) return getPath(doc, field);
  const parts = pathParts(field);
  let current: unknown = doc;
  for (let at = 0; at < parts.length; at++) {
    const part = parts[at]!;
    if (Array.isArray(current) && POSITION.test(part) && Number(part) >= current.length && current.some((element) => isPlainDocument(element) && Object.hasOwn(element, storedName(part)))) {
      const values = current
        .filter((element) => isPlainDocument(element))
        .map((element) => indexKeyValue(element as Document, parts.slice(at).join('.')))
        .filter((value) => value !== undefined);
      return values.flat();
    }
    current = getPath(current, part);
  }
  return current;
}
