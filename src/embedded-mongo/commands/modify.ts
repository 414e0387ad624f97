import { realName } from '../storage/field-names';
import { newObjectId } from '../engine/object-ids';
import { BSON, type Document, Timestamp } from 'bson';
import { MongoCommandError } from '../errors';
import type { Catalog } from '../engine/catalog';
import type { Collection } from '../engine/collection';
import { bsonType } from '../query/bson-values';
import { isRegex } from '../query/regex';
import { applyUpdate, isOperatorUpdate, upsertSeed } from '../query/update';
import { withCollator } from '../query/compare';
import type { StringCollator } from '../query/collation';
import { MAX_BSON_OBJECT_SIZE } from '../wire/constants';
import { checkValidation, type WriteValidation } from '../engine/validation';
import { checkUpdatedDollarFields } from '../query/update-dollar-fields';

/**
 * Document-level checks mongod applies before storing anything (the top-level `$` names an update may not
 * write are checked by query/update-dollar-fields.ts).
 */
export function checkStorable(doc: Document, tooLargeMessage: (size: number) => string): number {
  const size = BSON.calculateObjectSize(doc);
  if (size > MAX_BSON_OBJECT_SIZE) throw new MongoCommandError('BSONObjectTooLarge', tooLargeMessage(size));
  if (Array.isArray(doc._id)) throw new MongoCommandError('BadValue', "can't use an array for _id");
  if (isRegex(doc._id)) throw new MongoCommandError('BadValue', "can't use a regex for _id");
  checkIdFieldNames(doc._id);
  return size;
}

/** An `_id` that is a document may not hold `$`-prefixed field names at any depth, as in mongod. */
function checkIdFieldNames(value: unknown): void {
  if (value === null || typeof value !== 'object' || bsonType(value) !== undefined) return;
  for (const [key, item] of Object.entries(value as Document)) {
    if (key.startsWith('$')) {
      throw new MongoCommandError('DollarPrefixedFieldName', `_id fields may not contain '$'-prefixed fields: ${realName(key)} is not valid for storage.`);
    }
    checkIdFieldNames(item);
  }
}

let lastTimestamp = { t: 0, i: 0 };

/** A fresh Timestamp as mongod gives one: seconds now, an increment that grows within the second. */
function nextTimestamp(): Timestamp {
  const t = Math.floor(Date.now() / 1000);
  lastTimestamp = t > lastTimestamp.t ? { t, i: 1 } : { t: lastTimestamp.t, i: lastTimestamp.i + 1 };
  return new Timestamp({ t: lastTimestamp.t, i: lastTimestamp.i });
}

/** mongod replaces an empty Timestamp(0, 0) in a top-level field of an inserted document (not _id) with the current time. */
function withTimestampsFilled(doc: Document): Document {
  const empty = (value: unknown) => value instanceof Timestamp && value.isZero();
  if (!Object.entries(doc).some(([key, value]) => key !== '_id' && empty(value))) return doc;
  const filled: Document = {};
  for (const [key, value] of Object.entries(doc)) filled[key] = key !== '_id' && empty(value) ? nextTimestamp() : value;
  return filled;
}

/** mongod stores _id as the first field, generating one when missing. */
export function withId(doc: Document): Document {
  const { _id, ...rest } = doc;
  return { _id: _id === undefined ? newObjectId() : _id, ...rest };
}

/** Writes that name no validation mode check documents against the validator and drop warn lines. */
const VALIDATE: WriteValidation = { bypass: false, warn: () => undefined };

export function insertDocument(catalog: Catalog, collection: Collection, raw: Document, validation = VALIDATE): Document {
  return insertPrepared(catalog, collection, preparedForInsert(raw), validation);
}

/**
 * A document to insert as mongod's fixDocumentForInsert leaves it (checked, `_id` first, timestamps filled).
 * It runs before the collection is looked at: a batch whose documents all fail here creates no collection.
 */
export function preparedForInsert(raw: Document): Document {
  checkStorable(raw, (size) => `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_SIZE}`);
  return withTimestampsFilled(withId(raw));
}

/** Stores a prepared document after the collection's validator accepted it. */
export function insertPrepared(catalog: Catalog, collection: Collection, doc: Document, validation = VALIDATE): Document {
  checkValidation(collection, doc, undefined, validation);
  catalog.insert(collection, doc);
  return doc;
}

const updateTooLarge = (size: number) =>
  `Resulting document after update is larger than ${MAX_BSON_OBJECT_SIZE} (size ${size})`;

export interface UpdateOptions {
  filter: Document;
  arrayFilters?: Document[];
  validation?: WriteValidation;
  /**
   * The statement's collation. mongod's UpdateDriver hands it to the update's nodes and to the matcher that
   * records the positional `$`: `$` after a collated match, array filters, `$pull`, `$addToSet`, `$min`/`$max`
   * and `$push`'s `$sort` compare strings by it. Whether the document changed stays a binary comparison.
   */
  collator?: StringCollator;
}

/** What `update` makes of `current` (checked for size), and whether that changes it; nothing is stored. */
export function updatedVersion(current: Document, update: Document, options: UpdateOptions): { next: Document; modified: boolean } {
  const next = withCollator(options.collator, () => applyUpdate(current, update, { inserting: false, ...options }));
  checkUpdatedDollarFields(update, isOperatorUpdate(update), current, next);
  checkStorable(next, updateTooLarge);
  // Comparing encodings is the cheap exact test for "no-op update" (mongod reports nModified 0 then).
  return { next, modified: Buffer.compare(BSON.serialize(current), BSON.serialize(next)) !== 0 };
}

/** Applies `update` to a stored document; returns the new version and whether anything changed. */
export function updateDocument(
  catalog: Catalog,
  collection: Collection,
  current: Document,
  update: Document,
  options: UpdateOptions,
): { doc: Document; modified: boolean } {
  const { next, modified } = updatedVersion(current, update, options);
  if (modified) {
    checkValidation(collection, next, current, options.validation ?? VALIDATE);
    catalog.replace(collection, current, next);
  }
  return { doc: modified ? next : current, modified };
}

/** The insert half of an upsert: query equality fields + update (with $setOnInsert). */
export function upsertDocument(catalog: Catalog, collection: Collection, update: Document, options: UpdateOptions): Document {
  const operatorUpdate = !Array.isArray(update) && isOperatorUpdate(update);
  const seed = upsertSeed(options.filter, !Array.isArray(update) && !operatorUpdate);
  const doc = withId(withCollator(options.collator, () => applyUpdate(seed, update, { inserting: true, ...options })));
  checkUpdatedDollarFields(update, operatorUpdate, seed, doc);
  checkStorable(doc, updateTooLarge);
  checkValidation(collection, doc, undefined, options.validation ?? VALIDATE);
  catalog.insert(collection, doc);
  return doc;
}
