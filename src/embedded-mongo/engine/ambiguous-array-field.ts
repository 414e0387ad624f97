import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isPlainDocument } from '../query/filter';
import { pathParts } from '../query/paths';
import { bsonText } from '../query/update';
import { storedName } from '../storage/field-names';

const POSITION = /^(?:0|[1-9]\d*)$/;

/**
 * mongod's btree key generator (16746): where an indexed path reaches an array and its next part is a
 * position (`a.0.c`), an element of that array may not hold a field of that name too (`a: [{'0': …}]`), as
 * the key would be ambiguous. Checked before a document is stored and when an index is built.
 */
export function checkAmbiguousArrayFields(fields: readonly string[], doc: Document): void {
  for (const field of fields) walk(doc, pathParts(field), 0);
}

function walk(node: unknown, parts: string[], at: number): void {
  if (at >= parts.length) return;
  const part = parts[at]!;
  if (isPlainDocument(node)) {
    walk(node[storedName(part)], parts, at + 1);
    return;
  }
  if (!Array.isArray(node)) return;
  const holders = node.filter((element): element is Document => isPlainDocument(element) && Object.hasOwn(element, storedName(part)));
  if (POSITION.test(part) && Number(part) < node.length) {
    if (holders.length > 0) {
      const asDocument = Object.fromEntries(node.map((element, index) => [String(index), element]));
      throw new MongoCommandError(
        'Location16746',
        `Ambiguous field name found in array (do not use numeric field names in embedded elements in an array), field: '${part}' for array: ${bsonText(asDocument)}`,
      );
    }
    walk(node[Number(part)], parts, at + 1);
  }
  for (const holder of holders) walk(holder[storedName(part)], parts, at + 1);
}
