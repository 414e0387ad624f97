import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonObjToString } from '../engine/bson-to-string';

/**
 * The read concern levels a command refuses before it runs (Command::supportsReadConcern, checked in
 * service_entry_point_common.cpp's _extractReadConcern for an explicit level outside a transaction).
 * `count` refuses `snapshot` (count_cmd.cpp), so a standalone answers it with this 72, not the 123 the other
 * reads get when they wait for the snapshot.
 */
const REFUSED_LEVELS: Record<string, { level: string; reason: string }> = {
  count: { level: 'snapshot', reason: 'read concern snapshot not supported' },
};

/**
 * ReadConcernArgs::toString as the error names it: `{ readConcern: { … } }` with the parsed fields in
 * _appendInfoInner's order and the provenance mongod fills in (`clientSupplied` when the client gave none).
 */
function readConcernToString(given: Document): string {
  const shown: Document = {};
  for (const field of ['level', 'afterClusterTime', 'atClusterTime', 'allowTransactionTableSnapshot']) {
    if (given[field] !== undefined) shown[field] = given[field];
  }
  shown.provenance = given.provenance ?? 'clientSupplied';
  return bsonObjToString({ readConcern: shown });
}

/** mongod's InvalidOptions for a command given an explicit level it does not support. */
export function checkReadConcernSupport(name: string, given: Document): void {
  const refused = REFUSED_LEVELS[name];
  if (refused === undefined || given.level !== refused.level) return;
  throw new MongoCommandError('InvalidOptions', `Command ${name} does not support ${readConcernToString(given)} :: caused by :: ${refused.reason}`);
}
