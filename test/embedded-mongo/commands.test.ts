import { Long, type MongoServerError } from 'mongodb';
import { connectTarget } from './target';

const connected = connectTarget();

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: MongoServerError) => error);

function findStage(plan: unknown, stage: string): Record<string, unknown> | undefined {
  if (plan === null || typeof plan !== 'object') return undefined;
  const node = plan as Record<string, unknown>;
  if (node.stage === stage) return node;
  for (const value of Object.values(node)) {
    const found = findStage(value, stage);
    if (found) return found;
  }
  return undefined;
}

/** Commands drivers, ODMs and monitoring tools call; runs against a real mongod too (MONGODB_URI_TEST). */
describe('server and collection commands', () => {
  test('serverStatus, dbStats and collStats report the fields tools read', async () => {
    const items = connected.db.collection('stats');
    await items.insertMany([{ a: 1 }, { a: 2 }, { a: 3 }]);
    await items.createIndex({ a: 1 });
    const status = await connected.db.admin().command({ serverStatus: 1 });
    expect(typeof status.version).toBe('string');
    expect(status.connections.current).toBeGreaterThanOrEqual(1);
    expect(status.uptime).toBeGreaterThanOrEqual(0);
    const dbStats = await connected.db.command({ dbStats: 1 });
    expect(dbStats).toMatchObject({ db: connected.target.dbName, collections: 1, objects: 3, ok: 1 });
    const collStats = await connected.db.command({ collStats: 'stats' });
    expect(collStats).toMatchObject({ count: 3, nindexes: 2, ok: 1 });
    expect(Object.keys(collStats.indexSizes).sort()).toEqual(['_id_', 'a_1']);
    expect(await failure(connected.db.command({ collStats: 'missing' }))).toMatchObject({ code: 26 });
  });

  test('serverStatus counts operations as mongod does: inserts per document, one query per find, one getmore per getMore', async () => {
    const traffic = connected.db.collection('traffic');
    const counters = async () => (await connected.db.admin().command({ serverStatus: 1 }, { promoteLongs: false }));
    const before = await counters();
    await traffic.insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
    await traffic.find({}, { batchSize: 1 }).toArray();
    await traffic.updateMany({}, { $inc: { n: 1 } });
    await traffic.deleteOne({ n: 2 });
    const after = await counters();
    const delta = (kind: string) => Number(after.opcounters[kind]) - Number(before.opcounters[kind]);
    expect(after.opcounters.insert).toBeInstanceOf(Long);
    expect(delta('insert')).toBe(3);
    expect(delta('query')).toBeGreaterThanOrEqual(1);
    expect(delta('getmore')).toBeGreaterThanOrEqual(2);
    expect(delta('update')).toBe(1);
    expect(delta('delete')).toBe(1);
    expect(delta('command')).toBeGreaterThanOrEqual(1);
    expect(Number(after.network.numRequests)).toBeGreaterThan(Number(before.network.numRequests));
    expect(Number(after.network.bytesIn)).toBeGreaterThan(Number(before.network.bytesIn));
    expect(Number(after.network.bytesOut)).toBeGreaterThan(Number(before.network.bytesOut));
  });

  test('hostInfo, getLog, listCommands and profile answer in the shape tools read', async () => {
    const admin = connected.db.admin();
    const host = await admin.command({ hostInfo: 1 });
    expect(host.system).toMatchObject({ hostname: expect.any(String), numCores: expect.any(Number), cpuAddrSize: 64 });
    expect(host.system.currentTime).toBeInstanceOf(Date);
    expect(host.os.type).toEqual(expect.any(String));

    expect(await admin.command({ getLog: '*' })).toMatchObject({ names: expect.arrayContaining(['global', 'startupWarnings']), ok: 1 });
    const startup = await admin.command({ getLog: 'startupWarnings' });
    expect(Array.isArray(startup.log)).toBe(true);
    const global = await admin.command({ getLog: 'global' });
    expect(global.totalLinesWritten).toBeGreaterThan(0);
    expect(JSON.parse(global.log[global.log.length - 1])).toMatchObject({ t: { $date: expect.any(String) }, msg: expect.any(String) });
    expect(await failure(connected.db.command({ getLog: 'global' }))).toMatchObject({ code: 13 });

    const { commands } = await admin.command({ listCommands: 1 });
    for (const name of ['find', 'insert', 'aggregate', 'hello', 'serverStatus', 'listCommands']) expect(commands[name]).toMatchObject({ adminOnly: expect.any(Boolean) });
    expect(commands.getLog.adminOnly).toBe(true);

    const level = await connected.db.command({ profile: -1 });
    expect(level).toMatchObject({ was: 0, slowms: expect.any(Number), ok: 1 });
    expect(await connected.db.command({ profile: 0, slowms: level.slowms })).toMatchObject({ was: 0, ok: 1 });
  });

  test('renameCollection keeps documents and indexes; refuses an existing target', async () => {
    const source = connected.db.collection('rename_from');
    await source.insertMany([{ k: 1 }, { k: 2 }]);
    await source.createIndex({ k: 1 }, { unique: true });
    await connected.db.collection('rename_taken').insertOne({});
    expect(await failure(source.rename('rename_taken'))).toMatchObject({ code: 48 });
    await source.rename('rename_to');
    const renamed = connected.db.collection('rename_to');
    expect(await renamed.countDocuments()).toBe(2);
    expect(await source.countDocuments()).toBe(0);
    expect((await renamed.indexes()).map((index) => index.name).sort()).toEqual(['_id_', 'k_1']);
    expect(await failure(renamed.insertOne({ k: 1 }))).toMatchObject({ code: 11000 });
    expect(await failure(connected.db.admin().command({ renameCollection: `${connected.target.dbName}.nope`, to: `${connected.target.dbName}.x` }))).toMatchObject({ code: 26 });
  });

  test('collMod changes a TTL and hides an index; explain names the index the plan uses', async () => {
    const sessions = connected.db.collection('sessions');
    await sessions.createIndex({ expires: 1 }, { expireAfterSeconds: 60 });
    await sessions.createIndex({ at: -1 });
    await sessions.insertMany(Array.from({ length: 20 }, (_, i) => ({ at: i, expires: new Date() })));
    const changed = await connected.db.command({ collMod: 'sessions', index: { keyPattern: { expires: 1 }, expireAfterSeconds: 120 } });
    expect(changed).toMatchObject({ expireAfterSeconds_old: 60, expireAfterSeconds_new: 120, ok: 1 });
    expect((await sessions.indexes()).find((index) => index.name === 'expires_1')?.expireAfterSeconds).toBe(120);

    const explained = await sessions.find({}).sort({ at: -1 }).limit(5).explain('queryPlanner');
    expect(findStage(explained.queryPlanner.winningPlan, 'IXSCAN')).toMatchObject({ indexName: 'at_-1' });
    await connected.db.command({ collMod: 'sessions', index: { name: 'at_-1', hidden: true } });
    expect((await sessions.indexes()).find((index) => index.name === 'at_-1')?.hidden).toBe(true);
    const hidden = await sessions.find({}).sort({ at: -1 }).limit(5).explain('queryPlanner');
    expect(findStage(hidden.queryPlanner.winningPlan, 'IXSCAN')).toBeUndefined();
    expect(await failure(sessions.find({}).hint('at_-1').toArray())).toMatchObject({ code: 2 });
    expect(await failure(sessions.find({}).hint('no_such_index').toArray())).toMatchObject({ code: 2 });
    const hinted = await sessions.find({ at: { $gte: 18 } }).hint({ expires: 1 }).explain('queryPlanner');
    expect(findStage(hinted.queryPlanner.winningPlan, 'IXSCAN')).toMatchObject({ indexName: 'expires_1' });
  });

  test('listDatabases reports a database holding documents with a size above 0, counted in totalSize', async () => {
    await connected.db.collection('sized').insertOne({ text: 'x'.repeat(100) });
    const reply = await connected.client.db('admin').command({ listDatabases: 1, filter: { name: connected.target.dbName } });
    expect(reply.databases).toEqual([{ name: connected.target.dbName, sizeOnDisk: expect.any(Number), empty: false }]);
    expect(reply.databases[0].sizeOnDisk).toBeGreaterThan(0);
    expect(reply.totalSize).toBe(reply.databases[0].sizeOnDisk);
  });

  test('dropDatabase of a database that does not exist answers ok without dropped (mongod: NamespaceNotFound is success)', async () => {
    const missing = connected.client.db(`${connected.target.dbName}_none`);
    expect(await missing.command({ dropDatabase: 1 })).toEqual({ ok: 1 });
    await connected.db.collection('drop_db').insertOne({});
    expect(await connected.db.command({ dropDatabase: 1 })).toEqual({ dropped: connected.target.dbName, ok: 1 });
  });

  test('database aggregate with $documents; mongod errors for unknown stages and w:2', async () => {
    const docs = await connected.db.aggregate([{ $documents: [{ x: 1 }, { x: 2 }, { x: 3 }] }, { $match: { x: { $gte: 2 } } }]).toArray();
    expect(docs).toEqual([{ x: 2 }, { x: 3 }]);
    expect(await failure(connected.db.collection('stats').aggregate([{ $frobnicate: {} }]).toArray())).toMatchObject({
      code: 40324,
      message: "Unrecognized pipeline stage name: '$frobnicate'",
    });
    expect(await failure(connected.db.collection('stats').insertOne({ a: 9 }, { writeConcern: { w: 2 } }))).toMatchObject({
      code: 2,
      message: "cannot use 'w' > 1 when a host is not replicated",
    });
    expect(await connected.db.collection('stats').countDocuments({ a: 9 })).toBe(0);
  });

  test('a getMore naming another collection is refused (13) and leaves the cursor to its own collection', async () => {
    const items = connected.db.collection('cursors');
    await items.insertMany([{ i: 1 }, { i: 2 }, { i: 3 }]);
    const opened = await connected.db.command({ find: 'cursors', batchSize: 0 });
    const id = opened.cursor.id;
    expect(await failure(connected.db.command({ getMore: id, collection: 'other' }))).toMatchObject({
      code: 13,
      message: `Requested getMore on namespace '${connected.target.dbName}.other', but cursor belongs to a different namespace ${connected.target.dbName}.cursors`,
    });
    const next = await connected.db.command({ getMore: id, collection: 'cursors' });
    expect(next.cursor.nextBatch).toHaveLength(3);
  });
  test('views: a chain deeper than 20, from either end, is refused (149), so is a cycle through $unionWith (93); $out is named with its place', async () => {
    const db = connected.db;
    await db.collection('depth0').insertOne({ _id: 1 as never });
    for (let level = 1; level <= 20; level++) await db.command({ create: `depth${level}`, viewOn: `depth${level - 1}`, pipeline: [] });
    expect(await db.collection('depth20').countDocuments()).toBe(1);
    expect(await failure(db.command({ create: 'depth21', viewOn: 'depth20', pipeline: [] }))).toMatchObject({ code: 149 });
    // Below the bottom of the chain: the 20 views above would become 21 deep.
    await db.collection('depth0').drop();
    expect(await failure(db.command({ create: 'depth0', viewOn: 'bottom', pipeline: [] }))).toMatchObject({ code: 149 });
    await db.collection('depth0').insertOne({ _id: 1 as never });
    expect(await failure(db.command({ collMod: 'depth1', viewOn: 'depth0', pipeline: [{ $unionWith: 'depth5' }] }))).toMatchObject({ code: 93 });
    expect(await failure(db.command({ create: 'writes', viewOn: 'depth0', pipeline: [{ $match: {} }, { $out: 'x' }] }))).toMatchObject({
      code: 167,
      message: `The aggregation stage $out in location 1 of the pipeline cannot be used in the view definition of ${db.databaseName}.writes because it writes to disk`,
    });
  });
});
