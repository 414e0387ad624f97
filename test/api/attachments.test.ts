import type { Express } from 'express';
import request from 'supertest';
import { ATTACHMENTS_BUCKET } from '../../src/server/attachments/attachment-store';
import { ORPHAN_AGE_MS, sweepOrphanAttachments } from '../../src/server/attachments/orphan-sweep';
import { GridFSBucket, ObjectId } from '../../src/server/db/driver';
import { attachmentSuite } from '../helpers/attachment-suite';
import * as sample from '../helpers/sample-files';
import { testApp } from '../helpers/test-app';

const suite = attachmentSuite({ CONTACT_RATE_PER_MINUTE: '1000', CONTACT_RATE_PER_DAY: '1000' });

const text = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'A 6 m printed bench for a hotel lobby; drawings attached.' };

type File = { bytes: Buffer; filename: string; contentType?: string };

/** A multipart post as the forms send it: text fields first, then each file under `attachments`. */
function postMultipart(files: File[], fields: Record<string, string> = text, target: Express = suite.app) {
  let req = request(target).post('/api/contact').set('Accept', 'application/json');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const file of files) req = req.attach('attachments', file.bytes, { filename: file.filename, contentType: file.contentType ?? 'application/octet-stream' });
  return req;
}

const counts = async () => ({
  submissions: await suite.db.models.ContactSubmission.countDocuments(),
  files: await suite.db.native.collection(`${ATTACHMENTS_BUCKET}.files`).countDocuments(),
  chunks: await suite.db.native.collection(`${ATTACHMENTS_BUCKET}.chunks`).countDocuments(),
});
const nothingStored = { submissions: 0, files: 0, chunks: 0 };

/** Waits for the drained body and cleanup after an early answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('POST /api/contact with attachments', () => {
  test('stores the message and its files in one go; 201 lists them with the type their bytes showed', async () => {
    const drawing = sample.pdf();
    const model = sample.binaryStl(2000);
    const res = await postMultipart([
      { bytes: drawing, filename: 'Lobby bench – plan.pdf', contentType: 'application/pdf' },
      { bytes: model, filename: 'bench.stl', contentType: 'application/sla' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const { id, attachments } = res.body.data;
    expect(attachments).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{24}$/), filename: 'Lobby bench – plan.pdf', size: drawing.length, content_type: 'application/pdf' },
      { id: expect.stringMatching(/^[0-9a-f]{24}$/), filename: 'bench.stl', size: model.length, content_type: 'model/stl' },
    ]);
    const doc = await suite.db.models.ContactSubmission.findById(id).lean();
    expect(doc?.message).toBe(text.message);
    expect(doc?.attachments?.map((file) => ({ ...file, id: String(file.id) }))).toEqual(attachments);
    const files = await suite.db.native.collection(`${ATTACHMENTS_BUCKET}.files`).find({}).sort({ length: 1 }).toArray();
    expect(files.map((file) => [String(file._id), file.filename, file.length, String(file.metadata?.submission_id), file.metadata?.content_type])).toEqual([
      [attachments[0].id, 'Lobby bench – plan.pdf', drawing.length, id, 'application/pdf'],
      [attachments[1].id, 'bench.stl', model.length, id, 'model/stl'],
    ]);
  });

  test('JSON and urlencoded posts work as before, with no attachments', async () => {
    const json = await request(suite.app).post('/api/contact').send(text);
    expect(json.status).toBe(201);
    expect(json.body.data).toEqual({ id: expect.any(String), created_at: expect.any(String) });
    const form = await request(suite.app).post('/api/contact').type('form').send(new URLSearchParams(text).toString());
    expect(form.status).toBe(303);
    expect(await counts()).toEqual({ submissions: 2, files: 0, chunks: 0 });
  });

  test('a multipart post without files is an ordinary message (an empty file input sends an empty part)', async () => {
    const res = await postMultipart([{ bytes: Buffer.alloc(0), filename: '' }]);
    expect(res.status).toBe(201);
    expect(res.body.data.attachments).toEqual([]);
    expect(await counts()).toEqual({ submissions: 1, files: 0, chunks: 0 });
  });

  test('the type is decided by the bytes: a file whose bytes are not its claimed type is refused, naming it; nothing is stored', async () => {
    const res = await postMultipart([
      { bytes: sample.pdf(), filename: 'plan.pdf', contentType: 'application/pdf' },
      { bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0x90)]), filename: 'drawing.pdf', contentType: 'application/pdf' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: 'Please check the highlighted fields.',
      fields: { attachments: '“drawing.pdf” was not accepted: its content is not one of the accepted types (PDF, PNG, JPEG, WebP, STL, OBJ, 3MF, STEP, DXF or ZIP).' },
    });
    await settle();
    expect(await counts()).toEqual(nothingStored);
  });

  test('an accepted type under another name is stored as what it is, with a matching extension', async () => {
    const res = await postMultipart([{ bytes: sample.png(), filename: 'model.stl', contentType: 'model/stl' }]);
    expect(res.status).toBe(201);
    expect(res.body.data.attachments[0]).toMatchObject({ filename: 'model.stl.png', content_type: 'image/png' });
  });

  test('more than five files: 400, nothing stored', async () => {
    const six = Array.from({ length: 6 }, (_, index) => ({ bytes: sample.obj(), filename: `part-${index}.obj` }));
    const res = await postMultipart(six);
    expect(res.status).toBe(400);
    expect(res.body.fields.attachments).toBe('Please attach at most 5 files.');
    await settle();
    expect(await counts()).toEqual(nothingStored);
  });

  test('a 21 MB upload is a 413 before anything is read, and nothing is stored', async () => {
    const res = await postMultipart([{ bytes: sample.binaryStl(Math.floor((21 * 1024 * 1024 - 84) / 50)), filename: 'big.stl' }]);
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/more than 20 MB/);
    await settle();
    expect(await counts()).toEqual(nothingStored);
  });

  test('files passing 20 MB together while streaming (declared length within the cap): 413, every chunk written so far removed', async () => {
    const half = sample.binaryStl(Math.floor((10 * 1024 * 1024 + 20_000) / 50));
    const res = await postMultipart([
      { bytes: half, filename: 'a.stl' },
      { bytes: half, filename: 'b.stl' },
    ]);
    expect(res.status).toBe(413);
    await settle();
    expect(await counts()).toEqual(nothingStored);
  }, 30_000);

  test('invalid text with files: 400 for the fields and the files at once, nothing stored', async () => {
    const res = await postMultipart([{ bytes: Buffer.from('hello'), filename: 'notes.txt' }], { ...text, email: 'not an address' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: 'Please enter a valid email address.', attachments: expect.stringContaining('“notes.txt” was not accepted') });
    await settle();
    expect(await counts()).toEqual(nothingStored);
  });

  test('a text field after a file is refused (the checks run before files are read)', async () => {
    const res = await request(suite.app)
      .post('/api/contact')
      .field('name', text.name)
      .field('email', text.email)
      .field('message', text.message)
      .attach('attachments', sample.pdf(), 'plan.pdf')
      .field('phone_number', '407 555 0100');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/text fields before the files/);
    await settle();
    expect(await counts()).toEqual(nothingStored);
  });

  test('honeypot: answered like a success with its files listed, nothing stored', async () => {
    const res = await postMultipart([{ bytes: sample.pdf(), filename: 'spam.pdf' }], { ...text, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body.data.attachments).toEqual([expect.objectContaining({ filename: 'spam.pdf', content_type: 'application/pdf' })]);
    expect(await counts()).toEqual(nothingStored);
  });

  test('rate limits apply: the over-limit post is refused before its files are stored; a refused file does not use up the limit', async () => {
    const limited = testApp({ db: suite.db }, { CONTACT_RATE_PER_MINUTE: '1', CONTACT_RATE_PER_DAY: '1000' });
    const refusedFile = await postMultipart([{ bytes: Buffer.from('x'), filename: 'x.txt' }], text, limited);
    expect(refusedFile.status).toBe(400);
    await settle();
    const first = await postMultipart([{ bytes: sample.pdf(), filename: 'a.pdf' }], text, limited);
    expect(first.status).toBe(201);
    const second = await postMultipart([{ bytes: sample.binaryStl(20_000), filename: 'b.stl' }], text, limited);
    expect(second.status).toBe(429);
    await settle();
    expect(await counts()).toMatchObject({ submissions: 1, files: 1 });
  });

  test('a malformed multipart body is a 400, never a 500', async () => {
    const res = await request(suite.app)
      .post('/api/contact')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--xyz\r\nContent-Disposition: form-da');
    expect(res.status).toBe(400);
    expect(await counts()).toEqual(nothingStored);
  });

  test('the /contact page form (no JavaScript) posts multipart: a refused file comes back on the page with the text kept', async () => {
    const res = await request(suite.app)
      .post('/contact')
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .field('name', text.name)
      .field('email', text.email)
      .field('message', text.message)
      .attach('attachments', Buffer.from('<html>not a drawing</html>'), 'plan.pdf');
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/contact\?form=/);
    const page = await request(suite.app).get(String(res.headers.location));
    expect(page.status).toBe(400);
    expect(page.text).toContain('was not accepted: its content is not one of the accepted types');
    expect(page.text).toContain(text.message);
    const ok = await request(suite.app)
      .post('/contact')
      .set('Accept', 'text/html')
      .field('name', text.name)
      .field('email', text.email)
      .field('message', text.message)
      .attach('attachments', sample.pdf(), 'plan.pdf');
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('/contact?sent=1');
    expect(await counts()).toMatchObject({ submissions: 1, files: 1 });
  });
});

describe('GET /api/admin/attachments/:id', () => {
  async function uploaded(files: File[]) {
    const res = await postMultipart(files);
    expect(res.status).toBe(201);
    return res.body.data as { id: string; attachments: { id: string }[] };
  }

  test('without a session: 401', async () => {
    const { attachments } = await uploaded([{ bytes: sample.pdf(), filename: 'plan.pdf' }]);
    const res = await request(suite.app).get(`/api/admin/attachments/${attachments[0]!.id}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Authentication required' });
  });

  test('byte for byte, as an attachment with a safe name, the stored type, nosniff and a sandbox', async () => {
    const model = sample.binaryStl(30_000);
    const { attachments } = await uploaded([{ bytes: model, filename: 'Bänk "final".stl' }]);
    const res = await request(suite.app)
      .get(`/api/admin/attachments/${attachments[0]!.id}`)
      .set('Cookie', suite.cookie)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, model)).toBe(0);
    expect(res.headers['content-type']).toBe('model/stl');
    expect(res.headers['content-length']).toBe(String(model.length));
    expect(res.headers['content-disposition']).toBe(`attachment; filename="B?nk _final_.stl"; filename*=UTF-8''B%C3%A4nk%20_final_.stl`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('unknown id 404, malformed id 400', async () => {
    expect((await request(suite.app).get(`/api/admin/attachments/${new ObjectId().toHexString()}`).set('Cookie', suite.cookie)).status).toBe(404);
    expect((await request(suite.app).get('/api/admin/attachments/not-an-id').set('Cookie', suite.cookie)).status).toBe(400);
  });

  test('previews: raster images inline, anything else has none', async () => {
    const { attachments } = await uploaded([
      { bytes: sample.png(), filename: 'photo.png' },
      { bytes: sample.pdf(), filename: 'plan.pdf' },
    ]);
    const image = await request(suite.app).get(`/api/admin/attachments/${attachments[0]!.id}/preview`).set('Cookie', suite.cookie);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('inline; filename=photo.png');
    expect(image.headers['content-security-policy']).toMatch(/sandbox/);
    expect((await request(suite.app).get(`/api/admin/attachments/${attachments[1]!.id}/preview`).set('Cookie', suite.cookie)).status).toBe(404);
  });

  test('the inbox lists a message with its attachments', async () => {
    const { id, attachments } = await uploaded([{ bytes: sample.dxf(), filename: 'plan.dxf' }]);
    const res = await request(suite.app).get('/api/admin/submissions').set('Cookie', suite.cookie);
    const listed = res.body.data.find((submission: { id: string }) => submission.id === id);
    expect(listed.attachments).toEqual([{ id: attachments[0]!.id, filename: 'plan.dxf', size: sample.dxf().length, content_type: 'image/vnd.dxf' }]);
  });

  test('deleting a message deletes its files and their chunks', async () => {
    const keep = await uploaded([{ bytes: sample.pdf(), filename: 'keep.pdf' }]);
    const gone = await uploaded([
      { bytes: sample.binaryStl(20_000), filename: 'gone.stl' },
      { bytes: sample.png(), filename: 'gone.png' },
    ]);
    const res = await request(suite.app).delete(`/api/admin/submissions/${gone.id}`).set('Cookie', suite.cookie);
    expect(res.status).toBe(200);
    const files = await suite.db.native.collection(`${ATTACHMENTS_BUCKET}.files`).find({}).toArray();
    expect(files.map((file) => String(file._id))).toEqual([keep.attachments[0]!.id]);
    expect(await suite.db.native.collection(`${ATTACHMENTS_BUCKET}.chunks`).countDocuments({ files_id: { $ne: files[0]!._id } })).toBe(0);
    expect((await request(suite.app).get(`/api/admin/attachments/${gone.attachments[0]!.id}`).set('Cookie', suite.cookie)).status).toBe(404);
  });
});

describe('orphan sweep', () => {
  test('removes files whose message does not exist and chunks without a file, once they are an hour old; keeps the rest', async () => {
    const kept = (await postMultipart([{ bytes: sample.pdf(), filename: 'kept.pdf' }])).body.data.attachments[0].id as string;
    const bucket = new GridFSBucket(suite.db.native, { bucketName: ATTACHMENTS_BUCKET });
    const write = (id: ObjectId, submission: ObjectId) =>
      new Promise<void>((resolve, reject) =>
        bucket.openUploadStreamWithId(id, 'x.pdf', { metadata: { submission_id: submission, content_type: 'application/pdf' } }).on('finish', () => resolve()).on('error', reject).end(sample.pdf()),
      );
    const orphan = new ObjectId();
    const fresh = new ObjectId();
    await write(orphan, new ObjectId());
    await write(fresh, new ObjectId());
    const later = Date.now() + ORPHAN_AGE_MS + 60_000;
    // The fresh one's upload "just finished": its date is moved to that later moment.
    await suite.db.native.collection(`${ATTACHMENTS_BUCKET}.files`).updateOne({ _id: fresh }, { $set: { uploadDate: new Date(later) } });
    const stray = ObjectId.createFromTime(Math.floor((Date.now() - ORPHAN_AGE_MS - 60_000) / 1000));
    await suite.db.native.collection(`${ATTACHMENTS_BUCKET}.chunks`).insertOne({ files_id: stray, n: 0, data: Buffer.from('half an upload') });
    expect(await sweepOrphanAttachments(suite.db.native, later)).toBe(2);
    const files = (await suite.db.native.collection(`${ATTACHMENTS_BUCKET}.files`).find({}).toArray()).map((file) => String(file._id)).sort();
    expect(files).toEqual([kept, String(fresh)].sort());
    expect(await suite.db.native.collection(`${ATTACHMENTS_BUCKET}.chunks`).countDocuments({ files_id: { $in: [orphan, stray] } })).toBe(0);
  });
});
