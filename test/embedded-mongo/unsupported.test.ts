import { type Db, Decimal128, Long, MongoServerError, UUID } from 'mongodb';
import { exchangeOpMsg, opCompressed, opMsg } from './raw-op-msg';
import { describeEmbedded, suiteAppDb } from './target';

/** Each unsupported feature is refused with the error docs/embedded-mongo-unsupported.md lists for it. */
describeEmbedded('what the embedded store refuses, and how', () => {
  const appDb = suiteAppDb(async (db) => {
    await db.collection('g').insertOne({ loc: [0, 0], t: 'text' });
  });
  let db: Db;
  beforeAll(() => {
    db = appDb();
  });

  const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: MongoServerError) => ({ code: error.code, message: error.message }));
  const js = (body: string) => ({ body, args: [], lang: 'js' });
  /** A new collection's UUID, as listCollections shows it. */
  const createdUuid = async (name: string): Promise<UUID> => {
    await db.collection(name).insertOne({});
    const [info] = await db.listCollections({ name }).toArray();
    return (info as unknown as { info: { uuid: UUID } }).info.uuid;
  };

  /** A ping compressed with zstd (id 3), sent by hand: a driver sends zstd only once the server offered it. */
  const zstdPing = async () => {
    const { host, port } = db.client.options.hosts[0]!;
    const [reply] = await exchangeOpMsg(`mongodb://${host}:${port}`, opCompressed(opMsg(1, 0, { ping: 1, $db: 'admin' }), 3, (data) => data));
    if (reply!.body.ok !== 1) throw new MongoServerError(reply!.body);
  };

  /** An insert whose string holds bytes that are not UTF-8 ('é' made C3 01), as a driver with a patched socket sends it. */
  const invalidUtf8Insert = async () => {
    const { host, port } = db.client.options.hosts[0]!;
    const message = opMsg(1, 0, { insert: 'utf8', documents: [{ s: 'éé' }], $db: db.databaseName });
    const at = message.indexOf(Buffer.from('éé'));
    message[at + 1] = 0x01;
    const [reply] = await exchangeOpMsg(`mongodb://${host}:${port}`, message);
    if (reply!.body.ok !== 1) throw new MongoServerError(reply!.body);
  };

  test.each([
    ['a zstd-compressed message', zstdPing, 238, 'zstd-compressed messages are not supported by the embedded store'],
    ['a string that is not valid UTF-8', invalidUtf8Insert, 238, 'a string or field name that is not valid UTF-8 is not supported by the embedded store'],
    [
      'changing the feature compatibility version document',
      () => db.client.db('admin').collection<{ _id: string }>('system.version').updateOne({ _id: 'featureCompatibilityVersion' }, { $set: { version: '6.0' } }),
      238,
      'changing the featureCompatibilityVersion document is not supported by the embedded store',
    ],
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
    [
      'a blocking sort of 60 MB under allowDiskUse: false (blocking-sort-limit.test.ts has the rest)',
      async () => {
        await db.collection<{ _id: number; pad: string }>('sorted').insertMany(Array.from({ length: 60 }, (_, i) => ({ _id: i, pad: 'x'.repeat(2 ** 20) })));
        return db.command({ find: 'sorted', sort: { pad: 1 }, allowDiskUse: false });
      },
      238,
      'a blocking sort that may hold more than 104857600 bytes with allowDiskUse: false is not supported by the embedded store',
    ],
    ['$text', () => db.collection('g').find({ $text: { $search: 'x' } }).toArray(), 27, 'text index required for $text query'],
    ['a change stream', () => db.collection('g').aggregate([{ $changeStream: {} }]).toArray(), 40573, 'The $changeStream stage is only supported on replica sets'],
    ['a transaction', () => db.command({ insert: 'g', documents: [{}], txnNumber: new Long(1), lsid: { id: new UUID() } }), 20, 'Transaction numbers are only allowed on a replica set member or mongos'],
    ['killing sessions by pattern', () => db.admin().command({ killAllSessionsByPattern: [] }), 238, 'killAllSessionsByPattern is not supported by the embedded store'],
    ['killing the sessions of named users', () => db.admin().command({ killAllSessions: [{ user: 'u', db: 'admin' }] }), 238, 'killAllSessions is not supported by the embedded store'],
    ['$where', () => db.collection('g').find({ $where: 'true' }).toArray(), 2, 'no globalScriptEngine in $where parsing'],
    ['$function', () => db.collection('g').aggregate([{ $addFields: { x: { $function: js('function(){return 1}') } } }]).toArray(), 2, "$function requires 'scriptEnabled' option to be true"],
    ['fsync with lock', () => db.admin().command({ fsync: 1, lock: true }), 238, 'fsync with lock is not supported by the embedded store'],
    ['setParameter of notablescan', () => db.admin().command({ setParameter: 1, notablescan: true }), 238, 'setParameter of notablescan is not supported by the embedded store'],
    [
      '$fill under apiStrict',
      () => db.command({ aggregate: 'g', pipeline: [{ $fill: { output: { t: { value: 1 } } } }], cursor: {}, apiVersion: '1', apiStrict: true }),
      238,
      "$fill with 'apiStrict: true' is not supported by the embedded store",
    ],
    [
      '$bitAnd under apiStrict',
      () => db.command({ aggregate: 'g', pipeline: [{ $set: { b: { $bitAnd: [1, 3] } } }], cursor: {}, apiVersion: '1', apiStrict: true }),
      238,
      "$bitAnd with 'apiStrict: true' is not supported by the embedded store",
    ],
    [
      'a write under apiStrict to a collection validated with $bitAnd',
      () =>
        db
          .command({ create: 'g_bits', validator: { $expr: { $eq: [{ $bitAnd: ['$n', 1] }, 1] } } })
          .then(() => db.command({ insert: 'g_bits', documents: [{ n: 1 }], apiVersion: '1', apiStrict: true }))
          .then((reply) => Promise.reject(new MongoServerError((reply.writeErrors as { code: number; errmsg: string }[])[0]!))),
      238,
      "$bitAnd with 'apiStrict: true' is not supported by the embedded store",
    ],
    ['rotateCertificates', () => db.admin().command({ rotateCertificates: 1 }), 238, 'rotateCertificates is not supported by the embedded store'],
    ['mapReduce', () => db.command({ mapReduce: 'g', map: 'function(){}', reduce: 'function(){}', out: { inline: 1 } }), 59, "no such command: 'mapReduce'"],
    [
      '$planCacheStats after a query',
      () => db.collection('g').findOne({ t: 'text' }).then(() => db.collection('g').aggregate([{ $planCacheStats: {} }]).toArray()),
      238,
      '$planCacheStats of a collection queried since its plan cache was last cleared is not supported by the embedded store',
    ],
    [
      'a privilege of a user-defined role',
      () => db.command({ createRole: 'g_role', privileges: [{ resource: { db: 'app', collection: '' }, actions: ['find'] }], roles: [] }),
      238,
      'privileges of a user-defined role are not supported by the embedded store',
    ],
    ['usersInfo with showPrivileges', () => db.command({ usersInfo: 'g_user', showPrivileges: true }), 238, 'usersInfo with showPrivileges or showAuthenticationRestrictions is not supported by the embedded store'],
    ['rolesInfo with showPrivileges', () => db.command({ rolesInfo: 'read', showPrivileges: true }), 238, 'rolesInfo with showPrivileges or showAuthenticationRestrictions is not supported by the embedded store'],
    [
      'authenticationRestrictions',
      () => db.command({ createUser: 'g_user', pwd: 'x', roles: [], authenticationRestrictions: [{ clientSource: ['127.0.0.1'] }] }),
      238,
      'authenticationRestrictions are not supported by the embedded store',
    ],
    [
      'a SCRAM-SHA-256 password whose bidirectional check depends on a Braille pattern',
      () => db.command({ createUser: 'g_user', pwd: '\u0627\u2800\u0627', roles: [] }),
      238,
      'a SCRAM-SHA-256 password whose bidirectional check depends on a character whose class changed after Unicode 3.2 is not supported by the embedded store',
    ],
    [
      'explain of an aggregate with stages beyond the query layer at allPlansExecution verbosity',
      () => db.command({ explain: { aggregate: 'g', pipeline: [{ $group: { _id: '$a' } }], cursor: {} } }),
      238,
      "explain of an aggregate with stages beyond $match, $sort, $skip and $limit with verbosity 'allPlansExecution' is not supported by the embedded store",
    ],
    [
      'explain of a count on a view at executionStats verbosity',
      () => db.createCollection('g_explain_view', { viewOn: 'g' }).then(() => db.command({ explain: { count: 'g_explain_view' }, verbosity: 'executionStats' })),
      238,
      "explain of count on a view with verbosity 'executionStats' is not supported by the embedded store",
    ],
    [
      'explain of a write on a view',
      () => db.createCollection('g_explain_view2', { viewOn: 'g' }).then(() => db.command({ explain: { delete: 'g_explain_view2', deletes: [{ q: {}, limit: 0 }] }, verbosity: 'queryPlanner' })),
      238,
      'explain of delete on a view or a time series is not supported by the embedded store',
    ],
    [
      'explain of a distinct with a query on a key an index holds',
      () => db.collection('g_explain_distinct').createIndex({ a: 1 }).then(() => db.command({ explain: { distinct: 'g_explain_distinct', key: 'a', query: { a: 1 } } })),
      238,
      'explain of distinct on a key an index holds, other than an empty query over a plain index led by that key, is not supported by the embedded store',
    ],
    ['explain of $listSessions', () => db.command({ explain: { aggregate: 'g', pipeline: [{ $listSessions: {} }], cursor: {} } }), 238, 'explain of $listSessions is not supported by the embedded store'],
    [
      '$planCacheStats of a view',
      () => db.createCollection('g_pcs_view', { viewOn: 'g' }).then(() => db.collection('g_pcs_view').aggregate([{ $planCacheStats: {} }]).toArray()),
      238,
      '$planCacheStats of a view or a time series is not supported by the embedded store',
    ],
    ['$geoNear', () => db.collection('g').aggregate([{ $geoNear: { near: [0, 0], distanceField: 'd' } }]).toArray(), 238, '$geoNear is not supported by the embedded store'],
    [
      'a WiredTiger configString key whose schema differs between WiredTiger releases',
      () => db.command({ create: 'engine', storageEngine: { wiredTiger: { configString: 'block_compressor=zstd,leaf_page_max=64KB' } } }),
      238,
      "WiredTiger configString key 'leaf_page_max' is not supported by the embedded store",
    ],
    [
      'a partialFilterExpression mongod refuses (it names the expression by its debug tree)',
      () => db.collection('g').createIndex({ t: 1 }, { name: 'partial_nin', partialFilterExpression: { t: { $nin: ['x'] } } }),
      238,
      'a partialFilterExpression with $nin (mongod refuses it with 67, naming it by its debug tree) is not supported by the embedded store',
    ],
    [
      'an invalid WiredTiger configString',
      () => db.command({ create: 'engine', storageEngine: { wiredTiger: { configString: 'split_pct=20' } } }),
      238,
      "WiredTiger configString value 'split_pct=20' is not supported by the embedded store",
    ],
    ['storage engine options of devnull', () => db.command({ create: 'engine', storageEngine: { devnull: {} } }), 238, "storage engine options for 'devnull' are not supported by the embedded store"],
    [
      'collStats of a time series',
      () => db.command({ create: 'ts_stats', timeseries: { timeField: 't' } }).then(() => db.command({ collStats: 'ts_stats' })),
      238,
      'collStats of a time-series collection is not supported by the embedded store',
    ],
    ['$collStats of a time series', () => db.collection('ts_stats').aggregate([{ $collStats: { latencyStats: {} } }]).toArray(), 238, '$collStats of a time-series collection is not supported by the embedded store'],
    [
      "a partial index on a time series' measurements",
      () => db.command({ create: 'ts_partial', timeseries: { timeField: 't', metaField: 'm' } }).then(() => db.collection('ts_partial').createIndex({ m: 1 }, { partialFilterExpression: { v: { $in: [1, 2] } } })),
      238,
      "this partialFilterExpression on a time series' measurement fields is not supported by the embedded store",
    ],
    [
      "a partial index on a time series' time field",
      () => db.collection('ts_partial').createIndex({ m: 1 }, { partialFilterExpression: { t: { $gt: new Date(0) } } }),
      238,
      "a partialFilterExpression on a time series' time field is not supported by the embedded store",
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
      'a $natural sort with an index hint',
      () => db.collection('g').find({}).sort({ $natural: 1 }).hint({ _id: 1 }).toArray(),
      238,
      'a $natural sort with an index hint is not supported by the embedded store',
    ],
    [
      'returnKey through a multikey index the filter bounds',
      () => db.collection('g_mk').find({ 'p.q': { $gt: 0 } }, { returnKey: true, hint: 'p.q_1' }).toArray(),
      238,
      "index keys through the multikey index 'p.q_1' with bounds on its fields are not supported by the embedded store",
    ],
    [
      'a clustered index specification in createIndexes',
      () => db.command({ createIndexes: 'g', indexes: [{ key: { _id: 1 }, name: 'c', clustered: true, unique: true }] }),
      238,
      "createIndexes with 'clustered' is not supported by the embedded store",
    ],
    [
      'a query comparing a field of a version-1 index with a NumberDecimal',
      () =>
        db
          .command({ createIndexes: 'g_v1', indexes: [{ key: { d: 1 }, name: 'd_v1', v: 1 }] })
          .then(() => db.collection('g_v1').find({ d: { $gt: Decimal128.fromString('1.5') } }).toArray()),
      238,
      'a query comparing a field of an index with v: 1 to a NumberDecimal is not supported by the embedded store',
    ],
    [
      'a version-1 index on a time series',
      () =>
        db
          .command({ create: 'g_v1_ts', timeseries: { timeField: 't', metaField: 'm' } })
          .then(() => db.command({ createIndexes: 'g_v1_ts', indexes: [{ key: { m: 1 }, name: 'm_v1', v: 1 }] })),
      238,
      'an index with v: 1 on a time-series collection is not supported by the embedded store',
    ],
    [
      'a commitQuorum outside 0 to 7 on a standalone',
      () => db.command({ createIndexes: 'g', indexes: [{ key: { a: 1 }, name: 'a_1' }], commitQuorum: -1 }),
      238,
      'commitQuorum -1 is not supported by the embedded store',
    ],
    [
      'an empty commitQuorum on a standalone',
      () => db.command({ createIndexes: 'g', indexes: [{ key: { a: 1 }, name: 'a_1' }], commitQuorum: '' }),
      238,
      'an empty commitQuorum is not supported by the embedded store',
    ],
    [
      'a columnstore index option',
      () => db.command({ createIndexes: 'g', indexes: [{ key: { a: 1 }, name: 'a_1', columnstoreProjection: { a: 1 } }] }),
      238,
      "index option 'columnstoreProjection' (columnstore indexes) is not supported by the embedded store",
    ],
    [
      'changeStreamPreAndPostImages with a null enabled',
      () => db.command({ collMod: 'g', changeStreamPreAndPostImages: { enabled: null } }),
      238,
      "changeStreamPreAndPostImages with a null 'enabled' is not supported by the embedded store",
    ],
    [
      'count of a collection named by its UUID with collectionUUID beside it',
      async () => {
        const uuid = await createdUuid('by_uuid');
        return db.command({ count: uuid, collectionUUID: uuid });
      },
      238,
      'count of a collection named by its UUID with collectionUUID is not supported by the embedded store',
    ],
    [
      'explain of distinct naming its collection by UUID',
      async () => {
        return db.command({ explain: { distinct: await createdUuid('by_uuid_explain'), key: 'a' } });
      },
      238,
      'explain of distinct naming its collection by UUID is not supported by the embedded store',
    ],
    [
      'collectionUUID on a time series',
      async () => {
        await db.createCollection('ts_uuid', { timeseries: { timeField: 't' } });
        return db.command({ find: 'ts_uuid', collectionUUID: new UUID() });
      },
      238,
      'collectionUUID on a time-series collection is not supported by the embedded store',
    ],
    [
      'collMod index prepareUnique of a time series',
      async () => {
        await db.createCollection('ts_mod', { timeseries: { timeField: 't', metaField: 'm' } });
        return db.command({ collMod: 'ts_mod', index: { name: 'm_1_t_1', prepareUnique: true } });
      },
      238,
      "collMod 'index' 'prepareUnique' of a time series is not supported by the embedded store",
    ],
    [
      'collMod index unique of a time series',
      () => db.command({ collMod: 'ts_mod', index: { name: 'm_1_t_1', unique: true } }),
      238,
      "collMod 'index' 'unique' of a time series is not supported by the embedded store",
    ],
    [
      'collMod index of a time series by a key pattern of another index type',
      () => db.command({ collMod: 'ts_mod', index: { keyPattern: { m: 'hashed' }, hidden: true } }),
      238,
      "collMod 'index' of a time series by a key pattern other than ascending or descending fields is not supported by the embedded store",
    ],
    [
      'collMod index without a change',
      () => db.command({ collMod: 'g', index: { name: '_id_' } }),
      238,
      "collMod 'index' without expireAfterSeconds, hidden, unique or prepareUnique is not supported by the embedded store",
    ],
    ['$log of a decimal', () => db.collection('g').aggregate([{ $project: { x: { $log: [new Decimal128('100'), 10] } } }]).toArray(), 238, '$log of a decimal is not supported by the embedded store'],
    [
      'a PCRE2 class with a range over CR or LF under a two-character newline setting',
      () => db.collection('g').find({ t: { $regex: '(*CRLF)[\\x00-\\x7f]' } }).toArray(),
      238,
      'a class with a range over CR or LF under a two-character newline setting in a regular expression is not supported by the embedded store',
    ],
    [
      'a PCRE2 backtracking verb that PCRE2’s start-of-match optimizations may bypass',
      () => db.collection('g').find({ t: { $regex: '(*COMMIT)text' } }).toArray(),
      238,
      'a backtracking verb that can act before the match consumes a character (PCRE2 may skip that start; (*NO_START_OPT) makes it exact) in a regular expression is not supported by the embedded store',
    ],
    [
      'a PCRE2 backtracking verb in a lookbehind',
      () => db.collection('g').find({ t: { $regex: 't(?<=t(*PRUNE))e' } }).toArray(),
      238,
      '(*COMMIT), (*PRUNE), (*SKIP) or (*THEN) inside a lookbehind or a non-atomic assertion, or (*SKIP:NAME) inside a lookaround in a regular expression is not supported by the embedded store',
    ],
    [
      'a regex item after a \\C that stopped inside a character',
      () => db.collection('g').aggregate([{ $project: { r: { $regexMatch: { input: '\u00e9', regex: '^\\C$' } } } }]).toArray(),
      238,
      'a pattern item after a \\C that stopped inside a character (PCRE2 reads its remaining UTF-8 bytes one by one) in a regular expression is not supported by the embedded store',
    ],
    [
      'a reported regex match ending inside a character after \\C',
      () => db.collection('g').aggregate([{ $project: { r: { $regexMatch: { input: '\u00e9', regex: '\\C' } } } }]).toArray(),
      238,
      'a match ending after a \\C that stopped inside a character (PCRE2 reads its remaining UTF-8 bytes one by one) in a regular expression is not supported by the embedded store',
    ],
    [
      'a regex match deeper than the store’s matcher can follow',
      () => db.collection('g').aggregate([{ $project: { r: { $regexMatch: { input: 'ab'.repeat(100_000), regex: '^(?|a|b)*$' } } } }]).toArray(),
      238,
      'a match this deep (too many nested repetitions or calls) in a regular expression is not supported by the embedded store',
    ],
    [
      'collation strength 4 with alternate shifted in Thai (V8 gives no non-ignorable Thai order to rank punctuation by)',
      () => db.collection('g').find({ t: 'text' }, { collation: { locale: 'th', strength: 4 } }).toArray(),
      238,
      "collation strength 4 with alternate 'shifted' for locale 'th' is not supported by the embedded store",
    ],
    [
      'collation maxVariable space in Thai',
      () => db.collection('g').find({}, { collation: { locale: 'th', maxVariable: 'space' } }).toArray(),
      238,
      "collation option 'maxVariable' 'space' for locale 'th' is not supported by the embedded store",
    ],
    [
      'a document an index with backwards secondary order cannot compare exactly',
      async () => {
        await db.collection('bw').createIndex({ t: 1 }, { collation: { locale: 'sk', backwards: true } });
        return db.collection('bw').insertOne({ t: 'chá' });
      },
      238,
      "collation option 'backwards' true with characters that contract or expand in locale 'sk' is not supported by the embedded store",
    ],
    [
      'collation backwards across a contraction',
      () => db.collection('g').aggregate([{ $project: { c: { $cmp: ['chá', 'chà'] } } }], { collation: { locale: 'sk', backwards: true } }).toArray(),
      238,
      "collation option 'backwards' true with characters that contract or expand in locale 'sk' is not supported by the embedded store",
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
    [
      'create with a clustered idIndex',
      () => db.command({ create: 'opts', idIndex: { key: { _id: 1 }, name: '_id_', clustered: true, unique: true } }),
      238,
      "create option 'idIndex' with 'clustered' is not supported by the embedded store",
    ],
    [
      'create with autoIndexId false where mongod does not replicate',
      () => db.client.db('local').command({ create: 'opts', autoIndexId: false }),
      238,
      "create option 'autoIndexId' false is not supported by the embedded store in an unreplicated namespace",
    ],
    [
      'create with encryptedFields holding queries',
      () => db.command({ create: 'opts', encryptedFields: { fields: [{ path: 'a', keyId: new UUID(), queries: { queryType: 'equality' } }] } }),
      238,
      "create option 'encryptedFields' with this configuration is not supported by the embedded store",
    ],
    [
      'an _id index with its own collation on a clustered collection',
      () =>
        db
          .command({ create: 'clustered', clusteredIndex: { key: { _id: 1 }, unique: true } })
          .then(() => db.collection('clustered').createIndex({ _id: 1 }, { collation: { locale: 'fr' } })),
      238,
      "an _id index with another collation than the clustered collection's is not supported by the embedded store",
    ],
    [
      "create of a time series' buckets collection",
      () => db.command({ create: 'system.buckets.opts', timeseries: { timeField: 't' } }),
      238,
      'create of a system.buckets collection with timeseries is not supported by the embedded store',
    ],
    [
      "a write concern whose 'w' is a document of replica set tags",
      () => db.command({ insert: 'wtags', documents: [{}], writeConcern: { w: { dc: 1 } } }),
      238,
      "a write concern 'w' given as a document of tags is not supported by the embedded store",
    ],
  ])('%s', async (_name, run, code, message) => {
    expect(await refusal(run())).toEqual({ code, message });
  });
});
