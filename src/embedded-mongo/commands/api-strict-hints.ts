import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Catalog } from '../engine/catalog';
import type { Collection } from '../engine/collection';
import { isPlainDocument } from '../query/filter';
import { sameKeyPattern } from '../engine/planner';
import { databaseName } from './arguments';

/**
 * Under `apiStrict: true` mongod's planner leaves out the indexes API version 1 excludes, sparse ones among them,
 * so a hint naming one does not correspond to an index (jstests/core/api/api_version_unstable_indexes.js). Text
 * and columnstore indexes, the others excluded, this store does not build.
 */

/** Throws the planner's BadValue when a hint given under apiStrict names a sparse index of the collection. */
export function checkStrictHint(collection: Collection | undefined, hint: unknown): void {
  if (!collection || hint === undefined) return;
  const named = collection.indexSpecs().find((spec) => (typeof hint === 'string' ? spec.name === hint : isPlainDocument(hint) && sameKeyPattern(spec.key, hint as Document)));
  if (named?.sparse) {
    throw new MongoCommandError('BadValue', 'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index');
  }
}

/** find, aggregate, count and findAndModify (and their explains): one hint for the command (update and delete check each statement's in write.ts). */
export function checkStrictHints(name: string, command: Document, catalog: Catalog): void {
  const explained = name === 'explain' && isPlainDocument(command.explain) ? (command.explain as Document) : undefined;
  if (explained) return checkStrictHints(Object.keys(explained)[0] ?? '', { ...explained, $db: databaseName(command) }, catalog);
  if (!['find', 'aggregate', 'count', 'findAndModify'].includes(name) || typeof command[name] !== 'string') return;
  checkStrictHint(catalog.get(`${databaseName(command)}.${command[name] as string}`), command.hint);
}
