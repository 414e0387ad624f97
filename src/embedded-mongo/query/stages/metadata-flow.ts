import type { Document } from 'bson';
import { type Metadata, metadataOf, sortKeyOf, withMetadata } from '../document-metadata';
import { MongoCommandError } from '../../errors';
import { parseSort } from '../matcher';
import { isMetaSort } from './meta-sort';

/**
 * How document metadata (query/document-metadata.ts) flows through a stage of a pipeline that reads `$meta`,
 * as in mongod: `$sort` sets the sort key, `$sample` the random value; reshaping stages carry the input's
 * metadata to their output (ProjectionExecutor, ReplaceRoot, `$lookup`, `$unwind` copy it); grouping stages make
 * new documents without any. Stages whose outputs the store cannot tie to their inputs (`$redact`…),
 * or that sort internally (`$setWindowFields`, `$densify`, `$fill`), leave it unknown: `$meta` then refuses.
 */
const RESHAPING = new Set(['$project', '$addFields', '$set', '$unset', '$replaceRoot', '$replaceWith', '$lookup', '$graphLookup']);
/** New documents without metadata; `$unionWith`'s own documents come with what its sub-pipeline gave them. */
const GROUPING = new Set(['$group', '$bucket', '$bucketAuto', '$facet']);
const SORTING_INSIDE = new Set(['$setWindowFields', '$densify', '$fill']);

/** Whether a pipeline mentions `$meta` anywhere (its stages, their expressions, sub-pipelines). */
export function mentionsMeta(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsMeta);
  if (value === null || typeof value !== 'object' || (value as { _bsontype?: string })._bsontype) return false;
  return Object.entries(value as Document).some(([key, inner]) => key === '$meta' || mentionsMeta(inner));
}

/**
 * mongod's `$sample` gives each document a random double and keeps the `size` highest, highest first: the k
 * highest of n uniform draws, drawn directly (each next one is the previous times U^(1/remaining)).
 */
function sampleRandVals(count: number, population: number): number[] {
  const values: number[] = [];
  let previous = 1;
  for (let i = 0; i < count; i++) {
    previous *= Math.random() ** (1 / (population - i));
    values.push(previous);
  }
  return values;
}

const hasMetadata = (entry: Metadata | undefined) => !!entry && Object.values(entry).some((value) => value !== undefined);

/** `$unwind` works document by document; each output carries its input's metadata (mongod's Unwinder starts from it). */
function unwindEach(docs: Document[], run: (docs: Document[]) => Document[]): Document[] {
  return docs.flatMap((doc) => {
    const entry = metadataOf(doc);
    return run([doc]).map((out) => (out === doc || !hasMetadata(entry) ? out : withMetadata(out, {}, doc)));
  });
}

export function flowMetadata(docs: Document[], stage: Document, run: (docs: Document[]) => Document[], collated: boolean): Document[] {
  const name = Object.keys(stage)[0] ?? '';
  if (name === '$unwind' && docs.some((doc) => hasMetadata(metadataOf(doc)))) return unwindEach(docs, run);
  const output = run(docs);
  if (name === '$sort' && isMetaSort(stage.$sort)) {
    const sortKey = new MongoCommandError('NotImplemented', "$meta 'sortKey' after a $sort by $meta is not supported by the embedded store");
    return output.map((doc) => withMetadata(doc, { sortKey, sortKeyUnknownAfter: undefined }));
  }
  if (name === '$sort') {
    const sort = parseSort(stage.$sort);
    return output.map((doc) => withMetadata(doc, { sortKey: sortKeyOf(doc, sort, collated), sortKeyUnknownAfter: undefined }));
  }
  if (name === '$sample') {
    const randVals = sampleRandVals(output.length, docs.length);
    return output.map((doc, i) => withMetadata(doc, { randVal: randVals[i], sortKeyUnknownAfter: '$sample' }));
  }
  // Entries go on copies: a stage's output may be a stored document or part of one, which must stay bare.
  const inputs = new Set(docs);
  if (RESHAPING.has(name) && output.length === docs.length) {
    return output.map((doc, i) => (!inputs.has(doc) && hasMetadata(metadataOf(docs[i]!)) ? withMetadata(doc, {}, docs[i]!) : doc));
  }
  if (GROUPING.has(name) || name === '$unionWith') return output;
  // A stage that sorts inside may give even the documents it passes on a new sort key.
  if (SORTING_INSIDE.has(name)) return output.map((doc) => withMetadata(doc, { unknownAfter: name }));
  const carried = docs.some((doc) => hasMetadata(metadataOf(doc)));
  return carried ? output.map((doc) => (inputs.has(doc) ? doc : withMetadata(doc, { unknownAfter: name }))) : output;
}
