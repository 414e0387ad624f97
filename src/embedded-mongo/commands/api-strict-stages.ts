import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { subPipelines } from '../query/stages/deployment-stages';
import { isPlainDocument } from '../query/filter';
import type { Catalog } from '../engine/catalog';
import { resolveView } from '../engine/views';
import { checkStrictPipelineOperators } from './api-strict-operators';

/**
 * Under `apiStrict: true` mongod 7.0 refuses the aggregation stages outside API version 1, in the pipeline and
 * in every sub-pipeline, after lite-parsing it and before parsing the stages themselves
 * (LiteParsedPipeline::validate, src/mongo/db/pipeline/lite_parsed_pipeline.cpp; the check is
 * assertLanguageFeatureIsAllowed in src/mongo/db/query/allowed_contexts.cpp).
 */

/** Registered with AllowedWithApiStrict::kNeverInVersion1 (document_source_current_op.cpp, …_index_stats.cpp, …). */
const NEVER_IN_VERSION_ONE = new Set(['$currentOp', '$indexStats', '$listLocalSessions', '$listSessions', '$planCacheStats']);

/**
 * Stages whose 7.0 registration could not be read ($densify is in version 1 since 6.0,
 * jstests/core/api/api_version_new_52_language_features.js; these two are not in those tests): refused under
 * apiStrict rather than answered when mongod might refuse them (docs/embedded-mongo-unsupported.md).
 */
const UNCONFIRMED = new Set(['$fill', '$documents']);

/** $collStats is kConditionally: only its `count` option is in version 1 (document_source_coll_stats.cpp). */
function checkCollStats(spec: unknown): void {
  if (!isPlainDocument(spec)) return;
  if (['latencyStats', 'queryExecStats', 'storageStats'].some((option) => (spec as Document)[option] !== undefined)) {
    throw new MongoCommandError('APIStrictError', "only the 'count' option to $collStats is supported in API Version 1");
  }
}

/** Throws what mongod answers for the first stage API version 1 does not allow (the pipeline is already lite-parsed). */
export function checkStrictStages(pipeline: unknown[]): void {
  for (const stage of pipeline) {
    if (!isPlainDocument(stage)) continue;
    const name = Object.keys(stage as Document)[0] ?? '';
    const spec = (stage as Document)[name] as unknown;
    if (NEVER_IN_VERSION_ONE.has(name)) {
      throw new MongoCommandError('APIStrictError', `${name} is not allowed with 'apiStrict: true' in API Version 1`);
    }
    if (UNCONFIRMED.has(name)) {
      throw new MongoCommandError('NotImplemented', `${name} with 'apiStrict: true' is not supported by the embedded store`);
    }
    if (name === '$collStats') checkCollStats(spec);
    for (const inner of subPipelines(name, spec)) checkStrictStages(inner);
  }
}

/** Commands that read a view through its pipeline, which mongod validates under the reader's API parameters. */
const VIEW_READERS = new Set(['find', 'aggregate', 'count']);

/**
 * A view's pipeline is checked under the API parameters of the command reading it, not those it was created
 * with (jstests/core/api/api_version_test_expression.js: an aggregate on such a view fails even when empty).
 */
export function checkStrictViewRead(name: string, ns: string, catalog: Catalog): void {
  if (!VIEW_READERS.has(name)) return;
  const resolved = resolveView(ns, (view) => catalog.view(view));
  if (!resolved) return;
  checkStrictStages(resolved.pipeline);
  checkStrictPipelineOperators(resolved.pipeline);
}
