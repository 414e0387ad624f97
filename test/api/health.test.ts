import request from 'supertest';
import { useTestDatabase } from '../helpers/test-db';
import { testApp } from '../helpers/test-app';

const database = useTestDatabase();

describe('/healthz', () => {
  test('200 with db up when MongoDB answers a ping', async () => {
    const res = await request(testApp({ db: database.db })).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('503 with db down when there is no database', async () => {
    const res = await request(testApp()).get('/healthz');
    expect(res.status).toBe(503);
    expect(res.body.db).toBe('down');
  });

  test('the models enforce what the inbox relies on', async () => {
    const { ContactSubmission, AdminUser } = database.db.models;
    const saved = await ContactSubmission.create({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    expect(saved.read).toBe(false);
    expect(saved.archived).toBe(false);
    expect(saved.created_at).toBeInstanceOf(Date);
    await AdminUser.create({ email: 'Studio@Example.com', passwordHash: 'x' });
    const found = await AdminUser.findOne({ email: 'studio@example.com' });
    expect(found?.email).toBe('studio@example.com');
    await expect(AdminUser.create({ email: 'studio@example.com', passwordHash: 'y' })).rejects.toMatchObject({ code: 11000 });
    // sanitizeFilter: an operator smuggled in as a value is refused instead of matching everything.
    await expect(AdminUser.findOne({ email: { $ne: '' } as unknown as string })).rejects.toMatchObject({ name: 'CastError' });
    const indexes = await ContactSubmission.collection.indexes();
    expect(indexes.some((index) => JSON.stringify(index.key) === JSON.stringify({ created_at: -1, _id: -1 }))).toBe(true);
  });
});
