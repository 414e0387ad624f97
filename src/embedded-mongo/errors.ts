import type { Document } from 'bson';
import { MingoError } from 'mingo/util';

/** MongoDB server error codes we reply with; names must match mongod's codeName so drivers can switch on them. */
export const ErrorCode = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  UserNotFound: 11,
  Unauthorized: 13,
  UnsupportedFormat: 12,
  TypeMismatch: 14,
  InvalidLength: 16,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  RoleNotFound: 31,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NoReplicationEnabled: 76,
  NotAReplicaSet: 123,
  OperationFailed: 96,
  NotExactValueField: 111,
  NamespaceExists: 48,
  InvalidRoleModification: 49,
  CommandNotFound: 59,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  DollarPrefixedFieldName: 52,
  NotSingleValueField: 54,
  InvalidDBRef: 55,
  EmptyFieldName: 56,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  CannotIndexParallelArrays: 171,
  InvalidIndexSpecificationOption: 197,
  QueryFeatureNotAllowed: 224,
  InvalidUUID: 207,
  DocumentValidationFailure: 121,
  CommandFailed: 125,
  CappedPositionLost: 136,
  ExceededMemoryLimit: 146,
  QueryPlanKilled: 175,
  InvalidOptions: 72,
  GraphContainsCycle: 93,
  ViewDepthLimitExceeded: 149,
  CommandNotSupportedOnView: 166,
  OptionNotSupportedOnView: 167,
  UnsatisfiableWriteConcern: 100,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  AmbiguousIndexKeyPattern: 181,
  IncompatibleCollationVersion: 161,
  InvalidPipelineOperator: 168,
  NotImplemented: 238,
  APIVersionError: 322,
  APIStrictError: 323,
  APIMismatchError: 325,
  ConversionFailure: 241,
  NoQueryExecutionPlans: 291,
  CannotConvertIndexToUnique: 359,
  CollectionUUIDMismatch: 361,
  Location15975: 15975,
  Location16410: 16410,
  Location31253: 31253,
  Location31254: 31254,
  Location40323: 40323,
  Location40324: 40324,
  Location40573: 40573,
  Location40670: 40670,
  Location50736: 50736,
  Location50737: 50737,
  Location50738: 50738,
  Location16020: 16020,
  Location40228: 40228,
  Location28818: 28818,
  Location40066: 40066,
  Location40192: 40192,
  Location15947: 15947,
  Location15955: 15955,
  Location15958: 15958,
  Location40235: 40235,
  Location40238: 40238,
  Location40414: 40414,
  Location7429703: 7429703,
  Location16554: 16554,
  Location16555: 16555,
  Location16556: 16556,
  Location16608: 16608,
  Location16746: 16746,
  Location16609: 16609,
  Location16610: 16610,
  Location17080: 17080,
  Location17081: 17081,
  Location17082: 17082,
  Location17083: 17083,
  Location40068: 40068,
  // The stages and accumulators of query/stages/ and ranked-accumulators.ts.
  Location17053: 17053,
  Location28745: 28745,
  Location28746: 28746,
  Location28747: 28747,
  Location28748: 28748,
  Location28749: 28749,
  Location40400: 40400,
  Location5787902: 5787902,
  Location5787908: 5787908,
  Location40100: 40100,
  Location40101: 40101,
  Location40102: 40102,
  Location40104: 40104,
  Location40105: 40105,
  Location40240: 40240,
  Location40239: 40239,
  Location40241: 40241,
  Location40242: 40242,
  Location40243: 40243,
  Location40244: 40244,
  Location40245: 40245,
  Location40246: 40246,
  Location5733401: 5733401,
  Location40069: 40069,
  Location1257300: 1257300,
  Location16612: 16612,
  Location16611: 16611,
  Location28680: 28680,
  Location28689: 28689,
  Location28690: 28690,
  Location28691: 28691,
  Location28714: 28714,
  Location28756: 28756,
  Location28757: 28757,
  Location28758: 28758,
  Location28759: 28759,
  Location28761: 28761,
  Location28762: 28762,
  Location28763: 28763,
  Location28764: 28764,
  Location28765: 28765,
  Location28766: 28766,
  Location51081: 51081,
  Location51082: 51082,
  Location51083: 51083,
  Location7750301: 7750301,
  Location51246: 51246,
  IDLUnknownField: 40415,
  BSONObjectTooLarge: 10334,
  DuplicateKey: 11000,
  MergeStageNoMatchingDocument: 13113,
} as const;

/** mongod's numbered assertions (`uassert(16883, …)`) have the code name `Location16883`. */
export type CodeName = keyof typeof ErrorCode | `Location${number}`;

const codeOf = (codeName: CodeName): number =>
  Object.hasOwn(ErrorCode, codeName) ? ErrorCode[codeName as keyof typeof ErrorCode] : Number(codeName.slice('Location'.length));

/** An error that becomes a `{ ok: 0, errmsg, code, codeName, ...extra }` reply (or a writeError entry). */
export class MongoCommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly extra: Document;

  constructor(codeName: CodeName, message: string, extra: Document = {}) {
    super(message);
    this.code = codeOf(codeName);
    this.codeName = codeName;
    this.extra = extra;
  }

  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }

  /** Shape of one entry of a write command's `writeErrors` array. */
  toWriteError(index: number): Document {
    return { index, code: this.code, codeName: this.codeName, errmsg: this.message, ...this.extra };
  }
}

/**
 * mingo rejects malformed queries/updates (unknown operator, bad argument) with MingoError: that is the
 * client's mistake, so BadValue like mongod. Anything else is our bug: InternalError.
 */
export function toCommandError(error: unknown): MongoCommandError {
  if (error instanceof MongoCommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new MongoCommandError(error instanceof MingoError ? 'BadValue' : 'InternalError', message);
}
