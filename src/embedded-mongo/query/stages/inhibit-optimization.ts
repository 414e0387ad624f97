import { MongoCommandError } from '../../errors';
import { isPlainObject } from '../aggregation-expressions';
import { bsonText } from '../update';

/**
 * `$_internalInhibitOptimization: {}` passes its documents through unchanged; in mongod it only keeps the
 * optimizer from moving stages across it, which this store's stage-by-stage execution never does. Its spec is
 * checked as DocumentSourceInternalInhibitOptimization::createFromBson does
 * (pipeline/document_source_internal_inhibit_optimization.cpp): a document (14), and an empty one (9).
 */
export function checkInhibitOptimizationSpec(spec: unknown): void {
  if (!isPlainObject(spec)) {
    throw new MongoCommandError('TypeMismatch', `$_internalInhibitOptimization must take a nested object but found: $_internalInhibitOptimization: ${bsonText(spec)}`);
  }
  if (Object.keys(spec).length > 0) {
    throw new MongoCommandError('FailedToParse', `$_internalInhibitOptimization must take an empty object but found: ${bsonText(spec)}`);
  }
}
