import { rmSync } from 'node:fs';
import { MongoClient } from 'mongodb';
import { embeddedUriFromLogs } from '../../scripts/reliability/embedded-uri';
import { runContactLoad } from '../../scripts/reliability/contact-load';
import { startServer, type ServerProcess } from '../helpers/server-process';

const LOAD_ENV = { CONTACT_RATE_PER_MINUTE: '100000', CONTACT_RATE_PER_DAY: '100000' };

async function storedMarkers(uri: string): Promise<Map<string, number>> {
  const client = await MongoClient.connect(uri);
  try {
    const docs = await client.db('stratum').collection('contact_submissions').find({}, { projection: { message: 1 } }).toArray();
    const counts = new Map<string, number>();
    for (const doc of docs) {
      const marker = /Load-test message (\S+)/.exec(String(doc.message))?.[1];
      if (marker) counts.set(marker, (counts.get(marker) ?? 0) + 1);
    }
    return counts;
  } finally {
    await client.close();
  }
}

describe('contact messages under load and faults', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop('SIGKILL');
    server = undefined;
  });

  test('1,000 submissions from 50 concurrent clients are all stored exactly once', async () => {
    server = await startServer({ env: LOAD_ENV });
    const result = await runContactLoad({ baseUrls: [server.url], total: 1000, concurrency: 50 });
    expect(result.statuses).toEqual({ 201: 1000 });
    expect(result.errors).toBe(0);
    const stored = await storedMarkers(embeddedUriFromLogs(server.logs));
    expect(stored.size).toBe(1000);
    for (const marker of result.acknowledged.keys()) expect(stored.get(marker)).toBe(1);
  }, 120_000);

  test('kill -9 in the middle of the load loses no acknowledged submission, and the site serves again', async () => {
    const first = await startServer({ env: LOAD_ENV, keepData: true });
    server = first;
    const result = await runContactLoad({
      baseUrls: [first.url],
      total: 1000,
      concurrency: 50,
      onProgress: (done) => {
        if (done === 300) first.child.kill('SIGKILL');
      },
    });
    await first.stop('SIGKILL');
    expect(result.acknowledged.size).toBeGreaterThanOrEqual(250);
    expect(result.acknowledged.size).toBeLessThan(1000);

    server = await startServer({ env: LOAD_ENV, dataDir: first.dataDir });
    const stored = await storedMarkers(embeddedUriFromLogs(server.logs));
    for (const marker of result.acknowledged.keys()) expect(stored.get(marker)).toBe(1);
    const page = await fetch(`${server.url}/projects`);
    expect(page.status).toBe(200);
    await server.stop('SIGKILL');
    server = undefined;
    rmSync(first.dataDir, { recursive: true, force: true });
  }, 120_000);
});
