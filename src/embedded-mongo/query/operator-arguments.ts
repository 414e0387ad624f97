import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isPlainObject } from './aggregation-expressions';

/**
 * Parsing helpers shared by the string and date operators: positional argument lists (`[a, b]`), named
 * argument documents (`{input, chars}`) and mongod's texts for their mistakes.
 */
export const isNullish = (value: unknown): value is null | undefined => value === null || value === undefined;

/** An operand `[a, b]` is the argument list; any other operand is the one argument. */
export const argumentList = (operand: unknown): unknown[] => (Array.isArray(operand) ? operand : [operand]);

/** mongod's arity check for positional operators (16020). */
export function exactArity(operator: string, operand: unknown, count: number): unknown[] {
  const args = argumentList(operand);
  if (args.length !== count) {
    throw new MongoCommandError('Location16020', `Expression ${operator} takes exactly ${count} arguments. ${args.length} were passed in.`);
  }
  return args;
}

/** mongod's check for operators taking between `min` and `max` positional arguments (16020). */
export function rangeArity(operator: string, operand: unknown, min: number, max: number): unknown[] {
  const args = argumentList(operand);
  if (args.length < min || args.length > max) {
    throw new MongoCommandError('Location16020', `Expression ${operator} takes at least ${min} arguments, and at most ${max}, but ${args.length} were passed in.`);
  }
  return args;
}

export interface NamedArguments {
  /** The argument expressions in the order of `names` (undefined where absent). */
  values: unknown[];
  /** Which names the spec holds (an absent optional argument differs from one evaluating to null). */
  present: Set<string>;
}

/**
 * A `{name: expression}` operand: `notObject` and `unknown` give mongod's error for a non-document operand
 * and for an unknown name, `required` lists the names that must be there with the error each one gives.
 */
export function namedArguments(
  operand: unknown,
  names: readonly string[],
  errors: { notObject: [`Location${number}`, string]; unknown: (name: string) => [`Location${number}`, string]; required: Record<string, [`Location${number}`, string]> },
): NamedArguments {
  if (!isPlainObject(operand)) throw new MongoCommandError(...errors.notObject);
  const spec = operand as Document;
  for (const key of Object.keys(spec)) if (!names.includes(key)) throw new MongoCommandError(...errors.unknown(key));
  for (const [name, error] of Object.entries(errors.required)) if (!Object.hasOwn(spec, name)) throw new MongoCommandError(...error);
  return { values: names.map((name) => spec[name]), present: new Set(Object.keys(spec)) };
}
