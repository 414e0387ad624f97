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
 * An operation's `collation: {}` names no collation: mongod's parsers only build a collator when the spec is
 * not empty (`if (!request.getCollation().isEmpty())` in parsed_delete.cpp, parsed_update.cpp,
 * expression_context.cpp, canonical_query.cpp), so the collection's default (or the simple collation) applies.
 * An index specification's empty collation is not a request for the default: mongod parses it and refuses it.
 */
const namesNoCollation = (collation: unknown): boolean =>
  collation === undefined || (collation !== null && typeof collation === 'object' && !Array.isArray(collation) && Object.keys(collation).length === 0);

/** `target` with `collation` in its `collation` field, or with no such field when there is none to apply. */
function applying(target: Document, collation: Document | undefined): Document {
  if (collation) return { ...target, collation };
  if (target.collation === undefined) return target;
  const { collation: _empty, ...rest } = target;
  return rest;
}

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
  const itemsField = ITEMS[name];
  if (itemsField === undefined) return namesNoCollation(command.collation) ? applying(command, collation) : command;
  const items = command[itemsField] as unknown;
  if (!Array.isArray(items)) return command;
  // A version-1 index is built under the simple collation whatever the collection's (validateIndexSpecCollation).
  const inherits = (item: Document) =>
    name === 'createIndexes' ? collation !== undefined && item.collation === undefined && indexVersionOf(item) !== 1 : namesNoCollation(item.collation);
  const isItem = (item: unknown): item is Document => item !== null && typeof item === 'object';
  if (!items.some((item) => isItem(item) && inherits(item) && (collation !== undefined || item.collation !== undefined))) return command;
  return { ...command, [itemsField]: items.map((item: unknown) => (isItem(item) && inherits(item) ? applying(item, collation) : item)) };
}
