import type { Document } from 'bson';
import { beginStats, endStats } from '../engine/operation-stats';
import { type MongoCommandError, toCommandError } from '../errors';
import type { CommandContext } from './context';
import { latencyKindOf } from './latency-stats';

/**
 * Runs one command as an operation: listed by currentOp while it runs, its examined keys and documents
 * counted, and handed to the profiler with its reply or error once it has finished.
 */
export function runTracked(
  name: string,
  command: Document,
  context: CommandContext,
  run: () => Document | Promise<Document>,
): Document | Promise<Document> {
  const db = typeof command.$db === 'string' ? command.$db : '';
  const level = context.profiler.levelOf(db);
  const stats = beginStats();
  const clock = performance.now();
  context.operations.sessions.touch(command.lsid);
  const operation = context.operations.begin({ connectionId: context.connectionId, name, db, command, startedAt: Date.now(), stats });
  const finish = (reply?: Document, error?: MongoCommandError) => {
    context.operations.end(operation.opid);
    context.operations.planCache.afterCommand(name, command, db, context.catalog);
    const target = name === 'getMore' ? command.collection : command[name];
    // A name holding a NUL is no namespace (mongod refuses it before any counter sees it), and it could not be a
    // field name of `top`'s reply: a refused `create: '\0ab'` made every later `top` an InternalError.
    if (typeof target === 'string' && !target.includes('\0')) {
      const micros = Math.round((performance.now() - clock) * 1000);
      context.operations.latency.record(`${db}.${target}`, latencyKindOf(name), micros);
      if (name === 'drop') context.operations.top.drop(`${db}.${target}`);
      else context.operations.top.record(`${db}.${target}`, name, micros);
    }
    context.profiler.record({ name, db, command, reply, error, stats, startedAt: operation.startedAt, level, client: context.client });
  };
  let result: Document | Promise<Document>;
  try {
    result = run();
  } catch (error) {
    endStats();
    finish(undefined, toCommandError(error));
    throw error;
  } finally {
    endStats();
  }
  if (!(result instanceof Promise)) {
    finish(result);
    return result;
  }
  return result.then(
    (reply) => {
      finish(reply);
      return reply;
    },
    (error: unknown) => {
      finish(undefined, toCommandError(error));
      throw error;
    },
  );
}
