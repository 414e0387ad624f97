import { type Document, Long } from 'bson';
import { MongoCommandError } from '../errors';
import { storedName } from '../storage/field-names';
import { isPlainObject } from './aggregation-expressions';
import { defineField } from './promote';

/**
 * `$unwind` on the stored documents: each element keeps its BSON type and the document its field order;
 * `includeArrayIndex` is a long, as mongod writes it. A value that is not an array is a one-element array;
 * null, missing and [] give no document unless `preserveNullAndEmptyArrays` (then [] leaves the field out).
 */
interface UnwindSpec {
  parts: string[];
  indexField: string | undefined;
  preserve: boolean;
}

function parseSpec(spec: unknown): UnwindSpec {
  const options = isPlainObject(spec) ? spec : { path: spec };
  const { path, includeArrayIndex, preserveNullAndEmptyArrays } = options;
  if (typeof path !== 'string' || !path.startsWith('$') || path.length < 2) {
    throw new MongoCommandError('Location28818', "path option to $unwind stage should be prefixed with a '$': " + String(path));
  }
  return {
    parts: path.slice(1).split('.').map(storedName),
    indexField: typeof includeArrayIndex === 'string' ? storedName(includeArrayIndex) : undefined,
    preserve: preserveNullAndEmptyArrays === true,
  };
}

/** `doc` with the value at `parts` replaced (or removed when undefined), copying the documents on the way. */
function withValueAt(doc: Document, parts: string[], value: unknown): Document {
  const [head, ...rest] = parts;
  const copy: Document = {};
  for (const key of Object.keys(doc)) defineField(copy, key, doc[key]);
  if (rest.length === 0) {
    if (value === undefined) delete copy[head!];
    else defineField(copy, head!, value);
  } else if (isPlainObject(copy[head!])) defineField(copy, head!, withValueAt(copy[head!] as Document, rest, value));
  return copy;
}

function valueAt(doc: Document, parts: string[]): unknown {
  let value: unknown = doc;
  for (const part of parts) value = isPlainObject(value) && Object.hasOwn(value, part) ? value[part] : undefined;
  return value;
}

export function unwindStage(docs: Document[], rawSpec: unknown): Document[] {
  const spec = parseSpec(rawSpec);
  const withIndex = (doc: Document, index: unknown) => (spec.indexField === undefined ? doc : withValueAt(doc, [spec.indexField], index));
  return docs.flatMap((doc) => {
    const value = valueAt(doc, spec.parts);
    if (Array.isArray(value) && value.length > 0) return value.map((element, i) => withIndex(withValueAt(doc, spec.parts, element), Long.fromNumber(i)));
    if (value !== undefined && value !== null && !Array.isArray(value)) return [withIndex(doc, null)];
    if (!spec.preserve) return [];
    return [withIndex(Array.isArray(value) ? withValueAt(doc, spec.parts, undefined) : doc, null)];
  });
}
