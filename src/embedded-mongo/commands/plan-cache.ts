import type { Document } from 'bson';
import type { Catalog } from '../engine/catalog';
import type { Collection } from '../engine/collection';
import { MongoCommandError } from '../errors';
import { typeName } from '../query/describe';
import { isPlainDocument } from '../query/filter';

/**
 * `$planCacheStats`, for the one case the store can answer exactly. mongod's plan cache (the classic one,
 * and in 7.0 the SBE one for pipelines whose `$group`/`$lookup` it pushes down) holds entries only for
 * queries it planned; it is emptied when the collection is created, when an index is built or dropped, and
 * on restart. The store has no plan cache and cannot rebuild mongod's entries (their `works`, scores,
 * hashes and which queries mongod caches at all), so it answers `[]` only when no command that may plan a
 * query has touched the collection since the last of those events, and refuses otherwise.
 *
 * Marks are kept per collection object (a dropped and re-created collection, like mongod's new one, starts
 * unmarked; a restart forgets them all, as mongod forgets its cache) with its indexes at the time of the last
 * such command: an index built or dropped since (seen when the index command ends, or when the stage runs)
 * means an empty cache. Marking too
 * much only refuses more, so every namespace a command may read is marked after it ran: its target, any
 * `from`/`coll`/`into`/`$out`/`$unionWith` named in it, what views resolve to, and both names of a rename.
 */

/** Commands that plan queries (or move a collection together with its plan cache). */
const PLANNING_COMMANDS = new Set(['find', 'count', 'distinct', 'aggregate', 'update', 'delete', 'findAndModify', 'explain', 'renameCollection']);
const REFERENCE_KEYS = new Set(['from', 'coll', 'into', '$out', '$unionWith']);
/** Stages that read the server's statistics, not the collection's documents. */
const STATISTICS_STAGES = new Set(['$planCacheStats', '$collStats', '$indexStats']);

/** Index commands that build or drop indexes: mongod clears the collection's plan cache when they do. */
const INDEX_COMMANDS = new Set(['createIndexes', 'dropIndexes', 'reIndex', 'collMod']);

const indexesOf = (collection: Collection): readonly object[] => [...collection.indexes.values()];
const sameIndexes = (a: readonly object[], b: readonly object[]) => a.length === b.length && a.every((index, i) => index === b[i]);

/** Every namespace a command document may name, with `db` for bare collection names. */
function namedIn(value: unknown, db: string, out: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) namedIn(item, db, out);
    return;
  }
  if (!isPlainDocument(value)) return;
  if (typeof value.db === 'string' && typeof value.coll === 'string') out.add(`${value.db}.${value.coll}`);
  for (const [key, item] of Object.entries(value)) {
    if (REFERENCE_KEYS.has(key) && typeof item === 'string') out.add(`${db}.${item}`);
    else namedIn(item, db, out);
  }
}

/** Adds what the views among `names` read, down to their collections. */
function throughViews(names: Set<string>, catalog: Catalog): Set<string> {
  const pending = [...names];
  while (pending.length > 0) {
    const ns = pending.pop()!;
    const view = catalog.view(ns);
    if (!view) continue;
    const db = ns.slice(0, ns.indexOf('.'));
    const reached = new Set<string>([`${db}.${view.viewOn}`]);
    namedIn(view.pipeline, db, reached);
    for (const next of reached) {
      if (!names.has(next)) {
        names.add(next);
        pending.push(next);
      }
    }
  }
  return names;
}

function targetOf(name: string, command: Document, db: string): string | undefined {
  if (name === 'explain') {
    const inner = command.explain as Document | undefined;
    const innerName = isPlainDocument(inner) ? Object.keys(inner)[0] : undefined;
    return innerName && typeof inner![innerName] === 'string' ? `${db}.${inner![innerName] as string}` : undefined;
  }
  if (name === 'renameCollection') return typeof command.renameCollection === 'string' ? command.renameCollection : undefined;
  if (name === 'aggregate' && Array.isArray(command.pipeline)) {
    const first = command.pipeline[0] as Document | undefined;
    if (isPlainDocument(first) && STATISTICS_STAGES.has(Object.keys(first)[0] ?? '')) return undefined;
  }
  return typeof command[name] === 'string' ? `${db}.${command[name] as string}` : undefined;
}

export class PlanCacheMarks {
  /** The indexes each queried collection had at its last query. */
  private readonly marks = new WeakMap<Collection, readonly object[]>();

  /** After a command ran: every namespace it may have planned a query on is marked as it now is. */
  afterCommand(name: string, command: Document, db: string, catalog: Catalog): void {
    if (INDEX_COMMANDS.has(name) && typeof command[name] === 'string') this.forgetIfIndexesChanged(catalog.get(`${db}.${command[name] as string}`));
    if (!PLANNING_COMMANDS.has(name)) return;
    const names = new Set<string>();
    const target = targetOf(name, command, db);
    if (target) names.add(target);
    if (name === 'renameCollection' && typeof command.to === 'string') names.add(command.to);
    namedIn(name === 'explain' ? command.explain : command.pipeline, db, names);
    for (const ns of throughViews(names, catalog)) this.touch(ns, catalog);
  }

  /** One namespace queried (also the session refresh's reads of config.system.sessions). */
  touch(ns: string, catalog: Catalog): void {
    const collection = catalog.get(ns);
    if (collection) this.marks.set(collection, indexesOf(collection));
  }

  private forgetIfIndexesChanged(collection: Collection | undefined): void {
    const mark = collection && this.marks.get(collection);
    if (mark && !sameIndexes(mark, indexesOf(collection))) this.marks.delete(collection);
  }

  /** `$planCacheStats` of a collection: `[]` when its plan cache is certainly empty, else refused. */
  stats(ns: string, catalog: Catalog): Document[] {
    if (catalog.view(ns) || catalog.timeseries(ns)) {
      throw new MongoCommandError('NotImplemented', '$planCacheStats of a view or a time series is not supported by the embedded store');
    }
    const collection = catalog.get(ns);
    // CommonMongodProcessInterface::getMatchingPlanCacheEntryStats.
    if (!collection) throw new MongoCommandError('Location50933', `collection '${ns}' does not exist`);
    this.forgetIfIndexesChanged(collection);
    if (this.marks.has(collection)) {
      throw new MongoCommandError('NotImplemented', '$planCacheStats of a collection queried since its plan cache was last cleared is not supported by the embedded store');
    }
    return [];
  }
}

/** `$planCacheStats`'s spec (DocumentSourcePlanCacheStats::createFromBson): an empty object. */
export function checkPlanCacheStatsSpec(spec: unknown): void {
  if (!isPlainDocument(spec)) {
    throw new MongoCommandError('FailedToParse', `$planCacheStats value must be an object. Found: ${typeName(spec)}`);
  }
  if (Object.keys(spec).length > 0) throw new MongoCommandError('FailedToParse', '$planCacheStats parameters object must be empty. Found: object');
}
