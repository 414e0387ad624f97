import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './test-app';

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server printed, for assertions and for debugging a failed test. */
  logs: string[];
  /** Sends `signal` (default SIGTERM) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the built server (dist/server/index.cjs) on an ephemeral port with its own data folder,
 * and resolves once it logs that it is listening. Without the start-up warm-up (WARM_UP_POSTS=0: a
 * second or two per server, which test/api/contact-warm-up.test.ts covers) unless a test asks for it.
 */
export async function startServer(options: { env?: NodeJS.ProcessEnv; dataDir?: string; keepData?: boolean } = {}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'stratum-e2e-'));
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'dist/server/index.cjs')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', WARM_UP_POSTS: '0', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs.join('')}`)), 30_000);
    const onData = (chunk: Buffer) => {
      logs.push(chunk.toString());
      const match = /listening on http:\/\/localhost:(\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join('')}`));
    });
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    child,
    logs,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      if (!options.keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
