import type { Document } from 'bson';
import { storedName } from '../../storage/field-names';
import { isPlainObject } from '../aggregation-expressions';
import { defineField } from '../promote';

/**
 * A copy of `doc` with the dotted `path` set as `$addFields` sets it: an existing field keeps its place, a new
 * one is appended, a path through a non-document replaces it with a document. `path` is given by the user
 * (real names: storage/field-names.ts).
 */
export function withField(doc: Document, path: string, value: unknown): Document {
  const [head, ...rest] = path.split('.');
  const key = storedName(head!);
  const inner = rest.length === 0 ? value : withField(isPlainObject(doc[key]) ? (doc[key] as Document) : {}, rest.join('.'), value);
  const output: Document = {};
  for (const name of Object.keys(doc)) defineField(output, name, doc[name]);
  defineField(output, key, inner);
  return output;
}
