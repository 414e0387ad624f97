import { type Db, ObjectId } from 'mongodb';
import { describeEmbedded, suiteAppDb } from './target';

/** The ObjectIds the store makes itself carry the process's machine id, which `features` reports and renews. */
describeEmbedded('server-made ObjectIds and the features command', () => {
  const appDb = suiteAppDb();
  let db: Db;
  beforeAll(() => {
    db = appDb();
  });

  /** OID::getMachineId of an ObjectId: bytes 4–7 (the start of its 5 unique bytes) as a little-endian int32. */
  const machineIdOf = (id: ObjectId) => Buffer.from(id.id).readInt32LE(4);

  const upsertedId = async (): Promise<ObjectId> => {
    const reply = await db.collection('oids').updateOne({ name: `n${Math.random()}` }, { $set: { seen: true } }, { upsert: true });
    return reply.upsertedId as ObjectId;
  };

  test('an upsert makes its _id with the machine id features reports; oidReset renews it for the ids made after', async () => {
    const before = await db.command({ features: 1 });
    expect(Object.keys(before)).toEqual(['oidMachine', 'ok']);
    const first = await upsertedId();
    expect(machineIdOf(first)).toBe(before.oidMachine);

    const reset = await db.command({ features: 1, oidReset: 1 });
    expect(reset.oidMachineOld).toBe(before.oidMachine);
    expect(reset.oidMachine).not.toBe(before.oidMachine);
    const second = await upsertedId();
    expect(machineIdOf(second)).toBe(reset.oidMachine);
    // The counter goes on across the reset: the last 3 bytes, big-endian, one more than before.
    expect(Buffer.from(second.id).readUIntBE(9, 3)).toBe((Buffer.from(first.id).readUIntBE(9, 3) + 1) & 0xffffff);
  });

  test('oidReset is read as a BSON truth value: 0 and false leave the machine id alone', async () => {
    const { oidMachine } = await db.command({ features: 1 });
    for (const oidReset of [0, false, null]) {
      const reply = await db.command({ features: 1, oidReset });
      expect(reply.oidMachineOld).toBeUndefined();
      expect(reply.oidMachine).toBe(oidMachine);
    }
  });
});
