import { mongo } from 'mongoose';
import type { AttachmentRef } from '../../src/server/attachments/attachment-store';
import type { Database } from '../../src/server/db/database';
import { ObjectId } from '../../src/server/db/driver';
import { newSubmissionDocument } from '../../src/server/models/contact-submission';
import type { ContactMessage } from '../../src/shared/contact-schema';
import { startTestDatabase, type TestDatabase } from '../helpers/test-db';

// The contact endpoint inserts newSubmissionDocument through the driver instead of ContactSubmission.create
// (issue 23): what reaches MongoDB must stay byte for byte what mongoose would have written.

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await startTestDatabase();
  db = database.db;
}, 30_000);

afterAll(async () => {
  await database?.close();
});

const message: ContactMessage = { name: 'Ada Lovelace', email: 'ada@example.com', phone_number: '+1 (407) 555-0100', message: 'A 6 m facade panel.' };
const attachment = (extra: Partial<AttachmentRef> = {}): AttachmentRef => ({ id: new ObjectId(), filename: 'bench.stl', size: 684, content_type: 'model/stl', ...extra });

/** The stored document's BSON, with the two values that differ between any two inserts made equal. */
async function storedBytes(_id: ObjectId, createdAt: Date): Promise<Buffer> {
  const doc = await db.native.collection('contact_submissions').findOne({ _id });
  expect(doc).not.toBeNull();
  return Buffer.from(mongo.BSON.serialize({ ...doc!, _id: 'same id', created_at: doc!.created_at instanceof Date ? createdAt : doc!.created_at }));
}

test.each([
  ['every field', message, [] as AttachmentRef[]],
  ['no phone number', { ...message, phone_number: undefined }, []],
  ['attachments', message, [attachment(), attachment({ filename: 'brief.pdf', content_type: 'application/pdf', size: 12 })]],
  ['an attachment already measured', message, [attachment({ model: { error: 'The file could not be read as a 3D model.' } })]],
])('the driver insert stores what ContactSubmission.create stores: %s', async (_label, fields, attachments) => {
  const viaMongoose = new ObjectId();
  await db.models.ContactSubmission.create({ _id: viaMongoose, ...fields, ...(attachments.length > 0 ? { attachments } : {}) });
  const viaDriver = new ObjectId();
  const document = newSubmissionDocument(viaDriver, fields, attachments);
  await db.native.collection('contact_submissions').insertOne(document);

  const createdAt = new Date(0);
  const [mongooseBytes, driverBytes] = [await storedBytes(viaMongoose, createdAt), await storedBytes(viaDriver, createdAt)];
  expect(driverBytes.equals(mongooseBytes)).toBe(true);
  // created_at is a real date of the insert, as mongoose's default was.
  const stored = await db.native.collection('contact_submissions').findOne({ _id: viaDriver });
  expect(stored!.created_at).toEqual(document.created_at);
  expect(Math.abs(document.created_at.getTime() - Date.now())).toBeLessThan(5_000);
});
