import { BSON, type Document, EJSON, UUID } from 'bson';
import { checkAmbiguousArrayFields } from './ambiguous-array-field';
import { bsonObjToString } from './bson-to-string';
import { checkParallelArrays } from './parallel-arrays';
import { MongoCommandError } from '../errors';
import { exactInteger, isNumeric } from '../query/bson-values';
import { fractionKey } from '../query/decimal-order';
import { type CappedLimits, cappedLimits } from './capped';
import type { IndexSpec } from './index-spec';
import { OrderedIndex } from './ordered-index';
import { checkVersionOneBuild, checkVersionOneId, checkVersionOneKey } from './version-one-index';
import { type IndexAccesses, newAccesses } from './operation-stats';

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };
/** How a clustered collection's record store names its key in a duplicate key error: no index, the key `{_id: 1}`. */
const CLUSTER_KEY: IndexSpec = { v: 2, key: { _id: 1 }, name: '' };

/** A Map key that equals for equal _id values (ObjectId instances are never ===). */
export function idKey(id: unknown): string {
  if (typeof id === 'string') return `s${id}`;
  // 1, 1.0, Int64(1) and Decimal128('1') are one _id, as in mongod's index; 0.3 and Decimal128('0.3') are two.
  if (isNumeric(id)) return `n${exactInteger(id) ?? fractionKey(id)}`;
  if (id !== null && typeof id === 'object' && (id as { _bsontype?: string })._bsontype === 'ObjectId') {
    return `o${(id as { toHexString(): string }).toHexString()}`;
  }
  return `x${EJSON.stringify({ id }, { relaxed: true })}`;
}

function duplicateKeyError(ns: string, index: IndexSpec, key: unknown[]): MongoCommandError {
  const keyValue: Document = {};
  Object.keys(index.key).forEach((field, i) => (keyValue[field] = key[i]));
  // A clustered collection's record store reports its duplicates without an index name (buildDupKeyErrorStatus).
  const indexPart = index.name === '' ? '' : ` index: ${index.name}`;
  return new MongoCommandError(
    'DuplicateKey',
    `E11000 duplicate key error collection: ${ns}${indexPart} dup key: ${bsonObjToString(keyValue)}`,
    { keyPattern: index.key, keyValue },
  );
}

/** A collection UUID as the log gives it back (the bson decoder returns subtype 4 as a UUID, a Binary otherwise). */
export function uuidOf(value: unknown): UUID {
  return value instanceof UUID ? value : new UUID((value as { buffer: Uint8Array }).buffer);
}

/**
 * One collection in memory: documents by _id plus its secondary indexes. Documents are never mutated in
 * place (updates swap in a new object), so cursors can keep references to consistent versions.
 */
export class Collection {
  readonly docs = new Map<string, Document>();
  readonly indexes = new Map<string, OrderedIndex>();
  /** Queries answered through the _id index ($indexStats); the secondary indexes count their own. */
  readonly idAccesses: IndexAccesses = newAccesses();
  /** Queries answered by scanning every document ($collStats `queryExecStats.collectionScans`). */
  collectionScans = 0;
  /**
   * A collection created with a default collation has its _id index under it, as in mongod: `'a'` and `'A'`
   * are one _id at strength 2. The map above stays binary; this index enforces the collated uniqueness.
   */
  private readonly collatedIds?: OrderedIndex;
  /**
   * mongod's record ids (showRecordId): 1, 2, 3... in insertion order, kept by updates, never reused while the
   * server runs; the log keeps each one, and after a restart counting resumes after the highest, as in mongod.
   */
  private readonly recordIds = new Map<string, bigint>();
  private nextRecordId = 1n;

  /** A capped collection's documents' BSON sizes summed: its capped deletes watch it. */
  dataSize = 0;

  constructor(
    readonly ns: string,
    readonly options: Document,
    /** mongod's collection UUID (a random v4 at creation): kept by a rename within a database, new on re-creation. */
    readonly uuid: UUID = new UUID(),
    /** The version of the `_id` index: 1 only when `create` was given a version-1 `idIndex`. */
    readonly idIndexVersion: 1 | 2 = 2,
  ) {
    if (options.collation) this.collatedIds = new OrderedIndex({ ...this.idIndexSpec(), unique: true });
  }

  /** Set for a capped collection: its documents are kept in insertion order and the oldest make room (collMod may change the limits). */
  get capped(): CappedLimits | undefined {
    return cappedLimits(this.options);
  }

  /** The oldest document in natural order. */
  oldest(): Document | undefined {
    return this.docs.values().next().value;
  }

  /** The newest document in natural order (a walk: capped collections are bounded, and this serves tailable cursors). */
  newest(): Document | undefined {
    let last: Document | undefined;
    for (const doc of this.docs.values()) last = doc;
    return last;
  }

  /** Whether a capped collection holds more than its limits allow. */
  overCap(): boolean {
    if (!this.capped) return false;
    return this.dataSize > this.capped.size || (this.capped.max !== 0 && this.docs.size > this.capped.max);
  }

  private track(doc: Document, sign: 1 | -1): void {
    if (this.capped) this.dataSize += sign * BSON.calculateObjectSize(doc);
  }

  /** The _id index as listIndexes and listCollections show it (with the collection's collation, if any). */
  idIndexSpec(): IndexSpec {
    // A version-1 index has no collation, so a collection with one never has a version-1 _id index.
    if (this.idIndexVersion === 1) return { ...ID_INDEX, v: 1 };
    return this.options.collation ? { ...ID_INDEX, collation: this.options.collation as Document } : ID_INDEX;
  }

  get name(): string {
    return this.ns.slice(this.ns.indexOf('.') + 1);
  }

  getById(id: unknown): Document | undefined {
    return this.docs.get(idKey(id));
  }

  indexSpecs(): IndexSpec[] {
    return [this.idIndexSpec(), ...[...this.indexes.values()].map((index) => index.spec)];
  }

  /**
   * Throws the error mongod would give if `doc` were stored (replacing `previous`, if any): a hashed index's
   * 16766 for an array in its hashed field, or a unique index's 11000; or 238 for a string an index's
   * collation cannot compare exactly.
   */
  checkUnique(doc: Document, previous?: Document): void {
    // Index by index, as mongod generates each index's keys, the _id index first: a hashed array (16766), a
    // decimal in a v:1 key (12).
    checkVersionOneId(this.idIndexSpec(), doc);
    for (const index of this.indexes.values()) {
      if (index.hashedField) index.keyOf(doc);
      if (!index.wildcard) checkAmbiguousArrayFields(index.fields, doc);
      if (!index.wildcard && index.keyOf(doc) !== undefined) checkParallelArrays(index.fields, doc);
      checkVersionOneKey(index, doc);
    }
    this.collatedIds?.checkComparable(doc);
    for (const index of this.indexes.values()) index.checkComparable(doc);
    const sameId = this.docs.get(idKey(doc._id));
    // A clustered collection has no _id index: its records are keyed by _id.
    const clustered = this.options.clusteredIndex !== undefined;
    if (sameId && sameId !== previous) throw duplicateKeyError(this.ns, clustered ? CLUSTER_KEY : ID_INDEX, [doc._id]);
    if (this.collatedIds?.conflictFor(doc)) throw duplicateKeyError(this.ns, clustered ? CLUSTER_KEY : this.idIndexSpec(), [doc._id]);
    for (const index of this.indexes.values()) {
      const key = index.conflictFor(doc);
      if (key) throw duplicateKeyError(this.ns, index.spec, key);
    }
  }

  /** After a restart mongod counts on from the highest record id stored (deleted ones above it are reused). */
  resumeRecordIds(): void {
    this.nextRecordId = [...this.recordIds.values()].reduce((max, id) => (id > max ? id : max), 0n) + 1n;
  }

  recordIdOf(doc: Document): bigint | undefined {
    return this.recordIds.get(idKey(doc._id));
  }

  /** Stores a new document under `recordId` (replay) or the next one; returns the record id used. */
  add(doc: Document, recordId?: bigint): bigint {
    const id = recordId ?? this.nextRecordId;
    if (id >= this.nextRecordId) this.nextRecordId = id + 1n;
    this.recordIds.set(idKey(doc._id), id);
    this.addDocument(doc);
    return id;
  }

  private addDocument(doc: Document): void {
    this.track(doc, 1);
    this.docs.set(idKey(doc._id), doc);
    this.collatedIds?.insert(doc);
    for (const index of this.indexes.values()) index.insert(doc);
  }

  remove(doc: Document): void {
    this.track(doc, -1);
    this.recordIds.delete(idKey(doc._id));
    this.docs.delete(idKey(doc._id));
    this.collatedIds?.remove(doc);
    for (const index of this.indexes.values()) index.remove(doc);
  }

  /** An update keeps the document's place in natural order, as mongod keeps its record id. */
  replace(previous: Document, next: Document): void {
    // An _id only numerically equal to the old one (1 → 1.0 inside a document) may key differently.
    if (idKey(previous._id) !== idKey(next._id)) {
      const recordId = this.recordIdOf(previous);
      this.remove(previous);
      this.add(next, recordId);
      return;
    }
    for (const index of this.indexes.values()) index.remove(previous);
    this.collatedIds?.remove(previous);
    if (this.capped) this.dataSize += BSON.calculateObjectSize(next) - BSON.calculateObjectSize(previous);
    this.docs.set(idKey(next._id), next);
    this.collatedIds?.insert(next);
    for (const index of this.indexes.values()) index.insert(next);
  }

  /** Builds the index over existing documents; a unique index over duplicate data fails like mongod (11000). */
  addIndex(spec: IndexSpec, freshBuild: boolean): void {
    this.addIndexes([spec], freshBuild);
  }

  /**
   * Builds indexes over the existing documents as one mongod index build: all of them or none. Before it
   * commits, mongod retries the documents whose keys failed (a NumberDecimal under v: 1), then checks each
   * index's constraints. `freshBuild` is a createIndexes build; a rebuild of an index that already held these
   * documents (a restart's load, reIndex) does not check their keys' shape or uniqueness again.
   */
  addIndexes(specs: IndexSpec[], freshBuild: boolean): void {
    const built = specs.map((spec) => new OrderedIndex(spec));
    for (const index of built) checkVersionOneBuild(index, this.docs.values());
    for (const index of built) {
      for (const doc of this.docs.values()) {
        if (freshBuild && !index.wildcard) {
          checkAmbiguousArrayFields(index.fields, doc);
          if (index.keyOf(doc) !== undefined) checkParallelArrays(index.fields, doc);
        }
        index.checkComparable(doc);
      }
      index.load(this.docs.values());
      if (!freshBuild) continue;
      for (const doc of this.docs.values()) {
        const key = index.conflictFor(doc);
        if (key) throw duplicateKeyError(this.ns, index.spec, key);
      }
    }
    for (const index of built) this.indexes.set(index.spec.name, index);
  }

  /**
   * The same documents and indexes under another namespace (renameCollection), with the UUID the caller gives.
   * Across databases mongod copies every index but `_id` into a new collection, whose `_id` index is the default.
   */
  renamed(ns: string, uuid: UUID): Collection {
    const sameDatabase = ns.slice(0, ns.indexOf('.')) === this.ns.slice(0, this.ns.indexOf('.'));
    const copy = new Collection(ns, this.options, uuid, sameDatabase ? this.idIndexVersion : 2);
    for (const [key, doc] of this.docs) copy.docs.set(key, doc);
    for (const [key, recordId] of this.recordIds) copy.recordIds.set(key, recordId);
    copy.nextRecordId = this.nextRecordId;
    copy.dataSize = this.dataSize;
    copy.collatedIds?.load(this.docs.values());
    for (const [name, index] of this.indexes) copy.indexes.set(name, index);
    return copy;
  }

  modifyIndex(name: string, changes: Document): void {
    const index = this.indexes.get(name);
    if (!index) return;
    if (changes.expireAfterSeconds !== undefined) index.spec.expireAfterSeconds = Number(changes.expireAfterSeconds);
    if (changes.hidden !== undefined) {
      if (changes.hidden) index.spec.hidden = true;
      else delete index.spec.hidden;
    }
    if (changes.prepareUnique !== undefined) {
      if (changes.prepareUnique) index.spec.prepareUnique = true;
      else delete index.spec.prepareUnique;
    }
    // The conversion to unique ends the prepared state, as in mongod's catalog.
    if (changes.unique === true) {
      index.spec.unique = true;
      delete index.spec.prepareUnique;
    }
  }

  /** The _ids sharing a key in one index (the `violations` of a refused conversion to unique). */
  duplicateIds(name: string): unknown[][] {
    return this.indexes.get(name)?.duplicateIds() ?? [];
  }

  removeIndex(name: string): void {
    this.indexes.delete(name);
  }
}
