import { BSON, type Document, ObjectId } from 'bson';
import { MongoCommandError } from '../errors';
import type { Catalog } from '../engine/catalog';
import type { Collection } from '../engine/collection';
import { applyUpdate, upsertSeed } from '../query/update';
import { MAX_BSON_OBJECT_SIZE } from '../wire/constants';

/**
 * Document-level checks mongod applies before storing anything. Since mongod 5.0 an insert (or the insert of
 * an upsert) may store top-level `$`-prefixed names; an update may keep the ones the document has (`updated`
 * is its previous version) but not add one.
 */
export function checkStorable(doc: Document, tooLargeMessage: (size: number) => string, updated?: Document): number {
  const size = BSON.calculateObjectSize(doc);
  if (size > MAX_BSON_OBJECT_SIZE) throw new MongoCommandError('BSONObjectTooLarge', tooLargeMessage(size));
  if (Array.isArray(doc._id)) throw new MongoCommandError('BadValue', "can't use an array for _id");
  if (updated) {
    for (const key of Object.keys(doc)) {
      if (key.startsWith('$') && !Object.hasOwn(updated, key)) throw new MongoCommandError('BadValue', `Document can't have $ prefixed field names: ${key}`);
    }
  }
  return size;
}

/** mongod stores _id as the first field, generating one when missing. */
export function withId(doc: Document): Document {
  const { _id, ...rest } = doc;
  return { _id: _id === undefined ? new ObjectId() : _id, ...rest };
}

export function insertDocument(catalog: Catalog, collection: Collection, raw: Document): Document {
  checkStorable(raw, (size) => `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_SIZE}`);
  const doc = withId(raw);
  catalog.insert(collection, doc);
  return doc;
}

const updateTooLarge = (size: number) =>
  `Resulting document after update is larger than ${MAX_BSON_OBJECT_SIZE} (size ${size})`;

export interface UpdateOptions {
  filter: Document;
  arrayFilters?: Document[];
}

/** Applies `update` to a stored document; returns the new version and whether anything changed. */
export function updateDocument(
  catalog: Catalog,
  collection: Collection,
  current: Document,
  update: Document,
  options: UpdateOptions,
): { doc: Document; modified: boolean } {
  const next = applyUpdate(current, update, { inserting: false, ...options });
  checkStorable(next, updateTooLarge, current);
  // Comparing encodings is the cheap exact test for "no-op update" (mongod reports nModified 0 then).
  const modified = Buffer.compare(BSON.serialize(current), BSON.serialize(next)) !== 0;
  if (modified) catalog.replace(collection, current, next);
  return { doc: modified ? next : current, modified };
}

/** The insert half of an upsert: query equality fields + update (with $setOnInsert). */
export function upsertDocument(catalog: Catalog, collection: Collection, update: Document, options: UpdateOptions): Document {
  const doc = withId(applyUpdate(upsertSeed(options.filter), update, { inserting: true, ...options }));
  checkStorable(doc, updateTooLarge);
  catalog.insert(collection, doc);
  return doc;
}
