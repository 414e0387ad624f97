import { Decimal128, Double, Int32, Long } from 'bson';
import { MongoCommandError } from '../errors';

/**
 * createIndexes' `commitQuorum` as mongod 7.0 reads it on a standalone.
 *
 * The IDL parser hands the field to CommitQuorumOptions::deserializerForIDL
 * (src/mongo/db/catalog/commit_quorum_options.cpp) in the command's field order, like any other field: a value
 * that is neither a number nor a string is `9 FailedToParse` there, before anything else of the command is
 * looked at. Only later, after parseAndValidateIndexSpecs has checked every index specification,
 * create_indexes_cmd.cpp's parseAndGetCommitQuorum refuses the field on a standalone ("Standalones can't specify
 * commitQuorum"), so a bad specification is reported first.
 *
 * The range CommitQuorumOptions::parse accepts is not the same in every release around 7.0 (a negative number or
 * one above ReplSetConfig::kMaxMembers, 50, in some; above kMaxVotingMembers, 7, in others; an empty string refused
 * only in the newer ones), so for those values the store cannot know 7.0's answer and refuses them.
 */

const isNumber = (value: unknown): boolean =>
  typeof value === 'number' || value instanceof Int32 || value instanceof Double || value instanceof Long
  || value instanceof Decimal128 || typeof value === 'bigint';

/**
 * The IDL-time refusal of a value that is neither a number nor a string (command-fields.ts checks the type in
 * the command's field order; null and undefined are left to the command, as for the other typed fields).
 */
export const commitQuorumTypeError = (): MongoCommandError =>
  new MongoCommandError('FailedToParse', 'commitQuorum has to be a number or a string');

/** safeNumberLong's truncation toward zero (NaN is 0). */
function truncated(value: unknown): number {
  const n = value instanceof Long || typeof value === 'bigint' ? Number(value) : Number(value instanceof Decimal128 ? value.toString() : value);
  return Number.isNaN(n) ? 0 : Math.trunc(n);
}

/** The standalone refusal, after the specifications were parsed (a `commitQuorum` that is present at all). */
export function refuseCommitQuorumOnStandalone(value: unknown): void {
  if ((isNumber(value) && (truncated(value) < 0 || truncated(value) > 7)) || value === '') {
    throw new MongoCommandError('NotImplemented', isNumber(value) ? `commitQuorum ${truncated(value)} is not supported by the embedded store` : "an empty commitQuorum is not supported by the embedded store");
  }
  throw new MongoCommandError('BadValue', "Standalones can't specify commitQuorum");
}
