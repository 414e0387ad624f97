import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { referencedCollections, type ViewDefinition } from '../engine/views';
import { collatorOf, fullCollation } from '../query/collation';

/** A collation as a view keeps it: spelled out, or undefined for the simple collation. */
export function storedCollation(collation: unknown): Document | undefined {
  return collatorOf({ collation }) ? fullCollation(collation as Document) : undefined;
}

/** mongod's CollatorInterface::collatorsMatch: the same spelled-out options, or both simple. */
export function sameCollation(a: unknown, b: unknown): boolean {
  return JSON.stringify(storedCollation(a) ?? null) === JSON.stringify(storedCollation(b) ?? null);
}

const viewsNamedBy = (ns: string, names: string[], viewOf: (ns: string) => ViewDefinition | undefined) => {
  const db = ns.slice(0, ns.indexOf('.'));
  return names.map((name) => `${db}.${name}`).flatMap((other) => {
    const view = viewOf(other);
    return view ? [[other, view] as const] : [];
  });
};

/** mongod's ViewsForDatabase::validateCollation: a view and the views it reads (source, $lookup...) share one collation. */
export function checkViewCollation(ns: string, definition: ViewDefinition, viewOf: (ns: string) => ViewDefinition | undefined): void {
  const names = [...referencedCollections(definition.pipeline), definition.viewOn];
  for (const [other, view] of viewsNamedBy(ns, names, viewOf)) {
    if (other !== ns && !sameCollation(definition.collation, view.collation)) {
      throw new MongoCommandError('OptionNotSupportedOnView', `View ${ns} has conflicting collation with view ${other}`);
    }
  }
}

/**
 * mongod's collatorCompatibleWithPipeline: every view a pipeline reads through `$lookup`, `$graphLookup`,
 * `$unionWith` or `$facet` must have the operation's collation (no read overrides a view's collation).
 */
export function checkInvolvedViews(ns: string, pipeline: Document[], collation: unknown, viewOf: (ns: string) => ViewDefinition | undefined): void {
  for (const [other, view] of viewsNamedBy(ns, referencedCollections(pipeline), viewOf)) {
    // mongod appends the namespace without a space.
    if (!sameCollation(collation, view.collation)) throw new MongoCommandError('OptionNotSupportedOnView', `Cannot override a view's default collation${other}`);
  }
}
