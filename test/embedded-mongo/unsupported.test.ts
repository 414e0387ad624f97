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
    ['$listSessions', () => db.admin().command({ aggregate: 1, pipeline: [{ $listSessions: {} }], cursor: {} }), 238, '$listSessions is not supported by the embedded store'],
    ['$search', () => db.collection('g').aggregate([{ $search: {} }]).toArray(), 238, '$search is not supported by the embedded store'],
    [
      "a time series' storage engine options",
      () => db.command({ create: 'ts_engine', timeseries: { timeField: 't' }, storageEngine: { wiredTiger: {} } }),
      72,
      'create option(s) not supported by the embedded store: storageEngine',
    ],
    [
      'collStats of a time series',
      () => db.command({ create: 'ts_stats', timeseries: { timeField: 't' } }).then(() => db.command({ collStats: 'ts_stats' })),
      238,
      'collStats of a time-series collection is not supported by the embedded store',
    ],
    [
      'a TTL index on a time series',
      () => db.command({ create: 'ts_ttl', timeseries: { timeField: 't', metaField: 'm' } }).then(() => db.collection('ts_ttl').createIndex({ m: 1 }, { expireAfterSeconds: 60 })),
      238,
      'a TTL index on a time-series collection is not supported by the embedded store',
    ],
    [
      'find with min/max on a multikey index over an array reached through a dotted path',
      async () => {
        await db.collection('g_mk').insertOne({ p: [{ q: 1 }, { q: 2 }] });
        await db.collection('g_mk').createIndex({ 'p.q': 1 });
        return db.collection('g_mk').find({}, { min: { 'p.q': 0 }, hint: 'p.q_1' }).toArray();
      },
      238,
      "find options min/max on the multikey index 'p.q_1' over an empty array or a dotted path are not supported by the embedded store",
    ],
    [
      'find with returnKey, no hint, two indexes that apply',
      async () => {
        await db.collection('g').createIndex({ t: 1 });
        await db.collection('g').createIndex({ t: -1 });
        return db.collection('g').find({ t: 'text' }, { returnKey: true }).toArray();
      },
      238,
      "find option 'returnKey' without a hint where mongod's planner may choose among indexes is not supported by the embedded store",
    ],
    [
      'returnKey through a multikey index the filter bounds',
      () => db.collection('g_mk').find({ 'p.q': { $gt: 0 } }, { returnKey: true, hint: 'p.q_1' }).toArray(),
      238,
      "index keys through the multikey index 'p.q_1' with bounds on its fields are not supported by the embedded store",
    ],
    ['$pow of a decimal', () => db.collection('g').aggregate([{ $project: { x: { $pow: [2, new Decimal128('0.5')] } } }]).toArray(), 238, '$pow of a decimal is not supported by the embedded store'],
    ['$log of a decimal', () => db.collection('g').aggregate([{ $project: { x: { $log: [new Decimal128('100'), 10] } } }]).toArray(), 238, '$log of a decimal is not supported by the embedded store'],
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
    ['an encrypt $jsonSchema keyword', () => db.createCollection('enc', { validator: { $jsonSchema: { properties: { ssn: { encrypt: {} } } } } }), 238, "Parsing of collection validator failed :: caused by :: $jsonSchema keyword 'encrypt' is not supported by the embedded store"],
    ['PCRE recursion', () => db.collection('g').find({ t: { $regex: '^(a(?R)?b)$' } }).toArray(), 238, 'recursion or a subroutine call in a regular expression is not supported by the embedded store'],
    ['a PCRE conditional group', () => db.collection('g').find({ t: { $regex: '(a)?(?(1)b|c)' } }).toArray(), 238, 'a conditional group (`(?(…)…)`) in a regular expression is not supported by the embedded store'],
    ['\\G in a regex', () => db.collection('g').find({ t: { $regex: '\\Gt' } }).toArray(), 238, '\\G in a regular expression is not supported by the embedded store'],
    ['a backreference to a group that may be unset', () => db.collection('g').find({ t: { $regex: '(a)?\\1' } }).toArray(), 238, 'a reference to a group that may be unset in a regular expression is not supported by the embedded store'],
    [
      '$regexFind captures of a repeated group with optional parts',
      () => db.collection('g').aggregate([{ $project: { r: { $regexFind: { input: '$t', regex: '((t)|e)+' } } } }]).toArray(),
      238,
      '$regexFind captures of a repeated group with optional parts are not supported by the embedded store',
    ],
    [
      'collation strength 4 with alternate shifted',
      () => db.collection('g').find({ t: 'text' }, { collation: { locale: 'en', strength: 4, alternate: 'shifted' } }).toArray(),
      238,
      "collation strength 4 with alternate 'shifted' is not supported by the embedded store",
    ],
    [
      'collation maxVariable space with alternate shifted',
      () => db.collection('g').find({}, { collation: { locale: 'en', alternate: 'shifted', maxVariable: 'space' } }).toArray(),
      238,
      "collation option 'maxVariable' 'space' with alternate 'shifted' is not supported by the embedded store",
    ],
    [
      'collation backwards in a locale without it',
      () => db.collection('g').createIndex({ t: 1 }, { collation: { locale: 'en', backwards: true } }),
      238,
      "collation option 'backwards' true for locale 'en' is not supported by the embedded store",
    ],
    [
      'collation alternate non-ignorable in Thai (V8 keeps Thai shifted)',
      () => db.collection('g').find({}, { collation: { locale: 'th', alternate: 'non-ignorable' } }).toArray(),
      238,
      "collation option 'alternate' 'non-ignorable' for locale 'th' is not supported by the embedded store",
    ],
    [
      'collation strength 5 in Japanese (quaternary kana distinctions)',
      () => db.collection('g').find({}, { collation: { locale: 'ja', strength: 5 } }).toArray(),
      238,
      "collation strength 5 for locale 'ja' is not supported by the embedded store",
    ],
    ['$meta vectorSearchScore in a find projection', () => db.command({ find: 'g', projection: { s: { $meta: 'vectorSearchScore' } } }), 238, "$meta 'vectorSearchScore' is not supported by the embedded store"],
    ['$meta recordId in aggregation', () => db.collection('g').aggregate([{ $project: { x: { $meta: 'recordId' } } }]).toArray(), 238, "$meta 'recordId' in an aggregation expression is not supported by the embedded store"],
    ['$meta sortKey after $redact', () => db.collection('g').aggregate([{ $sort: { t: 1 } }, { $redact: { $cond: [true, '$$DESCEND', '$$PRUNE'] } }, { $project: { k: { $meta: 'sortKey' } } }]).toArray(), 238, "$meta 'sortKey' after a $redact stage is not supported by the embedded store"],
  ])('%s', async (_name, run, code, message) => {
    expect(await refusal(run())).toEqual({ code, message });
  });
});
