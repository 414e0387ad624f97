// The registry mirror our machines reach does not serve every platform build of packages with
// native binaries (e.g. @swc/core-darwin-arm64 answers 404), so `npm install` leaves those optional
// dependencies out of package-lock.json and `npm ci` then refuses the lock as out of sync.
// This adds the missing optional entries with their os/cpu, exactly as npm writes them when the
// registry has them; npm skips them on other platforms. Run after `npm install` changes the lock:
//   node scripts/lockfile-platform-entries.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const OSES = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'];
const added = [];

for (const [key, meta] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = key ? `${key}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const version = /^[\^~]?(\d+\.\d+\.\d+\S*)$/.exec(spec)?.[1];
    if (!version) continue;
    const name = dep.split('/').pop();
    const entry = { version, optional: true };
    if (meta.dev) entry.dev = true;
    const os = OSES.find((o) => name.includes(o));
    const cpu = CPUS.find((c) => new RegExp(`(^|-)${c}(-|$)`).test(name));
    if (os) entry.os = [os];
    if (cpu) entry.cpu = [cpu];
    packages[`node_modules/${dep}`] = entry;
    added.push(dep);
  }
}

writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(added.length ? `added ${added.length} platform entries: ${added.join(', ')}` : 'lock already complete');
