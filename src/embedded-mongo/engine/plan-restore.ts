import { MongoCommandError } from '../errors';
import type { Catalog } from './catalog';
import type { Collection } from './collection';
import type { OrderedIndex } from './ordered-index';
import { planQuery, type QueryShape } from './planner';

/**
 * What a getMore checks before it reads on, as mongod restores a query plan it saved between batches
 * (RequiresCollectionStage::doRestoreState and RequiresIndexStage::doRestoreStateRequiresCollection, run by
 * getmore_cmd.cpp before the batch is built, so the message has no "Executor error during getMore" context):
 * the collection the plan reads must still be there under its name and UUID, and the index it scans must be
 * the one it was planned on. Otherwise the getMore fails with `175 QueryPlanKilled` and the cursor is gone.
 */
export type RestoreCheck = () => void;

/**
 * The check for a plan over `collection` (and `index`, when the plan scans one). mongod looks the collection up
 * by the cursor's namespace: another UUID there means the planned one was dropped (a same-named collection was
 * created since); none there, the UUID under another name of the catalog means a rename (a rename to another
 * database makes a new UUID, so it reads as a drop, as mongod's copy-then-drop does).
 */
export function restoreCheckOf(catalog: Catalog, collection: Collection, index?: OrderedIndex): RestoreCheck {
  const { ns, uuid } = collection;
  const dropped = () => new MongoCommandError('QueryPlanKilled', `collection dropped. UUID ${uuid.toHexString(true)}`);
  return () => {
    const current = catalog.get(ns);
    if (current && !current.uuid.equals(uuid)) throw dropped();
    if (!current) {
      const moved = catalog.byUuid(uuid);
      if (moved && moved.ns !== ns) {
        throw new MongoCommandError('QueryPlanKilled', `collection renamed from '${ns}' to '${moved.ns}'. UUID ${uuid.toHexString(true)}`);
      }
      throw dropped();
    }
    if (index && current.indexes.get(index.spec.name) !== index) {
      throw new MongoCommandError('QueryPlanKilled', `query plan killed :: index '${index.spec.name}' dropped`);
    }
  };
}

/** The restore check of a cursor over a query `shape` runs: its collection, and the index its plan scans. */
export function planRestoreCheck(catalog: Catalog, collection: Collection, shape: QueryShape): RestoreCheck {
  const plan = planQuery(collection, shape);
  return restoreCheckOf(catalog, collection, plan.stage === 'IXSCAN' ? plan.index : undefined);
}
