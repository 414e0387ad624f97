import type { Document } from 'bson';
import { ExpressionSet, isPlainObject } from '../query/aggregation-expressions';
import { bindVariables, type Bindings } from '../query/stages/bind-variables';
import { validateVariableName } from '../query/variable-names';
import { wrongTypeError } from '../wrong-type';

/**
 * The command-level `let` option (mongod 5.0+ on find, aggregate, update, delete and findAndModify): its
 * expressions are evaluated once, without a document, and bound as constants wherever the command holds
 * expressions (`$expr` in a query, an aggregation pipeline, a pipeline-style update, a projection), the way
 * `$lookup`'s `let` is bound (stages/bind-variables.ts), so `$$name` reads them with their BSON types.
 */
function evaluateLet(commandName: string, lets: unknown): Bindings {
  if (!isPlainObject(lets)) {
    throw wrongTypeError(`${commandName}.let`, lets, 'object');
  }
  const names = Object.keys(lets);
  for (const name of names) validateVariableName(name, 'write');
  const expressions = new ExpressionSet();
  const plans = names.map((name) => expressions.compile(lets[name]));
  const valueOf = expressions.evaluateAll([{}]);
  return new Map(names.map((name, i) => [name, valueOf(plans[i]!, 0)]));
}

/** A query holds expressions only under `$expr`: binding it as a `$match` stage respects that. */
const bindFilter = (filter: unknown, bindings: Bindings) =>
  isPlainObject(filter) ? (bindVariables({ $match: filter }, bindings) as Document).$match : filter;

const bindUpdate = (update: unknown, bindings: Bindings) => (Array.isArray(update) ? bindVariables(update, bindings) : update);

function bindStatements(statements: unknown, bind: (statement: Document) => Document): unknown {
  return Array.isArray(statements) ? statements.map((statement) => (isPlainObject(statement) ? bind(statement) : statement)) : statements;
}

/** Returns the command with its `let` variables bound (the command itself when it has none). */
export function bindCommandLet(commandName: string, command: Document): Document {
  if (command.let === undefined) return command;
  // mongod's IDL parser takes a null (or undefined) `let` as absent (IDLParserContext::checkAndAssertTypeSlowPath
  // ignores null and undefined for a typed optional field), so `let: null` is no error.
  if (command.let === null) {
    const { let: _absent, ...rest } = command;
    return rest;
  }
  const bindings = evaluateLet(commandName, command.let);
  const bound: Document = { ...command };
  delete bound.let;
  switch (commandName) {
    case 'find':
      bound.filter = bindFilter(command.filter, bindings);
      if (isPlainObject(command.projection)) bound.projection = bindVariables(command.projection, bindings);
      break;
    case 'aggregate':
      bound.pipeline = bindVariables(command.pipeline, bindings);
      break;
    case 'update':
      bound.updates = bindStatements(command.updates, (statement) => ({ ...statement, q: bindFilter(statement.q, bindings), u: bindUpdate(statement.u, bindings) }));
      break;
    case 'delete':
      bound.deletes = bindStatements(command.deletes, (statement) => ({ ...statement, q: bindFilter(statement.q, bindings) }));
      break;
    case 'findAndModify':
    case 'findandmodify':
      bound.query = bindFilter(command.query, bindings);
      bound.update = bindUpdate(command.update, bindings);
      if (isPlainObject(command.fields)) bound.fields = bindVariables(command.fields, bindings);
      break;
    default:
      return command;
  }
  return bound;
}
