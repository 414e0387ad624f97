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
      throw new MongoCommandError(
        'Location16746',
        `Ambiguous field name found in array (do not use numeric field names in embedded elements in an array), field: '${part}' for array: ${arrayText(node)}`,
      );
    }
    walk(node[Number(part)], parts, at + 1);
  }
  for (const holder of holders) walk(holder[storedName(part)], parts, at + 1);
}

/**
 * The array as mongod prints it here (a document of its positions). A long array (an update may pad one with
 * 1,500,000 nulls) is cut after MESSAGE_ELEMENTS elements: its whole text would not fit in a reply.
 */
const MESSAGE_ELEMENTS = 1000;

function arrayText(array: unknown[]): string {
  const shown = Object.fromEntries(array.slice(0, MESSAGE_ELEMENTS).map((element, index) => [String(index), element]));
  const text = bsonText(shown);
  return array.length <= MESSAGE_ELEMENTS ? text : `${text.slice(0, -2)}, ... }`;
}
