import { MongoCommandError } from '../errors';

/**
 * The command fields mongod's IDL marks `unstable` or `internal`: under `apiStrict: true` the generated parser
 * refuses them where it meets them (IDLParserContext::throwAPIStrictErrorIfApplicable, src/mongo/idl/idl_parser.cpp).
 * Keyed by the parse context the messages name (find parses as FindCommandRequest). From find_command.idl and
 * pipeline/aggregate_command.idl, and coll_mod.idl's CollModIndex (jstests/core/api/api_version_unstable_fields.js);
 * the write commands, findAndModify, count and createIndexes from write_ops.idl, count_command.idl and
 * create_indexes.idl, where the generator checks `stability: unstable` only (an `internal` field such as
 * isTimeseriesNamespace or findAndModify's stmtId is not refused), and an ignored field too (count's `fields`).
 * Fields those copies did not hold (sampleId, the writes' originalQuery) are left out: their stability is unread.
 */
/** WriteCommandRequestBase's unstable fields, chained into insert, update and delete. */
const WRITE_BASE_UNSTABLE = ['collectionUUID', 'encryptionInformation'];

const UNSTABLE_FIELDS: Record<string, ReadonlySet<string>> = {
  FindCommandRequest: new Set([
    'ntoreturn', 'min', 'max', 'returnKey', 'showRecordId', '$queryOptions', 'tailable', 'oplogReplay', 'noCursorTimeout',
    'awaitData', 'options', 'term', 'readOnce', 'allowSpeculativeMajorityRead', '$_requestResumeToken', '$_resumeAfter',
    'runtimeConstants', 'collectionUUID', 'encryptionInformation', 'sampleId',
  ]),
  aggregate: new Set([
    'explain', 'needsMerge', 'fromMongos', '$queryOptions', '$_requestReshardingResumeToken', 'runtimeConstants',
    'isMapReduceCommand', 'collectionUUID', '$_passthroughToShard', 'encryptionInformation', '$_externalDataSources',
    'sampleId', 'stmtId', '$_isClusterQueryWithoutShardKeyCmd', '$_requestResumeToken', '$_resumeAfter',
  ]),
  'collMod.index': new Set(['prepareUnique']),
  insert: new Set(WRITE_BASE_UNSTABLE),
  update: new Set(WRITE_BASE_UNSTABLE),
  delete: new Set([...WRITE_BASE_UNSTABLE, 'runtimeConstants']),
  findAndModify: new Set(['encryptionInformation', 'mirrored']),
  count: new Set(['fields', 'encryptionInformation', 'mirrored']),
  createIndexes: new Set(['ignoreUnknownIndexOptions', 'collectionUUID']),
};

/** Throws mongod's 323 for a field outside API version 1 (the caller checks the command runs under apiStrict). */
export function checkStableField(context: string, field: string): void {
  if (UNSTABLE_FIELDS[context]?.has(field)) {
    throw new MongoCommandError('APIStrictError', `BSON field '${context}.${field}' is not allowed with apiStrict:true.`);
  }
}
