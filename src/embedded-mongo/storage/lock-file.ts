import fs from 'node:fs';
import path from 'node:path';

export class DataFolderLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Exclusive ownership of a data folder: an O_EXCL-created file holding our pid. Two stores appending to the
 * same log would corrupt it. A lock left by a dead process (kill -9, power loss) is stale and taken over.
 */
export function acquireLock(dbPath: string): () => void {
  const lockPath = path.join(dbPath, 'mongod.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    if (Number.isInteger(owner) && owner > 0 && processAlive(owner)) {
      throw new DataFolderLockedError(
        `The data folder ${path.resolve(dbPath)} is already in use by another embedded MongoDB (pid ${owner}); ` +
          `stop it or use another folder (lock file: ${lockPath}).`,
      );
    }
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataFolderLockedError(`Could not lock the data folder ${path.resolve(dbPath)} (lock file: ${lockPath}).`);
}
