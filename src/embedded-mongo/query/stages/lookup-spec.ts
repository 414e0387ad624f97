import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { isPlainObject } from '../aggregation-expressions';
import { typeName } from '../describe';
import { bsonText } from '../update';

/** The arguments `$lookup` takes besides `from`, `let` and `pipeline`: each must be a string. */
const STRING_ARGUMENTS = new Set(['as', 'localField', 'foreignField']);

const refuse = (message: string) => new MongoCommandError('FailedToParse', message);

/**
 * `$lookup`'s spec, checked as mongod 7.0's DocumentSourceLookUp::createFromBson reads it
 * (pipeline/document_source_lookup.cpp), before any document flows: each argument in order (`let` an object,
 * `as`/`localField`/`foreignField` strings, nothing else), then `as` required, then the two forms: without a
 * `pipeline` both `localField` and `foreignField` and no `let`; with one, both of them or neither. All are
 * `9 FailedToParse`. `from` and `pipeline` keep their own checks (lookup-pipeline.ts, the sub-pipeline's).
 */
export function checkLookupSpec(spec: unknown): asserts spec is Document {
  if (!isPlainObject(spec)) throw refuse('the $lookup specification must be an Object');
  for (const [name, value] of Object.entries(spec)) {
    if (name === 'pipeline' || name === 'from' || name === '_internalCollation') continue;
    if (name === 'let') {
      if (!isPlainObject(value)) throw refuse(`$lookup argument '${name}: ${bsonText(value)}' must be an object, is type ${typeName(value)}`);
      continue;
    }
    if (typeof value !== 'string') throw refuse(`$lookup argument '${name}' must be a string, found ${name}: ${bsonText(value)}: ${typeName(value)}`);
    if (!STRING_ARGUMENTS.has(name)) throw refuse(`unknown argument to $lookup: ${name}`);
  }
  if (!spec.as) throw refuse("must specify 'as' field for a $lookup");
  const local = Boolean(spec.localField), foreign = Boolean(spec.foreignField);
  if (spec.pipeline === undefined) {
    if (!local || !foreign) throw refuse("$lookup requires either 'pipeline' or both 'localField' and 'foreignField' to be specified");
    if (spec.let !== undefined) throw refuse("$lookup with a 'let' argument must also specify 'pipeline'");
  } else if (local !== foreign) {
    throw refuse("$lookup requires both or neither of 'localField' and 'foreignField' to be specified");
  }
}
