/* global db, EJSON, print, process, require */
/**
 * Runs cases.json in mongosh (`mongosh URI --quiet --norc --file run-mongosh.js`, with CONFORMANCE_DB and
 * CONFORMANCE_CASES in the environment) and prints a JSON report as its last line.
 *
 * mongosh decodes int32 and double alike as JS numbers and drops regex flags JavaScript lacks, so this runner
 * compares numbers by value (int64 and decimal128 keep their types) and regex flags among i, m, s only;
 * run_pymongo.py checks every type exactly.
 */
const fs = require('fs');

const target = db.getSiblingDB(process.env.CONFORMANCE_DB);
/** `$$regex` / `$$options` in cases.json are the query operators (a plain `$regex` key reads as a legacy regex value). */
function unescape(value) {
  if (Array.isArray(value)) return value.map(unescape);
  if (value === null || typeof value !== 'object' || value._bsontype !== undefined || value instanceof Date) return value;
  const out = {};
  for (const key of Object.keys(value)) out[key.startsWith('$$') ? key.slice(1) : key] = unescape(value[key]);
  return out;
}

const groups = unescape(EJSON.parse(fs.readFileSync(process.env.CONFORMANCE_CASES, 'utf8'), { relaxed: false }));

function normalize(value) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return { $num: String(value) };
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(normalize);
  if (value instanceof Date) return { $date: String(value.getTime()) };
  // RegExps come from mongosh's own realm, so `instanceof RegExp` does not see them.
  if (Object.prototype.toString.call(value) === '[object RegExp]') return { $regex: value.source, $flags: [...value.flags].filter((f) => 'ims'.includes(f)).sort().join('') };
  switch (value._bsontype) {
    case 'Int32':
    case 'Double':
      return { $num: String(value.valueOf()) };
    case 'Long':
      return { $long: value.toString() };
    case 'Decimal128':
      return { $decimal: value.toString() };
    case 'ObjectId':
      return { $oid: value.toHexString() };
    case 'Binary':
      return { $binary: value.toString('base64'), subType: value.sub_type };
    case 'BSONRegExp':
      return { $regex: value.pattern, $flags: [...value.options].filter((f) => 'ims'.includes(f)).sort().join('') };
    case 'Timestamp':
      return { $timestamp: value.toString() };
    case 'MinKey':
      return { $minKey: 1 };
    case 'MaxKey':
      return { $maxKey: 1 };
  }
  const out = {};
  for (const key of Object.keys(value)) out[key] = normalize(value[key]);
  return out;
}

const text = (value) => JSON.stringify(normalize(value));

function expectEqual(label, actual, expected) {
  if (text(actual) !== text(expected)) throw new Error(`${label}: expected ${text(expected)}, got ${text(actual)}`);
}

function withDb(value) {
  // `$db2` stands for a second database (renameCollection across databases).
  if (typeof value === 'string') return value.replaceAll('$db.', `${target.getName()}.`).replaceAll('$db2.', `${target.getName()}_2.`);
  if (Array.isArray(value)) return value.map(withDb);
  if (value && typeof value === 'object' && value._bsontype === undefined && !(value instanceof Date)) {
    const out = {};
    for (const key of Object.keys(value)) out[key] = withDb(value[key]);
    return out;
  }
  return value;
}

/** `$captured:<name>` stands for a value an earlier step of the case captured (a random collection UUID). */
function withCaptures(value, captures) {
  if (typeof value === 'string' && value.startsWith('$captured:')) return captures[value.slice('$captured:'.length)];
  if (Array.isArray(value)) return value.map((item) => withCaptures(item, captures));
  if (value && typeof value === 'object' && value._bsontype === undefined && !(value instanceof Date)) {
    const out = {};
    for (const key of Object.keys(value)) out[key] = withCaptures(value[key], captures);
    return out;
  }
  return value;
}

/** The value at a dotted path of a reply (`cursor.firstBatch.0.info.uuid`). */
const dig = (value, path) => path.split('.').reduce((inner, part) => inner[part], value);

function contains(value, wanted) {
  if (Array.isArray(value)) return value.some((item) => contains(item, wanted));
  if (value === null || typeof value !== 'object') return false;
  if (Object.keys(wanted).every((key) => key in value && text(value[key]) === text(wanted[key]))) return true;
  return Object.values(value).some((item) => contains(item, wanted));
}

/** mongosh throws on `ok: 0`; both outcomes are returned as values. `admin` is true or another database's name (a step's `db`). */
function run(command, admin) {
  try {
    return { reply: (admin === true ? db.getSiblingDB('admin') : admin ? db.getSiblingDB(admin) : target).runCommand(command) };
  } catch (error) {
    if (error.code === undefined) throw error;
    return { error };
  }
}

function allBatches(reply, batchSize) {
  const docs = [...reply.cursor.firstBatch];
  let id = reply.cursor.id;
  const collection = reply.cursor.ns.slice(reply.cursor.ns.indexOf('.') + 1);
  while (id && !(id.isZero && id.isZero()) && Number(id) !== 0) {
    const more = { getMore: id, collection };
    if (batchSize !== undefined) more.batchSize = batchSize;
    const next = target.runCommand(more);
    docs.push(...next.cursor.nextBatch);
    id = next.cursor.id;
  }
  return docs;
}

function checkStep(original, captures) {
  const step = withCaptures(original, captures);
  // A step's `db` of `$db2` is the second database (a collection there, whose UUID another step uses).
  const { reply, error } = run(withDb(step.command), step.admin || (step.db === '$db2' ? `${target.getName()}_2` : step.db));
  if (step.error) {
    if (!error) throw new Error(`expected error ${text(step.error)}, got ${text(reply)}`);
    expectEqual('error code', error.code, step.error.code);
    if (step.error.errmsg !== undefined) expectEqual('error message', error.errmsg, step.error.errmsg);
    // A message holding a random value (an index build's UUID) is given as a regular expression.
    if (step.error.errmsgPattern !== undefined) {
      const pattern = withDb(step.error.errmsgPattern);
      if (!new RegExp(`^(?:${pattern})$`).test(error.errmsg)) throw new Error(`error message: expected to match ${pattern}, got ${error.errmsg}`);
    }
    // Any other field is one of the error's extra fields (CollectionUUIDMismatch's db, collectionUUID...).
    for (const [key, value] of Object.entries(step.error)) {
      if (key !== 'code' && key !== 'errmsg' && key !== 'errmsgPattern') expectEqual(`error.${key}`, error.errorResponse ? error.errorResponse[key] : error[key], value);
    }
    return;
  }
  if (error) throw new Error(`unexpected error ${error.code}: ${error.errmsg}`);
  if (step.writeError) {
    const first = (reply.writeErrors || [])[0];
    if (!first) throw new Error(`expected a write error, got ${text(reply)}`);
    // `$db.` in an expected message (a duplicate key error names its namespace) stands for the test database.
    for (const [key, value] of Object.entries(withDb(step.writeError))) expectEqual(`writeErrors[0].${key}`, first[key], value);
  } else if (reply.writeErrors && reply.writeErrors.length > 0) {
    throw new Error(`unexpected write errors ${text(reply.writeErrors)}`);
  }
  for (const [key, value] of Object.entries(step.reply || {})) expectEqual(`reply.${key}`, reply[key], value);
  for (const key of step.has || []) if (!(key in reply)) throw new Error(`reply has no field ${key}`);
  // A dotted `lacks` names a field inside a subdocument (listCommands' `commands.collstats`).
  for (const key of step.lacks || []) {
    const parts = key.split('.');
    const holder = parts.slice(0, -1).reduce((doc, part) => (doc && typeof doc === 'object' ? doc[part] : undefined), reply);
    if (holder && typeof holder === 'object' && parts[parts.length - 1] in holder) throw new Error(`reply has a field ${key}: ${text(reply)}`);
  }
  if (step.contains && !contains(reply, step.contains)) throw new Error(`reply does not contain ${text(step.contains)}: ${text(reply)}`);
  for (const [name, path] of Object.entries(step.capture || {})) captures[name] = dig(reply, path);
  if (step.batch) expectEqual('documents', allBatches(reply), step.batch);
  if (step.batchField) expectEqual(step.batchField, allBatches(reply).map((doc) => doc[step.batchField]), step.values);
}

function runCase(collection, testCase) {
  if (testCase.roundtrip) {
    target.getCollection(collection).insertOne(testCase.roundtrip);
    const found = target.runCommand({ find: collection, filter: { _id: testCase.roundtrip._id } });
    expectEqual('document', found.cursor.firstBatch, [testCase.roundtrip]);
  } else if (testCase.find) {
    const docs = allBatches(target.runCommand({ find: collection, ...testCase.find }));
    if (testCase.ids) expectEqual('_ids', docs.map((doc) => doc._id), testCase.ids);
    else expectEqual('documents', docs, testCase.docs);
  } else if (testCase.update) {
    const { reply, error } = run({ update: collection, updates: [testCase.update] });
    const writeError = reply && reply.writeErrors && reply.writeErrors[0];
    const failure = error || writeError;
    if (testCase.error) {
      if (!failure) throw new Error(`expected error ${text(testCase.error)}, got ${text(reply)}`);
      expectEqual('error code', failure.code, testCase.error.code);
      if (testCase.error.errmsg !== undefined) expectEqual('error message', failure.errmsg, testCase.error.errmsg);
    } else if (failure) {
      throw new Error(`unexpected error ${failure.code}: ${failure.errmsg}`);
    }
    expectEqual('documents after', allBatches(target.runCommand({ find: collection, filter: {}, sort: { _id: 1 } })), testCase.after);
  } else if (testCase.cursor) {
    let reply = target.runCommand(testCase.cursor);
    const sizes = [reply.cursor.firstBatch.length];
    let id = reply.cursor.id;
    while (Number(id) !== 0) {
      reply = target.runCommand({ getMore: id, collection, batchSize: testCase.getMoreBatchSize });
      sizes.push(reply.cursor.nextBatch.length);
      id = reply.cursor.id;
    }
    expectEqual('batch sizes', sizes, testCase.batches);
  } else {
    const captures = {};
    for (const step of testCase.steps || [testCase]) checkStep(step, captures);
  }
}

const results = [];
for (const group of groups) {
  // A case can be beyond what this client can send or see (a date outside a JS Date's range).
  for (const testCase of group.cases.filter((item) => !item.onlyClients || item.onlyClients.includes('mongosh'))) {
    // System collections last: mongod refuses to drop system.views while a time series exists.
    const names = target.getCollectionNames();
    for (const name of [...names.filter((name) => !name.startsWith('system.')), ...names.filter((name) => name.startsWith('system.'))]) target.getCollection(name).drop();
    target.getSiblingDB(`${target.getName()}_2`).dropDatabase();
    if (group.setup && group.setup.length > 0) target.getCollection(group.collection).insertMany(group.setup);
    try {
      runCase(group.collection, testCase);
      results.push({ name: testCase.name, ok: true });
    } catch (error) {
      results.push({ name: testCase.name, ok: false, error: String(error.message || error) });
    }
  }
}
target.dropDatabase();
target.getSiblingDB(`${target.getName()}_2`).dropDatabase();
print(JSON.stringify({ client: 'mongosh', results }));
