import type { Document } from 'bson';
import { MongoCommandError } from '../errors';

/** A read-only view: its documents are those of `viewOn` (a collection or view of the same database) run through `pipeline`. */
export interface ViewDefinition {
  viewOn: string;
  pipeline: Document[];
  /** The view's own default collation, spelled out (absent: the simple collation; a view never inherits its source's). */
  collation?: Document;
}

/** mongod's limit on views over views (and on views a view's $lookup / $unionWith / $graphLookup / $facet reach). */
const MAX_VIEW_DEPTH = 20;

export const viewNotCollection = (ns: string) => new MongoCommandError('CommandNotSupportedOnView', `Namespace ${ns} is a view, not a collection`);

/** The collection names a pipeline reads besides its source: mongod follows them too when it checks a view for cycles. */
export function referencedCollections(pipeline: Document[]): string[] {
  const names: string[] = [];
  for (const stage of pipeline) {
    const [name, spec] = Object.entries(stage)[0] ?? [];
    if (name === '$lookup' || name === '$graphLookup') {
      if (typeof spec?.from === 'string') names.push(spec.from);
      if (Array.isArray(spec?.pipeline)) names.push(...referencedCollections(spec.pipeline as Document[]));
    } else if (name === '$unionWith') {
      if (typeof spec === 'string') names.push(spec);
      else {
        if (typeof spec?.coll === 'string') names.push(spec.coll);
        if (Array.isArray(spec?.pipeline)) names.push(...referencedCollections(spec.pipeline as Document[]));
      }
    } else if (name === '$facet' && spec && typeof spec === 'object') {
      for (const inner of Object.values(spec as Document)) if (Array.isArray(inner)) names.push(...referencedCollections(inner as Document[]));
    }
  }
  return names;
}

/** $out / $merge in a view: mongod's refusal, which comes before the store's own refusal of stages it lacks. */
export function checkNoWritingStage(ns: string, pipeline: unknown[]): void {
  const at = pipeline.findIndex((stage) => stage !== null && typeof stage === 'object' && ['$out', '$merge'].includes(Object.keys(stage)[0] ?? ''));
  if (at < 0) return;
  const name = Object.keys(pipeline[at] as Document)[0];
  throw new MongoCommandError(
    'OptionNotSupportedOnView',
    `The aggregation stage ${name} in location ${at} of the pipeline cannot be used in the view definition of ${ns} because it writes to disk`,
  );
}

const depthExceeded = () =>
  new MongoCommandError('ViewDepthLimitExceeded', `View depth too deep or view cycle detected; maximum depth is ${MAX_VIEW_DEPTH}`);

/**
 * What mongod checks before it stores a view definition (after checkNoWritingStage): the view does not reach itself
 * (GraphContainsCycle) and no chain of views is deeper than 20 (ViewDepthLimitExceeded).
 */
export function checkViewDefinition(
  ns: string,
  definition: ViewDefinition,
  viewOf: (ns: string) => ViewDefinition | undefined,
  otherViews: string[],
): void {
  const db = ns.slice(0, ns.indexOf('.'));
  const edges = (view: ViewDefinition) => [view.viewOn, ...referencedCollections(view.pipeline)].map((name) => `${db}.${name}`);
  const lookup = (candidate: string) => (candidate === ns ? definition : viewOf(candidate));
  const depths = new Map<string, number>();
  const depthFrom = (current: string, path: string[]): number => {
    const known = depths.get(current);
    if (known !== undefined) return known;
    const view = lookup(current);
    if (!view) return 0;
    if (path.includes(current)) {
      throw new MongoCommandError('GraphContainsCycle', `View cycle detected: [${[...path, current].join(' => ')}]`);
    }
    let deepest = 0;
    for (const next of new Set(edges(view))) deepest = Math.max(deepest, depthFrom(next, [...path, current]));
    depths.set(current, deepest + 1);
    return deepest + 1;
  };
  // Every view counts: a new view at the bottom of a chain makes the views above it deeper.
  for (const start of [ns, ...otherViews]) if (depthFrom(start, []) > MAX_VIEW_DEPTH) throw depthExceeded();
}

/** The collection a view finally reads and the whole pipeline from it (views over views resolve innermost first). */
export function resolveView(ns: string, viewOf: (ns: string) => ViewDefinition | undefined): { source: string; pipeline: Document[] } | undefined {
  let view = viewOf(ns);
  if (!view) return undefined;
  const db = ns.slice(0, ns.indexOf('.'));
  let source = ns;
  let pipeline: Document[] = [];
  for (let depth = 0; view; depth++) {
    if (depth >= MAX_VIEW_DEPTH) throw depthExceeded();
    pipeline = [...view.pipeline, ...pipeline];
    source = `${db}.${view.viewOn}`;
    view = viewOf(source);
  }
  return { source, pipeline };
}
