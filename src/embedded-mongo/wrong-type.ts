import { MongoCommandError } from './errors';
import { typeName } from './query/describe';

/** The numeric types an IDL "safe" number accepts, in the order mongod lists them. */
export const NUMBER_TYPES: readonly string[] = ['long', 'int', 'decimal', 'double'];

/**
 * mongod's IDL type check failure (idl_parser.cpp), one formatter for every field the store checks:
 * `BSON field 'create.size' is the wrong type 'string', expected type 'object'`, or for several types
 * `expected types '[long, int, decimal, double']` (the quote inside the closing bracket is mongod's).
 */
export function wrongTypeError(path: string, value: unknown, expected: string | readonly string[]): MongoCommandError {
  const types = typeof expected === 'string' ? [expected] : expected;
  const wanted = types.length === 1 ? `expected type '${types[0]}'` : `expected types '[${types.join(', ')}']`;
  return new MongoCommandError('TypeMismatch', `BSON field '${path}' is the wrong type '${typeName(value)}', ${wanted}`);
}
