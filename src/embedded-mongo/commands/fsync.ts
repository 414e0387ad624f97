import { MongoCommandError } from '../errors';
import type { CommandHandler } from './context';

/**
 * `fsync` and `fsyncUnlock` (src/mongo/db/commands/fsync.cpp). Without `lock`, fsync flushes every write to
 * disk and answers `numFiles: 1` (a constant mongod keeps for old tools). With `lock`, mongod holds a global
 * read lock that makes every later write wait until fsyncUnlock; the store cannot hold writes back, so it
 * refuses the lock rather than claim one. It therefore never holds a lock, and fsyncUnlock answers as mongod
 * does when nothing is locked.
 */
const fsync: CommandHandler = async (command, context) => {
  if (command.lock !== undefined && command.lock !== null && command.lock !== false && Number(command.lock) !== 0) {
    throw new MongoCommandError('NotImplemented', 'fsync with lock is not supported by the embedded store');
  }
  await context.durable();
  return { numFiles: 1, ok: 1 };
};

const fsyncUnlock: CommandHandler = () => {
  throw new MongoCommandError('IllegalOperation', 'fsyncUnlock called when not locked');
};

export const fsyncCommands: Record<string, CommandHandler> = { fsync, fsyncUnlock };
