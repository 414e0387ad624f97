import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { describeValue } from '../describe';
import { isPlainDocument } from '../filter';

/**
 * The stages a community standalone mongod 7.0 knows by name but refuses because they need another deployment:
 * Atlas Search (`$search`, `$searchMeta`, `$vectorSearch`, `$listSearchIndexes`: the parser registered in their
 * place throws 6047401 while lite-parsing, document_source.cpp), a replica set or mongos for query sampling
 * (`$listSampledQueries`, document_source_list_sampled_queries.cpp) and mongos for `$shardedDataDistribution`
 * (document_source_sharded_data_distribution.cpp). The store answers what such a mongod answers.
 */
const ATLAS_STAGES = new Set(['$search', '$searchMeta', '$vectorSearch', '$listSearchIndexes']);

/** Stages holding sub-pipelines that mongod lite-parses with the stage itself. */
const NESTING_STAGES = new Set(['$facet', '$lookup', '$unionWith']);

/** The sub-pipelines a stage holds: each `$facet` output, a `$lookup` / `$unionWith` pipeline. */
export function subPipelines(name: string, spec: unknown): unknown[][] {
  if (!isPlainDocument(spec)) return [];
  const values = name === '$facet' ? Object.values(spec as Document) : [(spec as Document).pipeline];
  return values.filter((value): value is unknown[] => Array.isArray(value));
}

function atlasStageIn(pipeline: unknown[]): string | undefined {
  for (const stage of pipeline) {
    if (!isPlainDocument(stage)) continue;
    const name = Object.keys(stage)[0] ?? '';
    if (ATLAS_STAGES.has(name)) return name;
    if (!NESTING_STAGES.has(name)) continue;
    for (const inner of subPipelines(name, stage[name])) {
      const found = atlasStageIn(inner);
      if (found) return found;
    }
  }
  return undefined;
}

/** Throws mongod's refusal when a (known) stage needs a deployment the store, a standalone, is not. */
export function checkDeploymentStage(name: string, spec: unknown): void {
  const atlas = ATLAS_STAGES.has(name) ? name : NESTING_STAGES.has(name) ? atlasStageIn([{ [name]: spec }]) : undefined;
  if (atlas) throw new MongoCommandError('Location6047401', `${atlas} stage is only allowed on MongoDB Atlas`);
  if (name === '$listSampledQueries') {
    if (!isPlainDocument(spec)) {
      throw new MongoCommandError('Location6876000', `$listSampledQueries must take a nested object but found: $listSampledQueries: ${describeValue(spec)}`);
    }
    throw new MongoCommandError('IllegalOperation', '$listSampledQueries is not supported on a standalone mongod');
  }
  if (name === '$shardedDataDistribution') {
    if (!isPlainDocument(spec) || Object.keys(spec).length > 0) {
      throw new MongoCommandError('Location6789100', 'The $shardedDataDistribution stage specification must be an empty object');
    }
    throw new MongoCommandError('Location6789101', 'The $shardedDataDistribution stage can only be run on mongoS');
  }
}
