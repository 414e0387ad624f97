import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { CommandContext, CommandHandler } from './context';

/**
 * `getCmdLineOpts` and `getParameter`, which tools and test harnesses read at start (pymongo's own test
 * suite calls both before its first test, Compass reads the feature compatibility version). Both are
 * admin-only, as on mongod (checked in index.ts).
 */

/** The options the store was started with, in mongod's `argv` / `parsed` shape. */
const getCmdLineOpts: CommandHandler = (command, context) => {
  const { host, port, dbPath } = context.listening;
  return {
    argv: ['embedded-mongo', '--bind_ip', host, '--port', String(port), '--dbpath', dbPath],
    parsed: { net: { bindIp: host, port }, storage: { dbPath } },
    ok: 1,
  };
};

/** The server parameters a standalone mongod 7.0 reports, limited to what is true here. */
function parameters(context: CommandContext): Document {
  return {
    featureCompatibilityVersion: { version: '7.0' },
    enableTestCommands: context.listening.enableTestCommands,
    requireApiVersion: false,
    notablescan: false,
    cursorTimeoutMillis: context.listening.cursorTimeoutMs,
  };
}

const getParameter: CommandHandler = (command, context) => {
  const all = parameters(context);
  const selector = command.getParameter as unknown;
  const everything = selector === '*' || (typeof selector === 'object' && selector !== null && (selector as Document).allParameters === true);
  const reply: Document = {};
  for (const name of Object.keys(all)) {
    if (everything || Object.hasOwn(command, name)) reply[name] = all[name];
  }
  if (Object.keys(reply).length === 0) throw new MongoCommandError('InvalidOptions', 'no option found to get');
  return { ...reply, ok: 1 };
};

export const serverParameterCommands: Record<string, CommandHandler> = { getCmdLineOpts, getParameter };
