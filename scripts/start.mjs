// `npm start`: build when dist/ is missing or older than the sources, then run the server in this
// process (it handles SIGTERM/SIGINT itself).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = path.join(root, 'dist', 'manifest.json');
const server = path.join(root, 'dist', 'server', 'index.cjs');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const stale = !existsSync(manifest) || !existsSync(server) || newestMtime(path.join(root, 'src')) > statSync(manifest).mtimeMs;
if (stale) {
  console.log('building…');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'esbuild.config.ts'], { cwd: root, stdio: 'inherit' });
}
createRequire(import.meta.url)(server);
