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

export const isSystemViews = (ns: string): boolean => ns.slice(ns.indexOf('.') + 1) === SYSTEM_VIEWS;

export function viewDocument(ns: string, definition: ViewDefinition): Document {
  const doc: Document = { _id: ns, viewOn: definition.viewOn, pipeline: definition.pipeline };
  if (definition.collation) doc.collation = definition.collation;
  return doc;
}

/** Commands writing documents, which mongod's userAllowedWriteNS refuses on `system.views` (since 5.0). */
const DOCUMENT_WRITES = new Set(['insert', 'update', 'delete', 'findAndModify']);

/**
 * Refuses a client's write to `system.views`: documents as mongod does; its indexes, which the store would let
 * drift from mongod's durable view catalog, as not supported.
 */
export function refuseSystemViewsWrite(command: string, ns: string): void {
  if (!isSystemViews(ns)) return;
  if (DOCUMENT_WRITES.has(command)) throw new MongoCommandError('InvalidNamespace', `cannot write to '${ns}'`);
  throw new MongoCommandError('NotImplemented', `${command} on system.views is not supported by the embedded store`);
}
