import type { Document } from 'bson';

/**
 * The second names mongod 7.0 registers for commands the store answers: `deleteIndexes` (drop_indexes.idl's
 * `command_alias`), `collstats` and `dbhash` (the alias given to BasicCommand in coll_stats.cpp and dbhash.cpp).
 * mongod runs the command itself under either name and reads its target from the first element, whatever that
 * element is called (CommandHelpers::parseNsCollectionRequired, the IDL parser), so the store renames the first
 * field before dispatching and every check keyed by command name sees the usual one.
 */
const ALIASES: ReadonlyMap<string, string> = new Map([
  ['deleteIndexes', 'dropIndexes'],
  ['collstats', 'collStats'],
  ['dbhash', 'dbHash'],
]);

/**
 * Every alias the store answers: the three above and those with handlers of their own (`buildinfo`, `dbstats`,
 * `findandmodify`, and `ismaster`, an alias of `hello` as `isMaster` is). mongod's listCommands leaves aliases out
 * ("Don't show oldnames", generic.cpp), except `isMaster`, kept for Ops Manager 4.4.
 */
const UNLISTED_ALIASES: ReadonlySet<string> = new Set([...ALIASES.keys(), 'buildinfo', 'dbstats', 'findandmodify', 'ismaster']);

/** Whether listCommands leaves this name out, as mongod leaves out a command's second names. */
export const isUnlistedAlias = (name: string): boolean => UNLISTED_ALIASES.has(name);

/** The command with its first field renamed to the command's usual name when it was sent under an alias. */
export function withCanonicalName(command: Document): Document {
  const first = Object.keys(command)[0];
  const canonical = first === undefined ? undefined : ALIASES.get(first);
  if (canonical === undefined) return command;
  const renamed: Document = {};
  for (const [field, value] of Object.entries(command)) renamed[field === first ? canonical : field] = value as unknown;
  return renamed;
}
