/**
 * Benchmark of the embedded MongoDB store through the real driver (see src/embedded-mongo/README.md).
 *   npx tsx scripts/bench-embedded-mongo.ts [--seconds 5] [--clients 16] [--docs 100000]
 * 1. durable inserts: N concurrent MongoClients each awaiting insertOne in a loop (every reply is after fdatasync)
 * 2. newest 20 of 100,000 documents by created_at (descending index), median and p95 over 200 queries
 */
import { MongoClient } from 'mongodb';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startEmbeddedMongo } from '../src/embedded-mongo';

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const SECONDS = arg('seconds', 5);
const CLIENTS = arg('clients', 16);
const DOCS = arg('docs', 100_000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function benchInserts(uri: string): Promise<void> {
  const clients = await Promise.all(Array.from({ length: CLIENTS }, () => MongoClient.connect(uri, { maxPoolSize: 1 })));
  const latencies: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client, c) => {
      const collection = client.db('bench').collection('inserts');
      for (let i = 0; Date.now() < end; i++) {
        const t = performance.now();
        await collection.insertOne({ client: c, i, name: 'Ada Lovelace', email: 'ada@example.com', message: 'x'.repeat(300), created_at: new Date() });
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `durable inserts: ${CLIENTS} clients, ${latencies.length} inserts in ${elapsed.toFixed(1)} s = ${Math.round(latencies.length / elapsed)}/s ` +
      `(latency median ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms)`,
  );
  await Promise.all(clients.map((client) => client.close()));
}

async function benchNewest(uri: string): Promise<void> {
  const client = await MongoClient.connect(uri);
  const messages = client.db('bench').collection('messages');
  await messages.createIndex({ created_at: -1 });
  const base = Date.now() - DOCS * 1000;
  const loadStart = performance.now();
  for (let offset = 0; offset < DOCS; offset += 1000) {
    // Shuffled timestamps so the index, not insertion order, produces the answer.
    await messages.insertMany(
      Array.from({ length: Math.min(1000, DOCS - offset) }, (_, i) => ({
        name: `sender ${offset + i}`,
        email: `s${offset + i}@example.com`,
        message: 'm'.repeat(200),
        created_at: new Date(base + (((offset + i) * 7919) % DOCS) * 1000),
        read: (offset + i) % 3 === 0,
      })),
    );
  }
  console.log(`loaded ${DOCS} documents in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);
  const timings: number[] = [];
  for (let run = 0; run < 220; run++) {
    const t = performance.now();
    const newest = await messages.find({}).sort({ created_at: -1 }).limit(20).toArray();
    if (run >= 20) timings.push(performance.now() - t); // the first runs warm up the JIT
    if (newest.length !== 20 || newest[0]!.created_at.getTime() !== base + (DOCS - 1) * 1000) throw new Error('wrong answer');
  }
  timings.sort((a, b) => a - b);
  console.log(`newest 20 of ${DOCS} by created_at desc: median ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms`);
  const filtered: number[] = [];
  for (let run = 0; run < 100; run++) {
    const t = performance.now();
    await messages.find({ read: false }).sort({ created_at: -1 }).skip(20).limit(20).toArray();
    filtered.push(performance.now() - t);
  }
  filtered.sort((a, b) => a - b);
  console.log(`page 2 of unread (filter while walking the index): median ${percentile(filtered, 50).toFixed(2)} ms, p95 ${percentile(filtered, 95).toFixed(2)} ms`);
  await client.close();
}

async function main(): Promise<void> {
  const dbPath = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-embedded-mongo-'));
  const mongo = await startEmbeddedMongo({ dbPath, logger: (line) => console.log(line) });
  console.log(`node ${process.version}, ${os.cpus().length} CPUs, data in ${dbPath}`);
  try {
    await benchInserts(mongo.uri);
    await benchNewest(mongo.uri);
    const stopStart = performance.now();
    await mongo.stop();
    console.log(`clean stop (compaction of everything into a snapshot): ${((performance.now() - stopStart) / 1000).toFixed(1)} s`);
  } finally {
    fs.rmSync(dbPath, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
