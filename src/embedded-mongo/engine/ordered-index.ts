import type { Document } from 'bson';
import { collatorOf, type StringCollator } from '../query/collation';
import { checkCollatable, compareValues, withCollator } from '../query/compare';
import type { Predicate } from '../query/matcher';
import { partialIndexFilter } from './internal-expr-filter';
import type { RangeBounds } from './range-bounds';
import { reachesValue } from '../query/paths';
import { indexKeyValue } from './index-key-value';
import type { IndexSpec } from './index-spec';
import { SortedBlocks } from './sorted-blocks';
import { type IndexAccesses, newAccesses } from './operation-stats';
import { hashedKey } from './hashed-key';
import { HASHED, isWildcardField } from './index-kinds';
import { MongoCommandError } from '../errors';
import { pathParts } from '../query/paths';
import { bsonType } from '../query/bson-values';
import { storedName } from '../storage/field-names';

/** The value a hashed field holds, or mongod's 16766 when the path meets an array (hashed keys are single values). */
function hashedPathValue(doc: Document, path: string): unknown {
  const parts = pathParts(path);
  let current: unknown = doc;
  for (let i = 0; i < parts.length; i++) {
    if (current === null || typeof current !== 'object' || bsonType(current)) return undefined;
    current = (current as Document)[storedName(parts[i]!)];
    if (Array.isArray(current)) {
      throw new MongoCommandError(
        'Location16766',
        `Error: hashed indexes do not currently support array values. Found array at path: ${parts.slice(0, i + 1).join('.')}`,
      );
    }
  }
  return current;
}

interface Entry {
  key: unknown[];
  doc: Document;
}

/**
 * A secondary index: entries sorted by (key in the index's directions, then _id). Equality lookups and
 * ordered walks are binary searches into it; the planner filters walked documents with the query matcher.
 */
export class OrderedIndex {
  readonly fields: string[];
  readonly directions: (1 | -1)[];
  private readonly entries = new SortedBlocks<Entry>();
  private readonly partial: Predicate | undefined;
  /** The index's own collation (undefined: binary), in force whatever collation the command runs under. */
  readonly collator: StringCollator | undefined;
  /** Set once any indexed value is an array: the index then cannot answer equality or order by itself. */
  multikey = false;
  /** Queries answered through this index since it was built or the store started ($indexStats). */
  readonly accesses: IndexAccesses = newAccesses();
  /** The field a hashed index keys by its hash (mongod's hash64), if any: usable for equality, never for order. */
  readonly hashedField: string | undefined;
  /**
   * A wildcard (`$**`) index is kept in the catalog with its spec but holds no entries: queries scan, which
   * gives the answers its use would give.
   */
  readonly wildcard: boolean;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.hashedField = this.fields.find((field) => spec.key[field] === HASHED);
    this.wildcard = this.fields.some(isWildcardField);
    this.directions = Object.values(spec.key).map((direction) => (Number(direction) < 0 ? -1 : 1));
    this.partial = partialIndexFilter(spec);
    this.collator = spec.collation ? collatorOf({ collation: spec.collation }) : undefined;
  }

  /**
   * Usable by the planner: it holds every document exactly once under its real value, in binary order (a
   * collated index still enforces uniqueness under its collation, but queries scan instead of using it).
   */
  get complete(): boolean {
    return !this.multikey && !this.spec.sparse && !this.partial && !this.collator && !this.wildcard;
  }

  /**
   * Usable for a query whose filter only matches documents its partialFilterExpression admits
   * (engine/partial-filter-subset.ts): otherwise as complete as a complete index.
   */
  get completeUnderPartialFilter(): boolean {
    return this.partial !== undefined && !this.multikey && !this.spec.sparse && !this.collator && !this.wildcard;
  }

  /** The key a query value takes in this index's field `field` (its hash in a hashed field). */
  lookupKey(field: string, value: unknown): unknown {
    return field === this.hashedField ? hashedKey(value) : value;
  }

  /** The key under which `doc` is indexed, or undefined when a sparse/partial index skips it. */
  keyOf(doc: Document): unknown[] | undefined {
    if (this.wildcard || (this.partial && !this.partial(doc))) return undefined;
    const key = this.fields.map((field) => (field === this.hashedField ? hashedPathValue(doc, field) : indexKeyValue(doc, field)));
    if (this.spec.sparse && this.fields.every((field) => !reachesValue(doc, field))) return undefined;
    // Missing fields index as null, which is why a unique index admits only one document without the field.
    return key.map((value, i) => (this.fields[i] === this.hashedField ? hashedKey(value) : value === undefined ? null : value));
  }

  /**
   * Refuses (238) a document whose key or _id holds a string the index's collation cannot compare exactly,
   * before anything is stored: a comparison refused while the index is being updated would leave it half
   * written.
   */
  checkComparable(doc: Document): void {
    const key = this.collator && this.keyOf(doc);
    if (key) for (const value of [...key, doc._id]) checkCollatable(this.collator!, value);
  }

  private compareKeys(a: unknown[], b: unknown[], length: number): number {
    for (let i = 0; i < length; i++) {
      const order = compareValues(a[i], b[i]);
      if (order !== 0) return order * this.directions[i]!;
    }
    return 0;
  }

  private compareEntries = (a: Entry, b: Entry): number =>
    this.compareKeys(a.key, b.key, this.fields.length) || compareValues(a.doc._id, b.doc._id);

  private entryBefore(target: Entry): (entry: Entry) => boolean {
    return (entry) => this.compareEntries(entry, target) < 0;
  }

  insert(doc: Document): void {
    withCollator(this.collator, () => this.insertEntry(doc));
  }

  private insertEntry(doc: Document): void {
    const key = this.keyOf(doc);
    if (!key) return;
    if (key.some(Array.isArray)) this.multikey = true;
    const entry = { key, doc };
    this.entries.insert(entry, this.entryBefore(entry));
  }

  /** Bulk build: one sort instead of n binary-search inserts. */
  load(docs: Iterable<Document>): void {
    withCollator(this.collator, () => this.loadEntries(docs));
  }

  private loadEntries(docs: Iterable<Document>): void {
    const entries: Entry[] = [];
    for (const doc of docs) {
      const key = this.keyOf(doc);
      if (!key) continue;
      if (key.some(Array.isArray)) this.multikey = true;
      entries.push({ key, doc });
    }
    this.entries.load(entries.sort(this.compareEntries));
  }

  remove(doc: Document): void {
    withCollator(this.collator, () => this.removeEntry(doc));
  }

  private removeEntry(doc: Document): void {
    const key = this.keyOf(doc);
    if (!key) return;
    const position = this.entries.lowerBound(this.entryBefore({ key, doc }));
    if (this.entries.at(position)?.doc === doc) this.entries.removeAt(position);
  }

  /** For unique indexes: the key `doc` would take if another document (different _id) already holds it. */
  conflictFor(doc: Document): unknown[] | undefined {
    if (!this.spec.unique && !this.spec.prepareUnique) return undefined;
    const key = this.keyOf(doc);
    if (!key) return undefined;
    const conflict = withCollator(this.collator, () => [...this.equal(key)].some((existing) => withCollator(undefined, () => compareValues(existing._id, doc._id)) !== 0));
    return conflict ? key : undefined;
  }

  /** Index entries: documents a sparse or partial index skips have none. */
  get keyCount(): number {
    return this.entries.size;
  }

  /** The _ids of the documents sharing a key, one list per shared key (collMod's conversion to unique). */
  duplicateIds(): unknown[][] {
    return withCollator(this.collator, () => {
      const groups: unknown[][] = [];
      let run: { key: unknown[]; ids: unknown[] } | undefined;
      for (const entry of this.entries.from({ block: 0, offset: 0 })) {
        if (run && this.compareKeys(run.key, entry.key, this.fields.length) === 0) {
          run.ids.push(entry.doc._id);
          continue;
        }
        if (run && run.ids.length > 1) groups.push(run.ids);
        run = { key: entry.key, ids: [entry.doc._id] };
      }
      if (run && run.ids.length > 1) groups.push(run.ids);
      return groups;
    });
  }

  /** Documents whose leading key values equal `prefix`. */
  *equal(prefix: unknown[]): Generator<Document> {
    const length = prefix.length;
    const start = this.entries.lowerBound((entry) => this.compareKeys(entry.key, prefix, length) < 0);
    for (const entry of this.entries.from(start)) {
      if (this.compareKeys(entry.key, prefix, length) !== 0) return;
      yield entry.doc;
    }
  }

  /** Index order of two full keys (each field in its direction), for min/max bounds. */
  compareFullKeys(a: unknown[], b: unknown[]): number {
    return this.compareKeys(a, b, this.fields.length);
  }

  /** Documents whose key is at or after `min` and before `max` (either may be absent), in index order: find's min/max. */
  *range(min: unknown[] | undefined, max: unknown[] | undefined): Generator<Document> {
    const length = this.fields.length;
    const start = min ? this.entries.lowerBound((entry) => this.compareKeys(entry.key, min, length) < 0) : { block: 0, offset: 0 };
    for (const entry of this.entries.from(start)) {
      if (max && this.compareKeys(entry.key, max, length) >= 0) return;
      yield entry.doc;
    }
  }

  /** Documents whose first key field lies within `bounds` (inclusive; either end may be open), in index order. */
  *firstFieldRange(bounds: RangeBounds): Generator<Document> {
    const ascending = this.directions[0]! > 0;
    const first = ascending ? bounds.low : bounds.high;
    const last = ascending ? bounds.high : bounds.low;
    const start = first ? this.entries.lowerBound((entry) => this.compareKeys(entry.key, [first.value], 1) < 0) : { block: 0, offset: 0 };
    for (const entry of this.entries.from(start)) {
      if (last && this.compareKeys(entry.key, [last.value], 1) > 0) return;
      yield entry.doc;
    }
  }

  /**
   * Every document in index order, or reversed. Callers consume walks synchronously (cursors keep the
   * materialized rest), so no write can change the entries under a walk.
   */
  *walk(reverse: boolean): Generator<Document> {
    const entries = reverse ? this.entries.reversed() : this.entries.from({ block: 0, offset: 0 });
    for (const entry of entries) yield entry.doc;
  }
}
