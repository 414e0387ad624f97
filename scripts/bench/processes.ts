import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The built site on core 0 in production mode, resolved once it listens; `nodeArgs` go before the
 * script, and `root` is a folder with dist/, public/ and node_modules/ (default: this checkout).
 */
export async function startSite(port: number, env: NodeJS.ProcessEnv = {}, nodeArgs: string[] = [], root = ROOT): Promise<ChildProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-bench-'));
  // The log goes to a file, not a pipe: the benchmarks block their own event loop while wrk runs, and
  // a pipe nobody reads stalls the site's stdout, so its logger would buffer every line in memory
  // (a 256 MB heap filled after about 850,000 requests, and the GC that went with it counted as CPU).
  const logPath = path.join(dataDir, 'site.log');
  const log = openSync(logPath, 'a');
  // The same V8 heap cap as the Dockerfile's production command.
  const child = spawn('taskset', ['-c', '0', process.execPath, '--max-old-space-size=256', ...nodeArgs, path.join(root, 'dist/server/index.cjs')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  await new Promise<void>((resolve, reject) => {
    const poll = setInterval(() => {
      if (readFileSync(logPath, 'utf8').includes('listening on')) {
        clearInterval(poll);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`site exited with ${code}; its log: ${logPath}`));
    });
  });
  return child;
}

/**
 * Moves this process, every thread of it, to core 1, where wrk runs in the other benchmarks: a load
 * generator in Node (fetch and its parsing, its garbage collector) left to the scheduler sometimes ran
 * on core 0 beside the site it measures, and its latency then counted time the site never had.
 */
export function pinLoadGeneratorToCore1(): void {
  execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
}

/** nginx (Debian package) serving saved copies of the pages, one worker on core 0, no access log. */
export async function startNginx(port: number, pages: Record<string, string>): Promise<{ child: ChildProcess; workerPids: () => number[] }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stratum-nginx-'));
  // nginx workers drop to an unprivileged user: the folder must be world-readable.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'www'));
  for (const [name, html] of Object.entries(pages)) writeFileSync(path.join(dir, 'www', `${name}.html`), html);
  const config = `daemon off; worker_processes 1; worker_cpu_affinity 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000; default_type text/html;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server { listen 127.0.0.1:${port}; root ${dir}/www; } }`;
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  mkdirSync(path.join(dir, 'tmp'));
  const child = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const workerPids = () => execFileSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).trim().split('\n').map(Number).filter(Boolean);
  return { child, workerPids };
}

/** The embedded store in its own process (as `npm run mongo:embedded`), on a free port. */
export async function startStore(dbPath: string): Promise<{ child: ChildProcess; uri: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/embedded-mongo/cli.ts'), '--port', '0', '--dbpath', dbPath], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const uri = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /mongodb:\/\/[\d.:]+\//.exec(out);
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`store exited with ${code}`)));
  });
  return { child, uri };
}

/**
 * The built site (as startSite) with its database in a process of its own, as a deployment has mongod
 * on another machine: the site's CPU then counts the app's work alone (driver included). Without
 * MONGODB_URI the site runs the store inside its own process and every query's execution would count
 * as the page's. The store is not pinned: beside wrk on core 1 it halved the inbox's throughput.
 */
export async function startSiteAndStore(port: number, env: NodeJS.ProcessEnv = {}, nodeArgs: string[] = [], root = ROOT): Promise<{ site: ChildProcess; store: ChildProcess }> {
  const store = await startStore(path.join(mkdtempSync(path.join(os.tmpdir(), 'stratum-bench-store-')), 'db'));
  try {
    // Production with a MongoDB URI requires a session secret (sessions outlive one instance).
    const siteEnv = { SESSION_SECRET: randomBytes(32).toString('hex'), ...env, MONGODB_URI: store.uri };
    return { site: await startSite(port, siteEnv, nodeArgs, root), store: store.child };
  } catch (error) {
    store.child.kill('SIGTERM');
    throw error;
  }
}
