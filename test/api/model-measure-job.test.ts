import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { attachmentsBucket } from '../../src/server/attachments/attachment-store';
import { ObjectId } from '../../src/server/db/driver';
import { enqueueModelMeasurements, MODEL_MEASURE, modelMeasureHandler } from '../../src/server/model-insight/model-measure-job';
import { NotReadyError, ObsoleteJobError } from '../../src/server/outbox/delivery-errors';
import type { OutboxJob } from '../../src/server/outbox/outbox-job';
import { OutboxStore } from '../../src/server/outbox/outbox-store';
import { OutboxWorker } from '../../src/server/outbox/outbox-worker';
import { binaryStl, cubeObject, cubeTriangles, threeMf, threeMfModel } from '../helpers/model-fixtures';
import { recordingLogger } from '../helpers/recording-logger';
import { useTestDatabase } from '../helpers/test-db';

const database = useTestDatabase({ emptyBeforeEach: ['outbox_jobs', 'contact_submissions'] });

const jobs = () => database.db.native.collection<OutboxJob>('outbox_jobs');
const submissions = () => database.db.native.collection('contact_submissions');
const bucket = () => attachmentsBucket(database.db.native);

/** Stores a file as the attachments flow does: GridFS bucket `attachments`, metadata naming its submission. */
async function storeFile(submissionId: ObjectId, filename: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const id = new ObjectId();
  // Small chunks, so a 3MF's directory and entries span several and the range reads are exercised.
  const upload = bucket().openUploadStreamWithId(id, filename, { chunkSizeBytes: 256, metadata: { submission_id: submissionId, content_type: contentType } });
  await pipeline(Readable.from([bytes]), upload);
  return { id, filename, size: bytes.length, content_type: contentType };
}

async function storeSubmission(files: { filename: string; bytes: Buffer }[]) {
  const _id = new ObjectId();
  const attachments = [];
  for (const file of files) attachments.push(await storeFile(_id, file.filename, file.bytes));
  await submissions().insertOne({ _id, name: 'Ada', email: 'ada@example.com', message: 'Quote please', created_at: new Date(), read: false, archived: false, attachments });
  return { _id, attachments };
}

async function runAllJobs() {
  const worker = new OutboxWorker({
    store: new OutboxStore(() => database.db.native),
    handlers: { [MODEL_MEASURE]: modelMeasureHandler({ db: database.db }) },
    logger: recordingLogger().logger,
    pollMs: 20,
    retryBaseMs: 50,
  });
  worker.start();
  const deadline = Date.now() + 15_000;
  while ((await jobs().countDocuments({ state: 'pending' })) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  await worker.stop(50);
}

/** A job as the worker hands it over, for calling the handler directly. */
function claimedJob(ref: ObjectId, attachmentId: ObjectId, createdAt = new Date()): OutboxJob {
  return { _id: new ObjectId(), kind: MODEL_MEASURE, ref, payload: { attachment_id: attachmentId }, state: 'pending', attempts: 1, next_attempt_at: createdAt, created_at: createdAt, updated_at: createdAt };
}

const CUBE_MODEL = { triangles: 12, bbox_mm: [10, 10, 10], area_mm2: 600, volume_mm3: 1000, watertight: true, closed: true, consistently_oriented: true, unit: 'millimeter' };

test('every model attachment is measured by the worker and its result stored on its element of the submission', async () => {
  const threeMfCube = threeMf(threeMfModel({ objects: [cubeObject(1)], items: [{ objectId: 1, transform: '100 0 0 0 100 0 0 0 100 0 0 0' }] }));
  const truncated = binaryStl(cubeTriangles()).subarray(0, 500);
  const { _id, attachments } = await storeSubmission([
    { filename: 'brief.pdf', bytes: Buffer.from('%PDF-1.7') },
    { filename: 'cube.stl', bytes: binaryStl(cubeTriangles()) },
    { filename: 'Gate.3MF', bytes: threeMfCube },
    { filename: 'cut.stl', bytes: truncated },
  ]);
  expect(await enqueueModelMeasurements(database.db, _id, attachments)).toBe(3);
  expect(await jobs().countDocuments({ kind: MODEL_MEASURE, ref: _id, state: 'pending' })).toBe(3);

  await runAllJobs();

  expect(await jobs().countDocuments({ state: 'done' })).toBe(3);
  const stored = await submissions().findOne({ _id });
  const [pdf, stl, threemf, cut] = stored!.attachments;
  expect(pdf).toEqual(attachments[0]);
  expect(stl.model).toEqual({ ...CUBE_MODEL, format: 'stl-binary', unit_guessed: true });
  expect(threemf.model).toEqual({ ...CUBE_MODEL, format: '3mf', unit_guessed: false, bbox_mm: [1000, 1000, 1000], area_mm2: 6_000_000, volume_mm3: 1e9 });
  expect(cut.model).toEqual({ error: expect.stringMatching(/^the STL file is truncated or corrupt: its header declares 12 triangles \(684 bytes\) but the file has 500 bytes$/) });
  // The rest of each element is untouched.
  expect(stl).toMatchObject(attachments[1]!);
});

test('a job claimed before its submission is stored waits; one whose submission never came is dropped', async () => {
  const submissionId = new ObjectId();
  const attachmentId = new ObjectId();
  const handler = modelMeasureHandler({ db: database.db, now: () => Date.now() });
  await expect(handler(claimedJob(submissionId, attachmentId))).rejects.toBeInstanceOf(NotReadyError);
  await expect(handler(claimedJob(submissionId, attachmentId, new Date(Date.now() - 11 * 60_000)))).rejects.toBeInstanceOf(ObsoleteJobError);
});

test('an attachment whose file was deleted from GridFS is dropped, not retried', async () => {
  const { _id, attachments } = await storeSubmission([{ filename: 'cube.stl', bytes: binaryStl(cubeTriangles()) }]);
  await bucket().delete(attachments[0]!.id);
  await expect(modelMeasureHandler({ db: database.db })(claimedJob(_id, attachments[0]!.id))).rejects.toBeInstanceOf(ObsoleteJobError);
});
