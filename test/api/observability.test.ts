import request from 'supertest';
import { ObjectId } from '../../src/server/db/driver';
import { createMetrics } from '../../src/server/observability/metrics';
import { OutboxStore } from '../../src/server/outbox/outbox-store';
import { ADMIN, databaseWithAdmin } from '../helpers/admin-auth';
import { recordingLogger } from '../helpers/recording-logger';
import { testApp } from '../helpers/test-app';

const database = databaseWithAdmin();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id and request logs', () => {
  test('every response carries one: generated, or a safe incoming one kept', async () => {
    const app = testApp({ db: database.db });
    const page = await request(app).get('/projects');
    expect(page.headers['x-request-id']).toMatch(UUID);
    const asset = await request(app).get('/robots.txt');
    expect(asset.headers['x-request-id']).toMatch(UUID);
    expect(asset.headers['x-request-id']).not.toBe(page.headers['x-request-id']);
    expect((await request(app).get('/healthz').set('X-Request-Id', 'lb-7f3a.42')).headers['x-request-id']).toBe('lb-7f3a.42');
    for (const unsafe of ['with space', 'x'.repeat(129), 'semi;colon', '"quoted"', 'a=b']) {
      expect((await request(app).get('/healthz').set('X-Request-Id', unsafe)).headers['x-request-id']).toMatch(UUID);
    }
  });

  test('every log line of a request carries its id; cookies and passwords never reach the log', async () => {
    const { logger, lines, text } = recordingLogger();
    const app = testApp({ db: database.db, logger });
    const res = await request(app)
      .post('/api/contact')
      .set('X-Request-Id', 'trace-123')
      .set('Cookie', 'stratum.sid=s%3Asecret-session-id.signature')
      .send({ name: 'Bot', email: 'bot@example.com', message: 'spam', website: 'http://spam.example' });
    expect(res.status).toBe(201);
    const ofRequest = lines.filter((line) => line.reqId === 'trace-123');
    expect(ofRequest.map((line) => line.msg)).toEqual(['contact: honeypot filled, answered as sent and not stored', 'request completed']);
    expect(ofRequest[1]).toMatchObject({ req: { method: 'POST', url: '/api/contact' }, res: { status: 201 } });

    await request(app).post('/api/auth/login').send({ email: ADMIN.email, password: 'a wrong password!' });
    expect(text()).not.toContain('secret-session-id');
    expect(text()).not.toContain('a wrong password!');
  });
});

describe('/readyz', () => {
  test('200 while the database answers a ping, 503 without one', async () => {
    const ready = await request(testApp({ db: database.db })).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', db: 'up' });
    expect(ready.headers['cache-control']).toBe('no-store');
    const down = await request(testApp()).get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'not ready', db: 'down' });
  });
});

describe('/metrics', () => {
  const TOKEN = 'metrics-token-for-the-test-suite';

  test('absent when METRICS_TOKEN is unset', async () => {
    const app = testApp({ db: database.db, metrics: createMetrics({}) });
    const res = await request(app).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_request_duration_seconds');
  });

  test('401 without the bearer token or with a wrong one', async () => {
    const app = testApp({ db: database.db, metrics: createMetrics({}) }, { METRICS_TOKEN: TOKEN });
    expect((await request(app).get('/metrics')).status).toBe(401);
    expect((await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await request(app).get('/metrics').set('Authorization', TOKEN)).status).toBe(401);
  });

  test('Prometheus text: request durations by route and status, submissions, sign-in failures, outbox jobs by state', async () => {
    const outbox = new OutboxStore(() => database.db.native);
    await database.db.native.collection('outbox_jobs').deleteMany({});
    await outbox.enqueue({ kind: 'contact-notification', ref: new ObjectId() });
    const app = testApp({ db: database.db, metrics: createMetrics({ outbox }) }, { METRICS_TOKEN: TOKEN, CONTACT_RATE_PER_MINUTE: '100' });
    await request(app).post('/api/contact').send({ name: 'Ada', email: 'ada@example.com', message: 'A printed bench, please.' }).expect(201);
    await request(app).post('/api/auth/login').send({ email: ADMIN.email, password: 'not the password' }).expect(401);
    await request(app).get('/projects').expect(200);
    await request(app).get('/no-such-page').expect(404);

    const res = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/contact\/",status="201"\} 1$/m);
    expect(res.text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="page",status="200"\} 1$/m);
    expect(res.text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="page",status="404"\} 1$/m);
    expect(res.text).toMatch(/^contact_submissions_total 1$/m);
    expect(res.text).toMatch(/^sign_in_failures_total 1$/m);
    expect(res.text).toMatch(/^outbox_jobs\{state="pending"\} 1$/m);
    expect(res.text).toMatch(/^outbox_jobs\{state="failed"\} 0$/m);
  });
});
