import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { BSON, type Db, type Document, MongoClient } from 'mongodb';

const CLI = path.resolve(__dirname, '../../src/embedded-mongo/cli.ts');

export interface ChildStore {
  child: ChildProcess;
  /** Resolves with the URI the CLI prints, rejects with its stderr if it exits first. */
  ready: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

/** Runs the CLI in its own node process (tsx as a loader, so the pid is the store itself and kill -9 hits it). */
export function spawnStore(dbPath: string, port = 0, extraArgs: string[] = []): ChildStore {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', String(port), '--dbpath', dbPath, ...extraArgs], {
    cwd: path.resolve(__dirname, '../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stderr })),
  );
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /mongodb:\/\/[\d.:]+\//.exec(stdout);
      if (match) resolve(match[0]);
    });
    void exited.then(({ code }) => reject(new Error(`store exited with ${String(code)}: ${stderr}`)));
  });
  ready.catch(() => undefined); // callers that expect a failure only look at `exited`
  return { child, ready, exited };
}

/** Runs `run` on the `app` database of a store in its own process, then kills that process with SIGKILL. */
export async function beforeKill9(dbPath: string, run: (db: Db) => Promise<void>): Promise<void> {
  const store = spawnStore(dbPath);
  const client = await MongoClient.connect(await store.ready, { serverSelectionTimeoutMS: 2000 });
  try {
    await run(client.db('app'));
  } finally {
    store.child.kill('SIGKILL');
    const { signal } = await store.exited;
    await client.close().catch(() => undefined);
    if (signal !== 'SIGKILL') throw new Error(`the store exited with ${String(signal)}, not SIGKILL`);
  }
}

/** mongod's dbhash.cpp: md5 of the documents' BSON in _id order. */
export function md5Of(docs: Document[]): string {
  const hash = createHash('md5');
  for (const doc of docs) hash.update(BSON.serialize(doc));
  return hash.digest('hex');
}
