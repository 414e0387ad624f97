import { ObjectId } from 'bson';
import { randomBytes } from 'node:crypto';

/**
 * The ObjectIds the server makes itself (an upsert's `_id`, a time-series bucket's), built as mongod's OID::gen
 * builds them: 4 bytes of seconds, 5 bytes unique to the process (`_instanceUnique`), a 3-byte counter that
 * starts at a random value. Kept here rather than in the bson package so that `features` can report and renew
 * the process's bytes (`oidReset`), as mongod's OID::regenMachineId does.
 */
let instanceUnique = randomBytes(5);
let counter = randomBytes(3).readUIntBE(0, 3);

/** A new ObjectId for the current second, or for `seconds` (a bucket's start time, wrapping as a uint32). */
export function newObjectId(seconds = Math.floor(Date.now() / 1000)): ObjectId {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(seconds >>> 0, 0);
  instanceUnique.copy(bytes, 4);
  counter = (counter + 1) & 0xffffff;
  bytes.writeUIntBE(counter, 9, 3);
  return new ObjectId(bytes);
}

/** OID::getMachineId: the first 4 of the process's unique bytes read as a little-endian int (appended as an int32). */
export const machineId = (): number => instanceUnique.readInt32LE(0);

/** OID::regenMachineId: new unique bytes for the ObjectIds made from now on. */
export function regenerateMachineId(): void {
  instanceUnique = randomBytes(5);
}
