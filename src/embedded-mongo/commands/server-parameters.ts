import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { GENERIC_ARGUMENTS } from './command-fields';
import type { CommandContext, CommandHandler, ListeningOptions } from './context';

/**
 * `getCmdLineOpts`, `getParameter` and `setParameter`: `getCmdLineOpts` and `getParameter` tools and test harnesses read at start (pymongo's own test
 * suite calls both before its first test, Compass reads the feature compatibility version). Both are
 * admin-only, as on mongod (checked in index.ts).
 */

/** The options the store was started with as mongod parses them (also each local.startup_log's `cmdLine`). */
export const parsedOptions = ({ host, port, dbPath }: ListeningOptions): Document => ({ net: { bindIp: host, port }, storage: { dbPath } });

/** The options the store was started with, in mongod's `argv` / `parsed` shape. */
const getCmdLineOpts: CommandHandler = (command, context) => {
  const { host, port, dbPath } = context.listening;
  return {
    argv: ['embedded-mongo', '--bind_ip', host, '--port', String(port), '--dbpath', dbPath],
    parsed: parsedOptions(context.listening),
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
    logLevel: context.log.verbosity.defaultLevel(),
    logComponentVerbosity: context.log.verbosity.tree(),
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

/** The parameters setParameter changes here: the log levels (mongosh's db.setLogLevel()). */
const SETTERS: Record<string, (value: unknown, context: CommandContext) => void> = {
  logComponentVerbosity: (value, context) => context.log.verbosity.apply(value),
  logLevel: (value, context) => context.log.verbosity.setDefaultLevel(value),
};

/** Parameters mongod only takes at start-up (or, for the feature compatibility version, from its own command). */
const STARTUP_ONLY = new Set(['enableTestCommands', 'featureCompatibilityVersion']);

/**
 * `setParameter`, as CmdSet in src/mongo/db/commands/parameters.cpp: every name is checked before any is set,
 * they are set in name order, and the reply's `was` is the first one's old value. The other parameters the
 * store reports would change behaviour it does not have switches for, so they are refused.
 */
const setParameter: CommandHandler = (command, context) => {
  const names = Object.keys(command).slice(1).filter((name) => !GENERIC_ARGUMENTS.has(name));
  const known = parameters(context);
  for (const name of names) {
    if (!Object.hasOwn(known, name)) {
      throw new MongoCommandError('InvalidOptions', `attempted to set unrecognized parameter [${name}], use help:true to see options `);
    }
    if (STARTUP_ONLY.has(name)) throw new MongoCommandError('IllegalOperation', `not allowed to change [${name}] at runtime`);
    if (!SETTERS[name]) throw new MongoCommandError('NotImplemented', `setParameter of ${name} is not supported by the embedded store`);
  }
  if (names.length === 0) throw new MongoCommandError('InvalidOptions', 'no option found to set, use help:true to see options ');
  const ordered = [...names].sort();
  const reply: Document = { was: known[ordered[0]!] };
  for (const name of ordered) SETTERS[name]!(command[name], context);
  return { ...reply, ok: 1 };
};

export const serverParameterCommands: Record<string, CommandHandler> = { getCmdLineOpts, getParameter, setParameter };
