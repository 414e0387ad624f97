import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

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
