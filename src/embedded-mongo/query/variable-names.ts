import { MongoCommandError } from '../errors';

/**
 * mongod's rules for variable names (variable_validation.cpp): a name a user binds (`$let`'s vars, `as`)
 * starts with a lowercase letter or a non-ASCII character, a name read (`$$x`) with any letter or non-ASCII
 * character (so system variables such as `$$ROOT` can be read); the rest are letters, digits, `_` or
 * non-ASCII. `CURRENT` may be rebound. Every refusal is FailedToParse (mongod 6.0 on; 5.0's were 16866–16868).
 */
export function validateVariableName(name: string, use: 'read' | 'write'): void {
  if (use === 'write' && name === 'CURRENT') return;
  if (name === '') throw new MongoCommandError('FailedToParse', 'empty variable names are not allowed');
  const first = use === 'write' ? /^[a-z\u0080-\uffff]/ : /^[a-zA-Z\u0080-\uffff]/;
  if (!first.test(name)) throw new MongoCommandError('FailedToParse', `'${name}' starts with an invalid character for a user variable name`);
  const invalid = /[^a-zA-Z0-9_\u0080-\uffff]/.exec(name.slice(1));
  if (invalid) throw new MongoCommandError('FailedToParse', `'${name}' contains an invalid character for a variable name: '${invalid[0]}'`);
}
