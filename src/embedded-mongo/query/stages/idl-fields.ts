import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { isPlainObject } from '../aggregation-expressions';
import { wrongTypeError } from '../../wrong-type';

/** The BSON type a field of a stage's spec must have ('any' when mongod takes any value). */
export type FieldType = 'string' | 'object' | 'array' | 'any';

const matches = (value: unknown, type: FieldType) =>
  type === 'any' || (type === 'string' ? typeof value === 'string' : type === 'object' ? isPlainObject(value) : Array.isArray(value));

/**
 * The checks mongod's generated IDL parsers make of a stage's spec (`$densify`, `$fill`,
 * `$setWindowFields`), in their order: each field as it comes (an unknown one is `40415`, a wrong type
 * `14`), then the required fields that are missing (`40414`). `context` names the spec (`$densify.range`).
 */
export function checkIdlFields(context: string, spec: Document, fields: Record<string, FieldType>, required: string[]): void {
  for (const [name, value] of Object.entries(spec)) {
    const type = fields[name];
    if (type === undefined) throw new MongoCommandError('Location40415', `BSON field '${context}.${name}' is an unknown field.`);
    if (!matches(value, type)) throw wrongTypeError(`${context}.${name}`, value, type);
  }
  for (const name of required) {
    if (spec[name] === undefined) throw new MongoCommandError('Location40414', `BSON field '${context}.${name}' is missing but a required field`);
  }
}
