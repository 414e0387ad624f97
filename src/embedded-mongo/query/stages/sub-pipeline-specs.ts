import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { isPlainObject } from '../aggregation-expressions';
import { typeName } from '../describe';
import { checkIdlFields } from './idl-fields';

/**
 * mongod's parse-time checks of the stages that hold sub-pipelines, made before any document flows (so an
 * empty collection answers them too): `$facet`'s extractRawPipelines (document_source_facet.cpp) and the
 * UnionWithSpec IDL of `$unionWith`'s lite parse (document_source_union_with.cpp).
 */
export function checkSubPipelineSpec(name: string, spec: unknown): void {
  if (name === '$facet') checkFacetSpec(spec);
  if (name === '$unionWith') checkUnionWithSpec(spec);
}

function checkFacetSpec(spec: unknown): void {
  if (!isPlainObject(spec) || Object.keys(spec).length === 0) {
    const shown = isPlainObject(spec) ? '{}' : typeName(spec);
    throw new MongoCommandError('Location40169', `the $facet specification must be a non-empty object, but found: $facet: ${shown}`);
  }
  for (const [facet, pipeline] of Object.entries(spec as Document)) {
    checkFacetName(facet);
    if (!Array.isArray(pipeline)) throw new MongoCommandError('Location40170', `arguments to $facet must be arrays, ${facet} is type ${typeName(pipeline)}`);
    const stray = pipeline.find((stage) => !isPlainObject(stage));
    if (stray !== undefined) {
      throw new MongoCommandError('Location40171', `elements of arrays in $facet spec must be non-empty objects, ${facet} argument contained an element of type ${typeName(stray)}`);
    }
  }
}

/** FieldPath::uassertValidFieldName: a facet's name becomes a field of the output document. */
function checkFacetName(facet: string): void {
  if (facet === '') throw new MongoCommandError('Location15998', 'FieldPath field names may not be empty strings.');
  if (facet.startsWith('$')) throw new MongoCommandError('Location16410', "FieldPath field names may not start with '$'. Consider using $getField or $setField.");
  if (facet.includes('\0')) throw new MongoCommandError('Location16411', "FieldPath field names may not contain '\\0'.");
  if (facet.includes('.')) throw new MongoCommandError('Location16412', "FieldPath field names may not contain '.'. Consider using $getField or $setField.");
}

function checkUnionWithSpec(spec: unknown): void {
  if (typeof spec === 'string') return;
  if (!isPlainObject(spec)) {
    throw new MongoCommandError('FailedToParse', `the $unionWith stage specification must be an object or string, but found ${typeName(spec)}`);
  }
  checkIdlFields('$unionWith', spec, { coll: 'string', pipeline: 'array' }, []);
}
