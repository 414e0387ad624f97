import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonObjToString } from '../engine/bson-to-string';

/**
 * The read concern levels a command refuses before it runs (Command::supportsReadConcern, checked in
 * service_entry_point_common.cpp's _extractReadConcern for an explicit level outside a transaction), by the
 * name the command is given; `name` is the one mongod prints (CommandInvocation::definition()->getName()).
 * `count` refuses `snapshot` (count_cmd.cpp), so a standalone answers it with this 72, not the 123 the other
 * reads get when they wait for the snapshot; `findAndModify` takes only `local` and `snapshot`
 * (find_and_modify.cpp).
 */
interface Refusal {
  name: string;
  levels: ReadonlySet<string>;
  reason: string;
}
const COUNT: Refusal = { name: 'count', levels: new Set(['snapshot']), reason: 'read concern snapshot not supported' };
const FIND_AND_MODIFY: Refusal = { name: 'findAndModify', levels: new Set(['majority', 'linearizable', 'available']), reason: 'read concern not supported' };
const REFUSALS = new Map<string, Refusal>([
  ['count', COUNT],
  ['findAndModify', FIND_AND_MODIFY],
  ['findandmodify', FIND_AND_MODIFY],
]);

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
  const refusal = REFUSALS.get(name);
  if (refusal === undefined || !refusal.levels.has(given.level as string)) return;
  throw new MongoCommandError('InvalidOptions', `Command ${refusal.name} does not support ${readConcernToString(given)} :: caused by :: ${refusal.reason}`);
}
