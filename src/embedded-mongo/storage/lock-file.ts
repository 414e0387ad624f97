import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataFolderLockedError extends Error {}

/** Written by versions that locked with a pid file; never trusted now, removed once we hold the real lock. */
const LEGACY_PID_FILE = 'mongod.lock';
/** The lock's socket file inside the data folder. */
export const SOCKET_FILE = 'embedded.sock';
/** sun_path holds 108 bytes on Linux (104 on macOS): a longer path cannot be a socket file. */
const MAX_SOCKET_PATH = 103;

/**
 * Where the lock listens. On Linux first an abstract-namespace name derived from the folder's real path: no
 * file, nothing left behind, and the kernel frees it the moment the holder dies (kill -9 included). Then,
 * everywhere, a socket file in the folder: unlike the abstract name (one per network namespace) it is seen by
 * every process that mounts the folder, e.g. two containers sharing a volume.
 */
export function lockAddresses(dbPath: string): string[] {
  const folder = fs.realpathSync(dbPath);
  const file = path.join(folder, SOCKET_FILE);
  const addresses = file.length <= MAX_SOCKET_PATH ? [file] : [];
  if (process.platform === 'linux') {
    const hash = createHash('sha256').update(folder).digest('hex').slice(0, 32);
    addresses.unshift(`\0stratum-embedded-mongo-${hash}`);
  }
  if (addresses.length === 0) throw new Error(`The data folder path ${folder} is too long for its lock socket (${SOCKET_FILE}).`);
  return addresses;
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** True when a live process holds the lock at `address` (it accepts a connection). */
function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** True when a live store holds the folder's lock. */
export async function lockHeld(dbPath: string): Promise<boolean> {
  for (const address of lockAddresses(dbPath)) if (await answers(address)) return true;
  return false;
}

function lockedError(dbPath: string): DataFolderLockedError {
  return new DataFolderLockedError(
    `The data folder ${path.resolve(dbPath)} is already in use by another embedded MongoDB; ` +
      'stop it or use another folder (its address is in embedded.json in that folder).',
  );
}

/** Binds one lock address; a socket file left by a crashed holder is stale when nobody answers on it. */
async function bind(address: string, dbPath: string): Promise<net.Server> {
  const server = net.createServer((socket) => socket.destroy());
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (address.startsWith('\0') || (await answers(address))) throw lockedError(dbPath);
    fs.rmSync(address, { force: true });
    await listen(server, address).catch((retryError: NodeJS.ErrnoException) => {
      throw retryError.code === 'EADDRINUSE' ? lockedError(dbPath) : retryError;
    });
  }
  // The lock must not keep a process alive that has nothing else to do.
  server.unref();
  return server;
}

/**
 * Exclusive ownership of a data folder, as mongod's flock on mongod.lock: two stores appending to the same
 * log would corrupt it. The lock is a listening Unix-domain socket, which the kernel releases when its
 * holder exits in any way, so a restart right after `kill -9` (or as PID 1 of a restarted container)
 * never has to guess from a pid whether the previous owner is gone. Returns the release function.
 */
export async function acquireLock(dbPath: string): Promise<() => void> {
  const servers: net.Server[] = [];
  const release = () => {
    for (const server of servers.splice(0)) {
      const address = server.address();
      server.close();
      if (typeof address === 'string' && !address.startsWith('\0')) fs.rmSync(address, { force: true });
    }
  };
  try {
    for (const address of lockAddresses(dbPath)) servers.push(await bind(address, dbPath));
  } catch (error) {
    release();
    throw error;
  }
  fs.rmSync(path.join(dbPath, LEGACY_PID_FILE), { force: true });
  return release;
}
