import { BSON, type Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Catalog } from '../engine/catalog';
import type { Collection } from '../engine/collection';
import { appendNumber } from '../engine/capped';
import { toDouble, isNumeric } from '../query/bson-values';
import { databaseName, namespaceOf } from './arguments';
import type { CommandHandler } from './context';
import { NUMBER_TYPES, wrongTypeError } from '../wrong-type';

/** An empty collection's storage size in mongod (WiredTiger's first page), which cloneCollectionAsCapped doubles. */
const EMPTY_STORAGE_SIZE = 4096;

function sizeOf(command: Document, commandName: string): number {
  if (command.size === undefined) throw new MongoCommandError('Location40414', `BSON field '${commandName}.size' is missing but a required field`);
  if (!isNumeric(command.size)) {
    throw wrongTypeError(`${commandName}.size`, command.size, NUMBER_TYPES);
  }
  const size = Math.trunc(toDouble(command.size));
  if (size < 0) throw new MongoCommandError('BadValue', 'size has to be >= 0');
  if (size > 1024 ** 5) throw new MongoCommandError('BadValue', 'size cannot exceed 1 PB');
  return size;
}

/**
 * mongod's cloneCollectionAsCapped (capped_utils.cpp): a new capped collection with the source's options (its own
 * `max` dropped, `size` set) and only the _id index, filled in natural order. Documents far beyond twice the size
 * are skipped first, as mongod skips them; the rest go through the capped deletes of an ordinary insert.
 */
function cloneAsCapped(catalog: Catalog, from: string, to: string, size: number): void {
  const source = catalog.get(from);
  if (!source) {
    if (catalog.view(from)) throw new MongoCommandError('CommandNotSupportedOnView', `cloneCollectionAsCapped not supported for views: ${from}`);
    throw new MongoCommandError('NamespaceNotFound', `source collection ${from} does not exist`);
  }
  if (catalog.get(to) || catalog.view(to)) {
    throw new MongoCommandError('NamespaceExists', `cloneCollectionAsCapped failed - destination collection ${to} already exists. source collection: ${from}`);
  }
  const { capped: _capped, size: _size, max: _max, ...rest } = source.options;
  const target = catalog.createCollection(to, { capped: true, size: appendNumber(size), ...rest });
  copyInto(catalog, source, target, size);
}

function copyInto(catalog: Catalog, source: Collection, target: Collection, size: number): void {
  const docs = [...source.docs.values()];
  let excess = docs.reduce((total, doc) => total + BSON.calculateObjectSize(doc), 0) - Math.max(size * 2, EMPTY_STORAGE_SIZE * 2);
  for (const doc of docs) {
    if (excess > 0) {
      // mongod's "4x is for padding": each skipped document counts four times its size.
      excess -= 4 * BSON.calculateObjectSize(doc);
      continue;
    }
    catalog.insert(target, doc);
  }
}

const cloneCollectionAsCapped: CommandHandler = async (command, context) => {
  const from = namespaceOf(command, 'cloneCollectionAsCapped');
  if (typeof command.toCollection !== 'string') {
    throw new MongoCommandError('Location40414', "BSON field 'cloneCollectionAsCapped.toCollection' is missing but a required field");
  }
  const to = `${databaseName(command)}.${command.toCollection}`;
  cloneAsCapped(context.catalog, from, to, sizeOf(command, 'cloneCollectionAsCapped'));
  await context.durable();
  return { ok: 1 };
};

/** convertToCapped: a capped clone under a temporary name, renamed over the original (its secondary indexes go). */
const convertToCapped: CommandHandler = async (command, context) => {
  const ns = namespaceOf(command, 'convertToCapped');
  const size = sizeOf(command, 'convertToCapped');
  const db = databaseName(command);
  const temporary = `${db}.tmp${Math.random().toString(36).slice(2, 7)}.convertToCapped.${ns.slice(db.length + 1)}`;
  cloneAsCapped(context.catalog, ns, temporary, size);
  context.catalog.drop(ns);
  context.catalog.rename(temporary, ns);
  await context.durable();
  return { ok: 1 };
};

export const cappedCommands: Record<string, CommandHandler> = { cloneCollectionAsCapped, convertToCapped };
