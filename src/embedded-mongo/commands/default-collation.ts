import type { Document } from 'bson';
import type { Catalog } from '../engine/catalog';
import { databaseName } from './arguments';
import { indexVersionOf } from '../engine/index-spec-fields';

/** Where each command that takes a collation names its collection, and where its per-item collations sit. */
const ITEMS: Record<string, string | undefined> = {
  find: undefined,
  count: undefined,
  distinct: undefined,
  aggregate: undefined,
  findAndModify: undefined,
  findandmodify: undefined,
  update: 'updates',
  delete: 'deletes',
  createIndexes: 'indexes',
};

/**
 * A collection or view created with a `collation` uses it for every operation that names none, as mongod does:
 * queries, sorts, updates, deletes, aggregation, and indexes built without their own. The collection's
 * collation is written into the command where the client left it out, so every handler reads one field.
 */
export function withDefaultCollation(command: Document, catalog: Catalog): Document {
  const name = Object.keys(command)[0] ?? '';
  if (!(name in ITEMS) || typeof command[name] !== 'string') return command;
  const ns = `${databaseName(command)}.${command[name] as string}`;
  // A view's own collation (never its source's) applies to reads of the view in the same way.
  const collation = (catalog.get(ns)?.options.collation ?? catalog.view(ns)?.collation) as Document | undefined;
  if (!collation) return command;
  const itemsField = ITEMS[name];
  if (itemsField === undefined) return command.collation === undefined ? { ...command, collation } : command;
  const items = command[itemsField] as unknown;
  if (!Array.isArray(items)) return command;
  // A version-1 index is built under the simple collation whatever the collection's (validateIndexSpecCollation).
  const inherits = (item: Document) => item.collation === undefined && !(name === 'createIndexes' && indexVersionOf(item) === 1);
  const withCollation = (item: unknown) => (item !== null && typeof item === 'object' && inherits(item as Document) ? { ...(item as Document), collation } : item);
  return { ...command, [itemsField]: items.map(withCollation) };
}
