import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { aggregateCommands } from './aggregate';
import { collectionCommands } from './collections';
import type { CommandContext, CommandHandler } from './context';
import { findAndModifyCommands } from './find-and-modify';
import { handshakeCommands } from './handshake';
import { indexCommands } from './indexes';
import { readCommands } from './read';
import { writeCommands } from './write';

const handlers = new Map<string, CommandHandler>(
  Object.entries({
    ...handshakeCommands,
    ...collectionCommands,
    ...indexCommands,
    ...readCommands,
    ...aggregateCommands,
    ...writeCommands,
    ...findAndModifyCommands,
  }),
);

/** Runs one command document; failures are returned as mongod-shaped `{ ok: 0 }` replies by the caller. */
export function runCommand(command: Document, context: CommandContext): Document | Promise<Document> {
  const name = Object.keys(command)[0] ?? '';
  const handler = handlers.get(name);
  if (!handler) throw new MongoCommandError('CommandNotFound', `no such command: '${name}'`);
  // Same answer as a standalone mongod: transactions need a replica set.
  if (command.txnNumber !== undefined || command.autocommit !== undefined) {
    throw new MongoCommandError('IllegalOperation', 'Transaction numbers are only allowed on a replica set member or mongos');
  }
  return handler(command, context);
}
