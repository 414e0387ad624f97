import { type Db, Decimal128, MongoClient, MongoServerError, UUID } from 'mongodb';
import { startEmbeddedMongo } from '../../src/embedded-mongo';
import { describeEmbedded, removeTempDirs, tempDir } from './target';

/** Each unsupported feature is refused with the error docs/embedded-mongo-unsupported.md lists for it. */
describeEmbedded('what the embedded store refuses, and how', () => {
  let mongo: Awaited<ReturnType<typeof startEmbeddedMongo>>;
  let client: MongoClient;
  let db: Db;

  beforeAll(async () => {
    mongo = await startEmbeddedMongo({ dbPath: tempDir(), logger: () => undefined });
    client = await MongoClient.connect(mongo.uri);
    db = client.db('app');
    await db.collection('g').insertOne({ loc: [0, 0], t: 'text' });
  });
  afterAll(async () => {
    await client.close();
    await mongo.stop();
    removeTempDirs();
  });

  const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: MongoServerError) => ({ code: error.code, message: error.message }));
  const js = (body: string) => ({ body, args: [], lang: 'js' });

  test.each([
    ['a 2dsphere index', () => db.collection('g').createIndex({ loc: '2dsphere' }), 238, `index type "2dsphere" on field 'loc' is not supported by the embedded store`],
    ['a 2d index', () => db.collection('g').createIndex({ loc: '2d' }), 238, `index type "2d" on field 'loc' is not supported by the embedded store`],
    ['$near', () => db.collection('g').find({ loc: { $near: [0, 0] } }).toArray(), 291, 'error processing query: planner returned error :: caused by :: unable to find index for $geoNear query'],
    ['$geoWithin', () => db.collection('g').find({ loc: { $geoWithin: { $center: [[0, 0], 1] } } }).toArray(), 238, '$geoWithin is not supported by the embedded store'],
    [
      'a hashed index with a collation',
      () => db.collection('g').createIndex({ t: 'hashed' }, { collation: { locale: 'en', strength: 2 } }),
      238,
      'a hashed index with a non-simple collation is not supported by the embedded store',
    ],
    ['a text index', () => db.collection('g').createIndex({ t: 'text' }), 238, `index type "text" on field 't' is not supported by the embedded store`],
    ['$text', () => db.collection('g').find({ $text: { $search: 'x' } }).toArray(), 27, 'text index required for $text query'],
    ['a change stream', () => db.collection('g').aggregate([{ $changeStream: {} }]).toArray(), 40573, 'The $changeStream stage is only supported on replica sets'],
    ['a transaction', () => db.command({ insert: 'g', documents: [{}], txnNumber: 1, lsid: { id: new UUID() } }), 20, 'Transaction numbers are only allowed on a replica set member or mongos'],
    ['$where', () => db.collection('g').find({ $where: 'true' }).toArray(), 2, 'no globalScriptEngine in $where parsing'],
    ['$function', () => db.collection('g').aggregate([{ $addFields: { x: { $function: js('function(){return 1}') } } }]).toArray(), 2, "$function requires 'scriptEnabled' option to be true"],
    ['mapReduce', () => db.command({ mapReduce: 'g', map: 'function(){}', reduce: 'function(){}', out: { inline: 1 } }), 59, "no such command: 'mapReduce'"],
    ['$collStats', () => db.collection('g').aggregate([{ $collStats: {} }]).toArray(), 238, '$collStats is not supported by the embedded store'],
    ['$sqrt of a decimal', () => db.collection('g').aggregate([{ $project: { x: { $sqrt: new Decimal128('2') } } }]).toArray(), 238, '$sqrt of a decimal is not supported by the embedded store'],
    [
      'find with min/max on a hashed index',
      async () => {
        await db.collection('g').createIndex({ t: 'hashed' });
        return db.collection('g').find({}, { min: { t: 1 }, hint: 't_hashed' }).toArray();
      },
      238,
      "find options min/max on index 't_hashed' (hashed, wildcard, multikey or collated) are not supported by the embedded store",
    ],
    ['find with min/max and a $natural hint', () => db.collection('g').find({}, { min: { t: 1 }, hint: { $natural: 1 } }).toArray(), 238, 'find options min/max with a $natural hint are not supported by the embedded store'],
    [
      'find with returnKey, no hint, secondary indexes',
      async () => {
        await db.collection('g').createIndex({ t: 1 });
        return db.collection('g').find({ t: 'text' }, { returnKey: true }).toArray();
      },
      238,
      "find option 'returnKey' without a hint on a collection with secondary indexes is not supported by the embedded store",
    ],
    ['$pow of a decimal', () => db.collection('g').aggregate([{ $project: { x: { $pow: [2, new Decimal128('0.5')] } } }]).toArray(), 238, '$pow of a decimal is not supported by the embedded store'],
    ['$sin of a decimal', () => db.collection('g').aggregate([{ $project: { x: { $sin: new Decimal128('1') } } }]).toArray(), 238, '$sin of a decimal is not supported by the embedded store'],
    ['$atan2 of a decimal', () => db.collection('g').aggregate([{ $project: { x: { $atan2: [1, new Decimal128('1')] } } }]).toArray(), 238, '$atan2 of a decimal is not supported by the embedded store'],
    ['$degreesToRadians of a decimal', () => db.collection('g').aggregate([{ $project: { x: { $degreesToRadians: new Decimal128('180') } } }]).toArray(), 238, '$degreesToRadians of a decimal is not supported by the embedded store'],
    [
      'dbHash of a database with views',
      async () => {
        await db.createCollection('g_view', { viewOn: 'g', pipeline: [] });
        try {
          return await db.command({ dbHash: 1 });
        } finally {
          await db.collection('g_view').drop();
        }
      },
      238,
      'dbHash of a database holding views is not supported by the embedded store',
    ],
    ['the profiler', () => db.command({ profile: 1 }), 238, 'profiling level 1 is not supported by the embedded store'],
    ['a time series collection', () => db.createCollection('ts', { timeseries: { timeField: 't' } }), 72, 'create option(s) not supported by the embedded store: timeseries'],
    ['an encrypt $jsonSchema keyword', () => db.createCollection('enc', { validator: { $jsonSchema: { properties: { ssn: { encrypt: {} } } } } }), 238, "Parsing of collection validator failed :: caused by :: $jsonSchema keyword 'encrypt' is not supported by the embedded store"],
    ['$meta searchScore in a find projection', () => db.command({ find: 'g', projection: { s: { $meta: 'searchScore' } } }), 238, "$meta 'searchScore' is not supported by the embedded store"],
    ['$meta', () => db.collection('g').aggregate([{ $project: { x: { $meta: 'textScore' } } }]).toArray(), 238, '$meta is not supported by the embedded store'],
    [
      '$bucketAuto POWERSOF2 over decimals',
      () => db.collection('g').aggregate([{ $bucketAuto: { groupBy: { $toDecimal: 3 }, buckets: 1, granularity: 'POWERSOF2' } }]).toArray(),
      238,
      "$bucketAuto 'granularity' POWERSOF2 of a decimal is not supported by the embedded store",
    ],
  ])('%s', async (_name, run, code, message) => {
    expect(await refusal(run())).toEqual({ code, message });
  });
});
