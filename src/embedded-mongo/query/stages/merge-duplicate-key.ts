import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';

/**
 * mongod's `$merge` adds a context to a duplicate key error met while writing (document_source_merge.cpp,
 * `DocumentSourceMerge::flush`): in the `whenMatched: 'fail'` mode, when the duplicated index is exactly the
 * `on` fields, `$merge with whenMatched: fail found an existing document with the same values for the 'on'
 * fields`; any other duplicate (another unique index, any other mode) `$merge failed due to a DuplicateKey
 * error`. The code and the error's keyPattern/keyValue stay.
 */
export function withMergeDuplicateKeyContext(on: string[], failMode: boolean, write: () => void): void {
  try {
    write();
  } catch (error) {
    if (!(error instanceof MongoCommandError) || error.codeName !== 'DuplicateKey') throw error;
    const pattern = (error.extra.keyPattern ?? {}) as Document;
    const fields = Object.keys(pattern);
    const onTheOnFields = fields.length === new Set(on).size && on.every((field) => fields.includes(field));
    const context = failMode && onTheOnFields
      ? "$merge with whenMatched: fail found an existing document with the same values for the 'on' fields"
      : '$merge failed due to a DuplicateKey error';
    throw new MongoCommandError('DuplicateKey', `${context} :: caused by :: ${error.message}`, error.extra);
  }
}
