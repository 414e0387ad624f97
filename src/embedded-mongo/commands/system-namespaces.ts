import { MongoCommandError } from '../errors';

/**
 * Which `system.` collections a client may create, write and drop, after mongod 7.0's namespace_string.cpp
 * (NamespaceString::isLegalClientSystemNS), write_ops_exec's userAllowedCreateNS and database_impl.cpp's
 * DatabaseImpl::dropCollection. Namespaces are `<db>.<collection>`.
 */

export const databaseOf = (ns: string) => ns.slice(0, ns.indexOf('.'));
export const collectionOf = (ns: string) => ns.slice(ns.indexOf('.') + 1);
const isSystem = (ns: string) => collectionOf(ns).startsWith('system.');

/** isLegalClientSystemNS's names per database (admin, config, local) and in every database. */
const LEGAL_IN_DATABASE: Record<string, ReadonlySet<string>> = {
  admin: new Set(['system.roles', 'system.version', 'system.keys', 'system.backup_users']),
  config: new Set(['system.sessions', 'system.indexBuilds', 'system.preimages', 'system.change_collection']),
  local: new Set(['system.replset', 'system.healthlog', 'system.collections_to_restore']),
};
const LEGAL_EVERYWHERE = new Set(['system.users', 'system.js', 'system.views']);
const LEGAL_PREFIXES = ['system.resharding.', 'system.statistics.'];

function isLegalClientSystemNamespace(ns: string): boolean {
  const coll = collectionOf(ns);
  if (LEGAL_IN_DATABASE[databaseOf(ns)]?.has(coll) || LEGAL_EVERYWHERE.has(coll)) return true;
  if (LEGAL_PREFIXES.some((prefix) => coll.startsWith(prefix))) return true;
  // A time series' buckets: the view's name after the prefix must itself be a valid collection name.
  return coll.startsWith('system.buckets.') && coll.length > 'system.buckets.'.length && !coll.includes('$');
}

/** userAllowedCreateNS's system check: `system.profile` and the legal names pass, any other `system.` name is refused. */
export function systemNamespaceProblem(ns: string): string | undefined {
  if (!isSystem(ns) || collectionOf(ns) === 'system.profile' || isLegalClientSystemNamespace(ns)) return undefined;
  return `Invalid system namespace: ${ns}`;
}

export function refuseIllegalSystemNamespace(ns: string): void {
  const problem = systemNamespaceProblem(ns);
  if (problem) throw new MongoCommandError('InvalidNamespace', problem);
}

/** The system collections DatabaseImpl::dropCollection lets a client drop (system.profile and system.views have their own rules). */
const DROPPABLE_IN_DATABASE: Record<string, ReadonlySet<string>> = {
  admin: new Set(['system.keys']),
  config: new Set(['system.sessions', 'system.preimages', 'system.change_collection']),
  local: new Set(['system.healthlog', 'system.collections_to_restore']),
};

/** Refuses dropping an existing system collection mongod keeps (`can't drop system collection admin.system.version`). */
export function refuseSystemCollectionDrop(ns: string): void {
  const coll = collectionOf(ns);
  if (!isSystem(ns) || coll === 'system.profile' || coll === 'system.views' || coll === 'system.js') return;
  if (DROPPABLE_IN_DATABASE[databaseOf(ns)]?.has(coll) || coll.startsWith('system.resharding.') || coll.startsWith('system.buckets.')) return;
  throw new MongoCommandError('IllegalOperation', `can't drop system collection ${ns}`);
}
