import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataFolderLockedError extends Error {}

/** Written by versions that locked with a pid file; never trusted now, removed once we hold the real lock. */
const LEGACY_PID_FILE = 'mongod.lock';
/** Where the lock lives on systems without Linux's abstract socket namespace. */
const SOCKET_FILE = 'embedded.sock';

/**
 * The lock's address. On Linux an abstract-namespace socket: it has no file, so nothing is left behind
 * by a crash, and the kernel frees the name the moment the holder dies (kill -9 included). The name is
 * derived from the folder's real path so two spellings of one folder meet at the same lock.
 */
export function lockAddress(dbPath: string): string {
  const folder = fs.realpathSync(dbPath);
  if (process.platform === 'linux') {
    const hash = createHash('sha256').update(folder).digest('hex').slice(0, 32);
    return `\0stratum-embedded-mongo-${hash}`;
  }
  return path.join(folder, SOCKET_FILE);
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
export function lockHeld(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function lockedError(dbPath: string): DataFolderLockedError {
  return new DataFolderLockedError(
    `The data folder ${path.resolve(dbPath)} is already in use by another embedded MongoDB; ` +
      'stop it or use another folder (its address is in embedded.json in that folder).',
  );
}

/**
 * Exclusive ownership of a data folder, as mongod's flock on mongod.lock: two stores appending to the same
 * log would corrupt it. The lock is a listening Unix-domain socket, which the kernel releases when its
 * holder exits in any way, so a restart right after `kill -9` (or as PID 1 of a restarted container)
 * never has to guess from a pid whether the previous owner is gone. Returns the release function.
 */
export async function acquireLock(dbPath: string): Promise<() => void> {
  const address = lockAddress(dbPath);
  const server = net.createServer((socket) => socket.destroy());
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    // A socket file (non-Linux) outlives a crashed holder; it is stale when nobody answers on it.
    if (address.startsWith('\0') || (await lockHeld(address))) throw lockedError(dbPath);
    fs.rmSync(address, { force: true });
    await listen(server, address).catch((retryError: NodeJS.ErrnoException) => {
      throw retryError.code === 'EADDRINUSE' ? lockedError(dbPath) : retryError;
    });
  }
  // The lock must not keep a process alive that has nothing else to do.
  server.unref();
  fs.rmSync(path.join(dbPath, LEGACY_PID_FILE), { force: true });
  return () => server.close();
}
