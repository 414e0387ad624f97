import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { BSON, Binary, Decimal128, Double, Int32, Long, MongoClient, ObjectId, type Db, type Document } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/embedded-mongo';
import { DB_NAME } from '../../src/server/db/database';
import { EXACT_READ_OPTIONS, documentLine, parseLine } from '../../src/server/ops/backup-format';

const ROOT = path.resolve(__dirname, '..', '..');
jest.setTimeout(120_000);

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs scripts/<name>.ts as `npm run db:…` would (tsx), with only the variables given, not the test's MONGODB_URI. */
function runScript(name: 'db-backup' | 'db-restore', args: string[], env: { MONGODB_URI?: string; DATA_DIR: string }): Promise<Run> {
  const { MONGODB_URI: _inherited, ...base } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', path.join('scripts', `${name}.ts`), ...args], { cwd: ROOT, env: { ...base, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

/**
 * Every collection as canonical Extended JSON read from raw BSON (not through the code under test), so
 * a type or a field order that changed anywhere shows up as a different string.
 */
async function snapshot(db: Db): Promise<Record<string, { documents: string[]; indexes: Document[] }>> {
  const result: Record<string, { documents: string[]; indexes: Document[] }> = {};
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((entry) => entry.name).sort();
  for (const name of names) {
    const raw = (await db.collection(name).find({}, { raw: true, sort: { _id: 1 } }).toArray()) as unknown as Buffer[];
    const documents = raw.map((bytes) => BSON.EJSON.stringify(BSON.deserialize(bytes, { promoteValues: false, bsonRegExp: true }), { relaxed: false }));
    const indexes = (await db.collection(name).listIndexes().toArray()).map(({ v: _v, ns: _ns, ...spec }) => spec).sort((a, b) => String(a.name).localeCompare(String(b.name)));
    result[name] = { documents, indexes };
  }
  return result;
}

const typedDocument = (n: number) => ({
  _id: new ObjectId(),
  zFirst: 'field order is kept',
  int32: new Int32(n),
  int64: Long.fromString('9007199254740993'), // 2^53 + 1: a double cannot hold it
  smallInt64: Long.fromNumber(7), // still an Int64, though a number could hold it
  double: new Double(10.0),
  decimal: Decimal128.fromString('1234.5600'),
  uuid: new Binary(Buffer.from('0123456789abcdef0123456789abcdef', 'hex'), Binary.SUBTYPE_UUID),
  createdAt: new Date(),
  nested: [[1, [2, 'three']], { b: 1, a: { deep: [new Date(0), null, true] } }],
  aLast: 'still last',
});

function documentLines(file: string): string[] {
  return gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n').slice(1).filter(Boolean);
}

describe('npm run db:backup / db:restore', () => {
  let dir: string;
  let dataDir: string;
  let store: EmbeddedMongo | undefined;
  let client: MongoClient;
  let db: Db;
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stratum-backup-'));
    dataDir = path.join(dir, 'data');
    store = await startEmbeddedMongo({ dbPath: path.join(dataDir, 'db'), logger: () => undefined });
    client = await MongoClient.connect(store.uri);
    db = client.db(DB_NAME);

    const samples = db.collection('samples');
    await samples.insertMany([typedDocument(1), typedDocument(2), { _id: 'a string id' as unknown as ObjectId, only: new Int32(1) }]);
    await samples.createIndex({ int32: 1, int64: -1 }, { unique: true, name: 'int32_int64_unique', partialFilterExpression: { int32: { $exists: true } } });
    await samples.createIndex({ createdAt: 1 }, { expireAfterSeconds: 3600 });
    // Enough documents and bytes for several insert batches both ways (1000 documents / 8 MB per batch).
    await db.collection('events').insertMany(Array.from({ length: 2500 }, (_, i) => ({ seq: new Int32(i), at: new Date(1_700_000_000_000 + i) })));
    const chunk = Buffer.alloc(256 * 1024, 7);
    await db.collection('fs.chunks').insertMany(Array.from({ length: 40 }, (_, n) => ({ files_id: new ObjectId(), n: new Int32(n), data: new Binary(chunk) })));
    await db.createCollection('empty_collection');
    // What the store gives back, not what was inserted: the store may change a type on its own (see below).
    before = await snapshot(db);
  });

  afterAll(async () => {
    await client?.close();
    await store?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const backupFile = () => path.join(dir, 'stratum.jsonl.gz');

  test('backup, wipe, restore through MONGODB_URI: every document with its types and field order, every index', async () => {
    const backup = await runScript('db-backup', ['--out', backupFile()], { MONGODB_URI: store!.uri, DATA_DIR: dataDir });
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toContain('Backed up 2543 documents in 4 collections');
    expect(fs.existsSync(`${backupFile()}.partial`)).toBe(false);

    await db.dropDatabase();
    await db.collection('samples').insertOne({ stray: 'written after the backup' });
    await db.collection('added_later').insertOne({ kept: true });
    const restore = await runScript('db-restore', [backupFile()], { MONGODB_URI: store!.uri, DATA_DIR: dataDir });
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toContain('Restored 2543 documents in 4 collections');
    expect(restore.stdout).toContain('left as they were: added_later');

    const after = await snapshot(db);
    // The backup's collections are replaced (the stray document is gone); others are left alone.
    expect(after.added_later?.documents).toHaveLength(1);
    delete after.added_later;
    await db.dropCollection('added_later');
    expect(after).toEqual(before);
    expect(after.samples!.indexes.map((index) => index.name)).toEqual(['_id_', 'createdAt_1', 'int32_int64_unique']);
    const typed = after.samples!.documents.find((document) => document.includes('"zFirst"'));
    expect(typed).toContain('{"$numberLong":"9007199254740993"}');
    expect(typed).toContain('{"$binary":{"base64":"ASNFZ4mrze8BI0VniavN7w==","subType":"04"}}');
    expect(typed).toContain('{"$numberDecimal":"1234.5600"}');
  });

  test('refuses a file that is not a complete backup with exit code 3, and changes nothing', async () => {
    const fullBackup = fs.readFileSync(backupFile());
    const notGzip = path.join(dir, 'notes.txt');
    fs.writeFileSync(notGzip, 'hello\n');
    const otherJsonLines = path.join(dir, 'other.jsonl.gz');
    fs.writeFileSync(otherJsonLines, gzipSync('{"hello":1}\n'));
    const cutInHalf = path.join(dir, 'cut.jsonl.gz');
    fs.writeFileSync(cutInHalf, fullBackup.subarray(0, Math.floor(fullBackup.length / 2)));
    const withoutEndLine = path.join(dir, 'no-end.jsonl.gz');
    const lines = gunzipSync(fullBackup).toString('utf8').split('\n');
    fs.writeFileSync(withoutEndLine, gzipSync(lines.slice(0, 100).join('\n') + '\n'));

    const cases: Array<[string, RegExp]> = [
      [notGzip, /not a stratum-db-backup file .*it is not gzip/],
      [otherJsonLines, /not a stratum-db-backup file/],
      [cutInHalf, /cut short or damaged/],
      [withoutEndLine, /cut short \(no end line after 100 lines\)/],
      [path.join(dir, 'missing.jsonl.gz'), /no such file/],
    ];
    await db.collection('samples').insertOne({ marker: 'must survive a refused restore' });
    const expected = await snapshot(db);
    const runs = await Promise.all(cases.map(([file]) => runScript('db-restore', [file], { MONGODB_URI: store!.uri, DATA_DIR: dataDir })));
    cases.forEach(([file, message], i) => {
      expect({ file, code: runs[i]!.code, stderr: runs[i]!.stderr }).toEqual({ file, code: file.includes('missing') ? 1 : 3, stderr: expect.stringMatching(message) });
    });
    expect(await snapshot(db)).toEqual(expected);
    await db.collection('samples').deleteOne({ marker: 'must survive a refused restore' });
  });

  test('without MONGODB_URI while a server holds DATA_DIR/db: backs up through the running store', async () => {
    const beside = path.join(dir, 'beside-running.jsonl.gz');
    const run = await runScript('db-backup', ['--out', beside], { DATA_DIR: dataDir });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('served by the running server');
    expect(documentLines(beside)).toEqual(documentLines(backupFile()));
  });

  test('without MONGODB_URI and no server running: opens the embedded store in DATA_DIR/db itself', async () => {
    await client.close();
    await store!.stop();
    store = undefined;
    const own = path.join(dir, 'own-store.jsonl.gz');
    const backup = await runScript('db-backup', ['--out', own], { DATA_DIR: dataDir });
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toContain(`the embedded store in ${path.join(dataDir, 'db')}`);
    expect(documentLines(own)).toEqual(documentLines(backupFile()));

    const restore = await runScript('db-restore', [own], { DATA_DIR: dataDir });
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    store = await startEmbeddedMongo({ dbPath: path.join(dataDir, 'db'), logger: () => undefined });
    client = await MongoClient.connect(store.uri);
    db = client.db(DB_NAME);
    expect(await snapshot(db)).toEqual(before);
  });

  test('an output it cannot write: exit 1 with the reason, before the database is opened', async () => {
    const aFile = path.join(dir, 'a-file');
    fs.writeFileSync(aFile, '');
    const run = await runScript('db-backup', ['--out', path.join(aFile, 'stratum.jsonl.gz')], { DATA_DIR: path.join(dir, 'no-such-data') });
    expect(run).toMatchObject({ code: 1, stderr: expect.stringMatching(/^Cannot write .*a-file\/stratum\.jsonl\.gz: EEXIST/) });
  });

  test('usage errors exit with 2', async () => {
    expect(await runScript('db-backup', [], { DATA_DIR: dataDir })).toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run db:backup -- --out FILE') });
    expect(await runScript('db-restore', ['a', 'b'], { DATA_DIR: dataDir })).toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run db:restore -- FILE') });
  });
});

describe('backup file format', () => {
  // Today's embedded store hands back Double 10.0 and Int64 7 as Int32 before any backup runs (the
  // round trip above compares with what it returns), so the exact typing is checked here without it:
  // BSON as the driver receives it, read with the backup's options, through a line and back.
  test('a document line keeps every BSON type and the field order', () => {
    const document = typedDocument(1);
    const asReadByBackup = BSON.deserialize(BSON.serialize(document), EXACT_READ_OPTIONS);
    const line = documentLine('samples', asReadByBackup);
    const record = parseLine(line.trimEnd(), 2);
    expect(record.kind).toBe('document');
    if (record.kind !== 'document') return;
    expect(record.collection).toBe('samples');
    expect(BSON.EJSON.stringify(record.document, { relaxed: false })).toBe(BSON.EJSON.stringify(document, { relaxed: false }));
    expect(record.document.double).toBeInstanceOf(Double);
    expect(record.document.int32).toBeInstanceOf(Int32);
    expect(record.document.int64).toBeInstanceOf(Long);
    expect(record.document.smallInt64).toBeInstanceOf(Long);
    expect(Object.keys(record.document)).toEqual(Object.keys(document));
    expect(Buffer.from(BSON.serialize(record.document)).equals(BSON.serialize(document))).toBe(true);
  });
});
