import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { ViewDefinition } from './views';

/**
 * mongod's durable view catalog: each database's views are documents of its `system.views` collection, created
 * with the first view and kept (empty) when the last one is dropped. The store writes the same documents
 * (view_catalog.cpp's definition: `_id` the view's namespace, `viewOn`, `pipeline`, then `collation` when the
 * view has one), so `find`, `listCollections`, `dbStats` and `dbHash` see what they see on mongod.
 */
export const SYSTEM_VIEWS = 'system.views';

export const systemViewsOf = (viewNs: string): string => `${viewNs.slice(0, viewNs.indexOf('.'))}.${SYSTEM_VIEWS}`;

const BUCKETS_PREFIX = 'system.buckets.';

/** The time series a `system.buckets.<name>` namespace would belong to (undefined for any other namespace). */
export function timeseriesOfBuckets(bucketsNs: string): string | undefined {
  const dot = bucketsNs.indexOf('.');
  const name = bucketsNs.slice(dot + 1);
  return name.startsWith(BUCKETS_PREFIX) && name.length > BUCKETS_PREFIX.length ? `${bucketsNs.slice(0, dot)}.${name.slice(BUCKETS_PREFIX.length)}` : undefined;
}

export const isSystemViews = (ns: string): boolean => ns.slice(ns.indexOf('.') + 1) === SYSTEM_VIEWS;

export function viewDocument(ns: string, definition: ViewDefinition): Document {
  const doc: Document = { _id: ns, viewOn: definition.viewOn, pipeline: definition.pipeline };
  if (definition.collation) doc.collation = definition.collation;
  return doc;
}

/**
 * The commands mongod's userAllowedWriteNS checks (since 5.0 it refuses `system.views`): the document writes and
 * createIndexes. dropIndexes runs there as on any collection (only the `_id` index can exist).
 */
export const USER_ALLOWED_WRITE_COMMANDS: ReadonlySet<string> = new Set(['insert', 'update', 'delete', 'findAndModify', 'createIndexes']);

/** Refuses a client's write to `system.views` as mongod does: InvalidNamespace, `cannot write to <db>.system.views`. */
export function refuseSystemViewsWrite(command: string, ns: string): void {
  if (isSystemViews(ns) && USER_ALLOWED_WRITE_COMMANDS.has(command)) throw new MongoCommandError('InvalidNamespace', `cannot write to ${ns}`);
}
