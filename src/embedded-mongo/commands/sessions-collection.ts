import type { Document } from 'bson';
import type { Catalog } from '../engine/catalog';
import type { Collection } from '../engine/collection';
import type { IndexSpec } from '../engine/index-spec';
import { MongoCommandError } from '../errors';
import type { CommandHandler } from './context';
import { type LocalSessions, LOGICAL_SESSION_TIMEOUT_MINUTES, sessionKeyOf } from './local-sessions';

/**
 * `config.system.sessions` as a standalone mongod keeps it (sessions_collection_standalone.cpp,
 * LogicalSessionCacheImpl::_refresh): every refresh — each logicalSessionRefreshMillis (5 min) and on
 * `refreshLogicalSessionCacheNow` — makes sure the collection and its TTL index exist, upserts each session
 * the cache holds with `lastUse` set to now (`$currentDate`), deletes the ones `endSessions` ended, and
 * empties the cache. The TTL index deletes a session 30 minutes after its last refresh. Every write goes
 * through the catalog, so the log keeps it across restarts.
 */
export const SESSIONS_NS = 'config.system.sessions';
const SESSION_TIMEOUT_SECONDS = LOGICAL_SESSION_TIMEOUT_MINUTES * 60;
const TTL_INDEX: IndexSpec = { v: 2, key: { lastUse: 1 }, name: 'lsidTTLIndex', expireAfterSeconds: SESSION_TIMEOUT_SECONDS };

/** setupSessionsCollection: createIndexes when the TTL index is missing, collMod when its timeout differs. */
function setupSessionsCollection(catalog: Catalog): Collection {
  if (catalog.view(SESSIONS_NS)) throw new MongoCommandError('CommandNotSupportedOnView', `Namespace ${SESSIONS_NS} is a view, not a collection`);
  const collection = catalog.ensure(SESSIONS_NS);
  const index = collection.indexes.get(TTL_INDEX.name);
  if (!index) {
    const sameKey = [...collection.indexes.values()].find((other) => JSON.stringify(other.spec.key) === JSON.stringify(TTL_INDEX.key));
    if (sameKey) {
      throw new MongoCommandError('IndexOptionsConflict', `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(TTL_INDEX)}, existing index: ${JSON.stringify(sameKey.spec)}`);
    }
    catalog.createIndex(collection, { ...TTL_INDEX, key: { ...TTL_INDEX.key } });
  } else if (index.spec.expireAfterSeconds !== SESSION_TIMEOUT_SECONDS) {
    catalog.modifyIndex(collection, TTL_INDEX.name, { expireAfterSeconds: SESSION_TIMEOUT_SECONDS });
  }
  return collection;
}

/**
 * One refresh of the session cache into config.system.sessions; returns how many sessions it refreshed. When
 * the collection cannot be set up (a view or a conflicting index in its place) mongod logs it and keeps its
 * cache for the next attempt, and so does the store.
 */
export function refreshSessionsCollection(catalog: Catalog, sessions: LocalSessions, log: (line: string) => void, now = new Date()): number {
  let collection: Collection;
  try {
    collection = setupSessionsCollection(catalog);
  } catch (error) {
    log(`Failed to refresh session cache, will try again at the next refresh interval: ${(error as Error).message}`);
    return 0;
  }
  const { active, ending } = sessions.takeForRefresh();
  for (const session of active) {
    const _id = sessionKeyOf(session.id);
    const existing = collection.getById(_id);
    if (existing) catalog.replace(collection, existing, { ...existing, lastUse: now } as Document);
    else catalog.insert(collection, { _id, lastUse: now });
  }
  for (const id of ending) {
    const existing = collection.getById(sessionKeyOf(id));
    if (existing) catalog.remove(collection, existing);
  }
  return active.length;
}

/**
 * `refreshLogicalSessionCacheNow`: a test command in mongod (MONGO_REGISTER_TEST_COMMAND), so commands/index.ts
 * answers `no such command` for it unless the store runs with `enableTestCommands`. Any database; the reply
 * is `{ok: 1}` once the refresh's writes are on disk.
 */
export const refreshLogicalSessionCacheNow: CommandHandler = async (command, context) => {
  refreshSessionsCollection(context.catalog, context.operations.sessions, (line) => context.log.record(line));
  context.operations.planCache.touch(SESSIONS_NS, context.catalog);
  await context.durable();
  return { ok: 1 };
};
