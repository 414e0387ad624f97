import { Binary, type Document, type MongoClient, UUID } from 'mongodb';
import { describeEmbedded, removeTempDirs, tempDir, withStore } from './target';
import { Catalog } from '../../src/embedded-mongo/engine/catalog';

const uuidOf = async (client: MongoClient, db: string, name: string): Promise<UUID> => {
  const [info] = await client.db(db).listCollections({ name }).toArray();
  return (info as Document).info.uuid as UUID;
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { errorResponse: Document }) => {
      const { ok, errmsg, code, codeName, db, collectionUUID, expectedCollection, actualCollection } = error.errorResponse;
      return { ok, errmsg, code, codeName, db, collectionUUID, expectedCollection, actualCollection };
    },
  );

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { errorResponse: Document }) => [error.errorResponse.code, error.errorResponse.errmsg],
  );

const mismatch = (db: string, uuid: UUID, expectedCollection: string, actualCollection: string | null) => ({
  ok: 0,
  errmsg: 'Collection UUID does not match that specified',
  code: 361,
  codeName: 'CollectionUUIDMismatch',
  db,
  collectionUUID: uuid,
  expectedCollection,
  actualCollection,
});

/** Collection UUIDs as mongod 7.0 keeps them (catalog entries, listCollections, dbHash) and its collectionUUID checks. */
describeEmbedded('collection UUIDs', () => {
  afterAll(removeTempDirs);

  test('each collection has one: listed, kept by a rename within a database and a restart, new when re-created', async () => {
    const dbPath = tempDir();
    let kept: UUID | undefined;
    let moved: UUID | undefined;
    await withStore(dbPath, async (client) => {
      const app = client.db('app');
      await app.collection<{ _id: number }>('a').insertOne({ _id: 1 });
      await app.createCollection('v', { viewOn: 'a', pipeline: [] });
      const infos = (await app.listCollections({}, { nameOnly: false }).toArray()) as Document[];
      const a = infos.find((info) => info.name === 'a') as Document;
      const v = infos.find((info) => info.name === 'v') as Document;
      expect(Object.keys(a.info)).toEqual(['readOnly', 'uuid']);
      expect(a.info.readOnly).toBe(false);
      expect(a.info.uuid).toBeInstanceOf(Binary);
      expect((a.info.uuid as Binary).sub_type).toBe(4);
      expect(v.info).toEqual({ readOnly: true });
      expect(Object.keys(a)).toEqual(['name', 'type', 'options', 'info', 'idIndex']);
      expect(await app.command({ listCollections: 1, nameOnly: true, filter: { name: 'a' } })).toMatchObject({ cursor: { firstBatch: [{ name: 'a', type: 'collection' }] } });

      const before = a.info.uuid as UUID;
      await client.db('admin').command({ renameCollection: 'app.a', to: 'app.b' });
      kept = await uuidOf(client, 'app', 'b');
      expect(kept.toHexString()).toBe(before.toHexString());
      await client.db('admin').command({ renameCollection: 'app.b', to: 'other.b' });
      moved = await uuidOf(client, 'other', 'b');
      expect(moved.toHexString()).not.toBe(before.toHexString());
      await client.db('admin').command({ renameCollection: 'other.b', to: 'app.b' });
      kept = await uuidOf(client, 'app', 'b');

      await app.collection<{ _id: number }>('gone').insertOne({ _id: 1 });
      const first = await uuidOf(client, 'app', 'gone');
      await app.collection<{ _id: number }>('gone').drop();
      await app.collection<{ _id: number }>('gone').insertOne({ _id: 1 });
      expect((await uuidOf(client, 'app', 'gone')).toHexString()).not.toBe(first.toHexString());

      const hash = await app.command({ dbHash: 1 });
      expect(Object.keys(hash)).toEqual(['host', 'collections', 'capped', 'uuids', 'md5', 'timeMillis', 'ok']);
      expect((hash.uuids as Document).b.toHexString()).toBe(kept.toHexString());
      expect(Object.keys(hash.uuids as Document)).toEqual(Object.keys(hash.collections as Document));
      const validated = await app.command({ validate: 'b' });
      expect(Object.keys(validated).slice(0, 3)).toEqual(['ns', 'uuid', 'nInvalidDocuments']);
      expect((validated.uuid as UUID).toHexString()).toBe(kept.toHexString());
    });
    await withStore(dbPath, async (client) => {
      expect((await uuidOf(client, 'app', 'b')).toHexString()).toBe(kept?.toHexString());
    });
  });

  test('$out replaces its target with a new collection, so with a new UUID; $merge keeps it', async () => {
    await withStore(tempDir(), async (client) => {
      const app = client.db('app');
      await app.collection<{ _id: number }>('src').insertOne({ _id: 1 });
      await app.collection<{ _id: number }>('target').insertOne({ _id: 0 });
      const before = await uuidOf(client, 'app', 'target');
      await app.collection<{ _id: number }>('src').aggregate([{ $merge: { into: 'target' } }]).toArray();
      expect((await uuidOf(client, 'app', 'target')).toHexString()).toBe(before.toHexString());
      await app.collection<{ _id: number }>('src').aggregate([{ $out: 'target' }]).toArray();
      expect((await uuidOf(client, 'app', 'target')).toHexString()).not.toBe(before.toHexString());
    });
  });

  test('collectionUUID: accepted when it is the named collection’s, CollectionUUIDMismatch otherwise', async () => {
    await withStore(tempDir(), async (client) => {
      const app = client.db('app');
      await app.collection<{ _id: number }>('coll').insertOne({ _id: 0 });
      await app.collection<{ _id: number }>('coll_2').insertOne({ _id: 1 });
      await client.db('other').collection<{ _id: number }>('elsewhere').insertOne({ _id: 2 });
      const uuid = await uuidOf(client, 'app', 'coll');
      const elsewhere = await uuidOf(client, 'other', 'elsewhere');
      const nonexistent = new UUID();
      const commands: Document[] = [
        { find: 'coll', filter: {} },
        { aggregate: 'coll', pipeline: [], cursor: {} },
        { count: 'coll' },
        { distinct: 'coll', key: '_id' },
        { insert: 'coll', documents: [{ x: 1 }] },
        { update: 'coll', updates: [{ q: { _id: 0 }, u: { $set: { y: 1 } } }] },
        { delete: 'coll', deletes: [{ q: { x: 1 }, limit: 1 }] },
        { createIndexes: 'coll', indexes: [{ key: { z: 1 }, name: 'z_1' }] },
        { listIndexes: 'coll' },
        { dropIndexes: 'coll', index: 'z_1' },
        { collMod: 'coll' },
        { explain: { find: 'coll', filter: {} } },
      ];
      for (const command of commands) {
        const withUuid = (value: UUID) => (command.explain ? { explain: { ...command.explain, collectionUUID: value } } : { ...command, collectionUUID: value });
        await expect(app.command(withUuid(uuid))).resolves.toMatchObject({ ok: 1 });
        expect(await failure(app.command(withUuid(nonexistent)))).toEqual(mismatch('app', nonexistent, 'coll', null));
        const other = { ...withUuid(uuid) } as Document;
        if (other.explain) other.explain = { ...other.explain, find: 'coll_2' };
        else other[Object.keys(command)[0] ?? ''] = 'coll_2';
        expect(await failure(app.command(other))).toEqual(mismatch('app', uuid, 'coll_2', 'coll'));
      }
      // A collection in another database is not named; a missing collection is not created by a write.
      expect(await failure(app.command({ find: 'coll', collectionUUID: elsewhere }))).toEqual(mismatch('app', elsewhere, 'coll', null));
      expect(await failure(app.command({ insert: 'missing', documents: [{}], collectionUUID: uuid }))).toEqual(mismatch('app', uuid, 'missing', 'coll'));
      expect((await app.listCollections({ name: 'missing' }).toArray()).length).toBe(0);
      expect(await failure(app.command({ drop: 'coll_2', collectionUUID: uuid }))).toEqual(mismatch('app', uuid, 'coll_2', 'coll'));
      await expect(app.command({ drop: 'coll', collectionUUID: uuid })).resolves.toMatchObject({ ok: 1 });
    });
  });

  test('collectionUUID of the wrong type or subtype, and renameCollection with UUIDs', async () => {
    await withStore(tempDir(), async (client) => {
      const app = client.db('app');
      const admin = client.db('admin');
      await app.collection<{ _id: number }>('coll').insertOne({ _id: 0 });
      await app.collection<{ _id: number }>('coll_2').insertOne({ _id: 1 });
      const uuid = await uuidOf(client, 'app', 'coll');
      const uuid2 = await uuidOf(client, 'app', 'coll_2');
      const refusal = (command: Document, on = app) => on.command(command).then(() => undefined, (error: { code: number; message: string }) => [error.code, error.message]);
      expect(await refusal({ find: 'coll', collectionUUID: 'x' })).toEqual([14, "BSON field 'FindCommandRequest.collectionUUID' is the wrong type 'string', expected type 'binData'"]);
      expect(await refusal({ count: 'coll', collectionUUID: new Binary(Buffer.alloc(16), 0) })).toEqual([14, "BSON field 'count.collectionUUID' is the wrong binData type 'general', expected type 'UUID'"]);
      expect(await refusal({ count: 'coll', collectionUUID: new Binary(Buffer.alloc(3), 4) })).toEqual([207, 'uuid must be a 16-byte binary field with UUID (4) subtype']);
      await expect(app.command({ count: 'coll', collectionUUID: null })).resolves.toMatchObject({ n: 1 });

      expect(await failure(admin.command({ renameCollection: 'app.coll_2', to: 'app.coll_3', collectionUUID: uuid }))).toEqual(mismatch('app', uuid, 'coll_2', 'coll'));
      expect(await failure(admin.command({ renameCollection: 'app.coll', to: 'app.coll_2', dropTarget: uuid }))).toEqual(mismatch('app', uuid, 'coll_2', 'coll'));
      // Across databases a standalone refuses both UUIDs (72), before it looks for the source.
      const acrossDatabases = [72, 'Cannot provide an expected collection UUID when renaming across databases'];
      expect(await refusal({ renameCollection: 'app.coll', to: 'other.coll', collectionUUID: uuid }, admin)).toEqual(acrossDatabases);
      expect(await refusal({ renameCollection: 'app.missing', to: 'other.coll', dropTarget: uuid }, admin)).toEqual(acrossDatabases);
      await expect(admin.command({ renameCollection: 'app.missing', to: 'other.coll', dropTarget: true, collectionUUID: null })).rejects.toMatchObject({ code: 26 });
      await expect(admin.command({ renameCollection: 'app.coll', to: 'app.coll_2', dropTarget: uuid2, collectionUUID: uuid })).resolves.toEqual({ ok: 1 });
      expect((await uuidOf(client, 'app', 'coll_2')).toHexString()).toBe(uuid.toHexString());

      await app.createCollection('series', { timeseries: { timeField: 't' } });
      expect(await refusal({ find: 'series', collectionUUID: uuid })).toEqual([238, 'collectionUUID on a time-series collection is not supported by the embedded store']);
    });
  });
});

/** Collections named by their UUID (`{find: UUID(...)}`), resolved as mongod 7.0's CollectionCatalog does. */
describeEmbedded('collections named by UUID', () => {
  afterAll(removeTempDirs);

  test('find, count, distinct and listIndexes resolve a UUID to the collection of the database', async () => {
    await withStore(tempDir(), async (client) => {
      const app = client.db('app');
      await app.collection<{ _id: number; a: number }>('main').insertMany([{ _id: 1, a: 1 }, { _id: 2, a: 2 }]);
      await app.collection<{ _id: number }>('sub').insertOne({ _id: 9 });
      const uuid = await uuidOf(client, 'app', 'main');
      const found = await app.command({ find: uuid, filter: { a: 2 } });
      expect(found.cursor).toMatchObject({ ns: 'app.main', firstBatch: [{ _id: 2, a: 2 }] });
      await expect(app.command({ count: uuid })).resolves.toMatchObject({ n: 2 });
      await expect(app.command({ distinct: uuid, key: 'a' })).resolves.toMatchObject({ values: [1, 2] });
      const indexes = await app.command({ listIndexes: uuid });
      expect(indexes.cursor).toMatchObject({ ns: 'app.main', firstBatch: [{ v: 2, key: { _id: 1 }, name: '_id_' }] });
      // A collectionUUID beside a UUID name: find refuses the pair (find_cmd.cpp).
      expect(await refusal(app.command({ find: uuid, collectionUUID: uuid }))).toEqual([
        72,
        'When using the find command by UUID, the collectionUUID parameter cannot also be specified',
      ]);
      await expect(app.command({ find: uuid, collectionUUID: null })).resolves.toMatchObject({ ok: 1 });
      expect(await refusal(app.command({ count: uuid, collectionUUID: uuid }))).toEqual([
        238,
        'count of a collection named by its UUID with collectionUUID is not supported by the embedded store',
      ]);
    });
  });

  test('a UUID no collection has, one of another database, a UUID not 16 bytes; a time series’ buckets', async () => {
    await withStore(tempDir(), async (client) => {
      const app = client.db('app');
      await client.db('other').collection<{ _id: number }>('elsewhere').insertOne({ _id: 1 });
      const elsewhere = await uuidOf(client, 'other', 'elsewhere');
      const missing = new UUID('00000000-0000-4000-8000-000000000000');
      for (const name of ['find', 'count', 'distinct', 'listIndexes']) {
        const command = name === 'distinct' ? { distinct: missing, key: 'a' } : { [name]: missing };
        expect(await refusal(app.command(command))).toEqual([26, 'Unable to resolve 00000000-0000-4000-8000-000000000000']);
        // collectionUUID does not change which error comes first: the name is resolved before.
        expect(await refusal(app.command({ ...command, collectionUUID: missing }))).toEqual([26, 'Unable to resolve 00000000-0000-4000-8000-000000000000']);
        expect(await refusal(app.command({ ...command, [name]: elsewhere }))).toEqual([
          26,
          `UUID: ${elsewhere.toHexString(true)} specified in provided db name: app resolved to a collection in a different database, resolved nss: other.elsewhere`,
        ]);
      }
      await expect(client.db('other').command({ find: elsewhere })).resolves.toMatchObject({ cursor: { firstBatch: [{ _id: 1 }] } });
      expect(await refusal(app.command({ find: new Binary(Buffer.alloc(3), 4) }))).toEqual([207, 'uuid must be a 16-byte binary field with UUID (4) subtype']);
      expect(await refusal(app.command({ find: missing, collectionUUID: 'x' }))).toEqual([14, "BSON field 'FindCommandRequest.collectionUUID' is the wrong type 'string', expected type 'binData'"]);
      expect(await refusal(app.command({ count: missing, collectionUUID: new Binary(Buffer.alloc(16), 0) }))).toEqual([
        14,
        "BSON field 'count.collectionUUID' is the wrong binData type 'general', expected type 'UUID'",
      ]);

      // A time series (a view) has no UUID; its buckets collection has one, and is what the UUID names.
      await app.createCollection('ts', { timeseries: { timeField: 't' } });
      await app.collection('ts').insertOne({ t: new Date(0), v: 1 });
      const buckets = await uuidOf(client, 'app', 'system.buckets.ts');
      const found = await app.command({ find: buckets, projection: { 'data.v': 1, _id: 0 } });
      expect(found.cursor).toMatchObject({ ns: 'app.system.buckets.ts', firstBatch: [{ data: { v: { 0: 1 } } }] });

      // system.profile, kept outside the catalog's log, is named by its UUID too.
      await app.command({ profile: 2 });
      await app.command({ find: 'ts' });
      const profile = await uuidOf(client, 'app', 'system.profile');
      await app.command({ profile: 0 });
      const profiled = await app.command({ find: profile, filter: { op: 'query' }, projection: { ns: 1, _id: 0 } });
      expect(profiled.cursor).toMatchObject({ ns: 'app.system.profile', firstBatch: [{ ns: 'app.ts' }] });

      // explain resolves the UUID (its errors first), then find's and count's explain take only a name.
      expect(await refusal(app.command({ explain: { find: missing } }))).toEqual([26, 'Unable to resolve 00000000-0000-4000-8000-000000000000']);
      expect(await refusal(app.command({ explain: { find: buckets } }))).toEqual([73, 'collection name has invalid type binData']);
      expect(await refusal(app.command({ explain: { count: buckets }, verbosity: 'queryPlanner' }))).toEqual([73, 'collection name has invalid type binData']);
      expect(await refusal(app.command({ explain: { distinct: buckets, key: 'a' } }))).toEqual([
        238,
        'explain of distinct naming its collection by UUID is not supported by the embedded store',
      ]);
    });
  });
});

describe('collection UUIDs in the log', () => {
  test('a collection replayed from a record without one gets one, logged at attach so the next replay keeps it', () => {
    const logged: Document[] = [];
    const catalog = new Catalog();
    catalog.apply({ op: 'create', ns: 'app.old', options: {} });
    catalog.apply({ op: 'put', ns: 'app.implicit', doc: { _id: 1 } });
    catalog.attach({ append: (record) => logged.push(record) });
    const uuids = ['app.old', 'app.implicit'].map((ns) => catalog.get(ns)?.uuid.toHexString());
    expect(logged.map(({ op, ns }) => [op, ns])).toEqual([['uuid', 'app.old'], ['uuid', 'app.implicit']]);

    const replayed = new Catalog();
    replayed.apply({ op: 'create', ns: 'app.old', options: {} });
    replayed.apply({ op: 'put', ns: 'app.implicit', doc: { _id: 1 } });
    for (const record of logged) replayed.apply(record);
    expect(['app.old', 'app.implicit'].map((ns) => replayed.get(ns)?.uuid.toHexString())).toEqual(uuids);
    const again: Document[] = [];
    replayed.attach({ append: (record) => again.push(record) });
    expect(again).toEqual([]);
  });
});
