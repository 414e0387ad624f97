import { BSON, Double, GridFSBucket, Int32, Long, type ObjectId } from 'mongodb';
import { connectTarget, usingEmbedded } from './target';

/**
 * What the lead desk relies on, through the real driver: GridFS with byte ranges, weekly charts
 * ($dateTrunc/$week in $group and $facet), medians, arrayFilters updates, capped $push and TTL indexes.
 * Runs against a real mongod too (MONGODB_URI_TEST); the TTL sweep only on the embedded store, whose sweep
 * interval tests can shorten (mongod's monitor runs once a minute).
 */
const connected = connectTarget();

function upload(bucket: GridFSBucket, data: Buffer): Promise<ObjectId> {
  return new Promise((resolve, reject) => {
    const stream = bucket.openUploadStream('part.stl', { metadata: { contentType: 'model/stl' } });
    stream.on('finish', () => resolve(stream.id)).on('error', reject);
    stream.end(data);
  });
}

async function download(bucket: GridFSBucket, id: ObjectId, range: { start?: number; end?: number } = {}): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of bucket.openDownloadStream(id, range)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('what the lead desk uses', () => {
  test('GridFS: upload, indexes, whole and ranged downloads, delete', async () => {
    const bucket = new GridFSBucket(connected.db, { bucketName: 'attachments', chunkSizeBytes: 1024 });
    const data = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
    const id = await upload(bucket, data);

    const files = await connected.db.collection('attachments.files').indexes();
    expect(files.map((index) => index.key)).toEqual([{ _id: 1 }, { filename: 1, uploadDate: 1 }]);
    const chunks = await connected.db.collection('attachments.chunks').indexes();
    expect(chunks[1]).toMatchObject({ key: { files_id: 1, n: 1 }, unique: true });
    expect(await connected.db.collection('attachments.chunks').countDocuments({ files_id: id })).toBe(5);
    const [file] = await bucket.find({ _id: id }).toArray();
    expect(file).toMatchObject({ length: 5000, chunkSize: 1024, filename: 'part.stl', metadata: { contentType: 'model/stl' } });

    expect((await download(bucket, id)).equals(data)).toBe(true);
    for (const [start, end] of [[1000, 3500], [1023, 1025], [0, 1024], [4096, 5000], [4999, 5000]] as const) {
      expect((await download(bucket, id, { start, end })).equals(data.subarray(start, end))).toBe(true);
    }

    await bucket.delete(id);
    expect(await connected.db.collection('attachments.files').countDocuments()).toBe(0);
    expect(await connected.db.collection('attachments.chunks').countDocuments()).toBe(0);
  });

  test('a weekly chart: $facet of $dateTrunc weeks, $week, totals and a median, with mongod types', async () => {
    const messages = connected.db.collection('chart');
    await messages.insertMany([
      { at: new Date('2026-11-02T10:00:00Z'), replyMs: new Long(100), size: new Double(2) },
      { at: new Date('2026-11-04T10:00:00Z'), replyMs: new Long(300), size: new Double(3) },
      { at: new Date('2026-11-10T10:00:00Z'), replyMs: new Long(200), size: new Double(4) },
    ]);
    const [chart] = await messages
      .aggregate(
        [
          {
            $facet: {
              weeks: [
                { $group: { _id: { $dateTrunc: { date: '$at', unit: 'week', startOfWeek: 'monday' } }, n: { $sum: 1 }, ms: { $sum: '$replyMs' } } },
                { $sort: { _id: 1 } },
              ],
              weekNumbers: [{ $group: { _id: { $week: '$at' }, size: { $avg: '$size' } } }, { $sort: { _id: 1 } }],
              median: [{ $group: { _id: null, ms: { $median: { input: '$replyMs', method: 'approximate' } } } }],
            },
          },
        ],
        { promoteValues: false },
      )
      .toArray();
    // Canonical Extended JSON tells int32, long and double apart.
    const canonical = (value: unknown) => BSON.EJSON.stringify(value, { relaxed: false });
    expect(canonical(chart)).toBe(canonical({
      weeks: [
        { _id: new Date('2026-11-02T00:00:00Z'), n: new Int32(2), ms: new Long(400) },
        { _id: new Date('2026-11-09T00:00:00Z'), n: new Int32(1), ms: new Long(200) },
      ],
      weekNumbers: [
        { _id: new Int32(44), size: new Double(2.5) },
        { _id: new Int32(45), size: new Double(4) },
      ],
      median: [{ _id: null, ms: new Double(200) }],
    }));
  });

  test('arrayFilters in updateOne and findOneAndUpdate; $push with $each, $sort and $slice', async () => {
    const leads = connected.db.collection<{ attachments: { id: string; model: string }[]; history: { n: number }[] }>('leads');
    const { insertedId } = await leads.insertOne({
      attachments: [
        { id: 'a', model: 'x' },
        { id: 'b', model: 'y' },
      ],
      history: [],
    });
    await leads.updateOne({ _id: insertedId }, { $set: { 'attachments.$[a].model': 'z' } }, { arrayFilters: [{ 'a.id': 'b' }] });
    const after = await leads.findOneAndUpdate(
      { _id: insertedId },
      { $set: { 'attachments.$[a].model': 'w' }, $push: { history: { $each: [{ n: 1 }, { n: 3 }, { n: 2 }], $sort: { n: -1 }, $slice: 2 } } },
      { arrayFilters: [{ 'a.id': 'a' }], returnDocument: 'after' },
    );
    expect(after).toEqual({
      _id: insertedId,
      attachments: [
        { id: 'a', model: 'w' },
        { id: 'b', model: 'z' },
      ],
      history: [{ n: 3 }, { n: 2 }],
    });
    await expect(leads.updateOne({ _id: insertedId }, { $set: { 'attachments.$[a].model': 'v' } })).rejects.toMatchObject({ code: 2 });
  });

  (usingEmbedded ? test : test.skip)('TTL: the earliest date of an array counts, non-dates and documents a partial index leaves out never expire', async () => {
    const drafts = connected.db.collection('drafts');
    await drafts.createIndex({ expires: 1 }, { expireAfterSeconds: 0, partialFilterExpression: { kind: 'draft' } });
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    await drafts.insertMany([
      { name: 'old draft', kind: 'draft', expires: past },
      { name: 'array draft', kind: 'draft', expires: [future, past] },
      { name: 'new draft', kind: 'draft', expires: future },
      { name: 'not a date', kind: 'draft', expires: 'tomorrow' },
      { name: 'old sent', kind: 'sent', expires: past },
    ]);
    const deadline = Date.now() + 5000;
    while ((await drafts.countDocuments()) > 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const left = await drafts.find({}, { projection: { _id: 0, name: 1 } }).sort({ name: 1 }).toArray();
    expect(left).toEqual([{ name: 'new draft' }, { name: 'not a date' }, { name: 'old sent' }]);
  });
});
