import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isNumeric, toDouble } from './bson-values';
import { typeName } from './describe';

/**
 * A collation spec as mongod parses it (collator_factory_icu.cpp): every option given is checked for type
 * and value, every option left out takes the locale's own ICU default, and the result is what
 * listIndexes/listCollections show, in mongod's field order.
 */
export interface CollationSettings {
  locale: string;
  caseLevel: boolean;
  caseFirst: 'upper' | 'lower' | 'off';
  strength: 1 | 2 | 3 | 4 | 5;
  numericOrdering: boolean;
  alternate: 'non-ignorable' | 'shifted';
  maxVariable: 'punct' | 'space';
  normalization: boolean;
  backwards: boolean;
  version: string;
}

/** The ICU version mongod 7.0 is built with, which it writes into every collation spec. */
export const ICU_VERSION = '57.1';

/** What the locale's ICU collator has for the options a spec leaves out. */
export interface LocaleDefaults {
  caseFirst: CollationSettings['caseFirst'];
  alternate: CollationSettings['alternate'];
  backwards: boolean;
}

const FIELDS = ['locale', 'caseLevel', 'caseFirst', 'strength', 'numericOrdering', 'alternate', 'maxVariable', 'normalization', 'backwards', 'version'];

/** A flat spec as mongod prints a BSON object in its messages: `{ locale: "en", strength: 6 }`. */
export function specText(spec: Document): string {
  const value = (v: unknown): string => {
    if (typeof v === 'string') return JSON.stringify(v);
    if (typeof v === 'boolean') return String(v);
    if (isNumeric(v)) {
      const number = toDouble(v);
      return typeName(v) === 'double' && Number.isInteger(number) ? `${number}.0` : String(number);
    }
    return JSON.stringify(v);
  };
  const fields = Object.entries(spec).map(([name, v]) => `${name}: ${value(v)}`);
  return fields.length === 0 ? '{}' : `{ ${fields.join(', ')} }`;
}

const parseError = (message: string) => new MongoCommandError('FailedToParse', message);

function booleanField(spec: Document, name: string): boolean | undefined {
  const value = spec[name] as unknown;
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new MongoCommandError('TypeMismatch', `"${name}" had the wrong type. Expected bool, found ${typeName(value)}`);
  return value;
}

function stringField(spec: Document, name: string): string | undefined {
  const value = spec[name] as unknown;
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new MongoCommandError('TypeMismatch', `"${name}" had the wrong type. Expected string, found ${typeName(value)}`);
  return value;
}

function oneOf<T extends string>(spec: Document, name: string, allowed: readonly T[]): T | undefined {
  const value = stringField(spec, name);
  if (value === undefined || (allowed as readonly string[]).includes(value)) return value as T | undefined;
  const choices = allowed.map((choice) => `'${choice}'`);
  const listed = choices.length === 2 ? choices.join(' or ') : `${choices.slice(0, -1).join(', ')}, or ${choices[choices.length - 1]}`;
  throw parseError(`Field '${name}' must be ${listed}. Got: ${value}`);
}

function strengthField(spec: Document): CollationSettings['strength'] | undefined {
  const value = spec.strength as unknown;
  if (value === undefined) return undefined;
  if (!isNumeric(value)) throw new MongoCommandError('TypeMismatch', `"strength" had the wrong type. Expected number, found ${typeName(value)}`);
  const number = toDouble(value);
  if (!Number.isInteger(number)) {
    throw new MongoCommandError('BadValue', `Expected field "strength" to have a value exactly representable as a 64-bit integer, but found strength: ${number}`);
  }
  if (number < 1 || number > 5) throw parseError(`Field 'strength' must be an integer 1 through 5. Got: ${number}`);
  return number as CollationSettings['strength'];
}

/** Reads a non-simple spec's options in mongod's order, with mongod's codes and messages for bad ones. */
export function parseCollationSettings(spec: Document, defaults: LocaleDefaults): CollationSettings {
  const settings: CollationSettings = {
    locale: spec.locale as string,
    caseLevel: booleanField(spec, 'caseLevel') ?? false,
    caseFirst: oneOf(spec, 'caseFirst', ['upper', 'lower', 'off'] as const) ?? defaults.caseFirst,
    strength: strengthField(spec) ?? 3,
    numericOrdering: booleanField(spec, 'numericOrdering') ?? false,
    alternate: oneOf(spec, 'alternate', ['non-ignorable', 'shifted'] as const) ?? defaults.alternate,
    maxVariable: oneOf(spec, 'maxVariable', ['punct', 'space'] as const) ?? 'punct',
    normalization: booleanField(spec, 'normalization') ?? false,
    backwards: booleanField(spec, 'backwards') ?? defaults.backwards,
    version: ICU_VERSION,
  };
  const version = stringField(spec, 'version');
  if (version !== undefined && version !== ICU_VERSION) {
    throw new MongoCommandError(
      'IncompatibleCollationVersion',
      `Requested collation version ${version} but the only available collator version was ${ICU_VERSION}. Requested collation spec: ${specText(spec)}`,
    );
  }
  if (Object.keys(spec).some((field) => !FIELDS.includes(field))) throw parseError(`Collation spec contains unknown field. Collation spec: ${specText(spec)}`);
  // Combinations mongod refuses because the option would have no effect (validateCollationSpec).
  if (settings.backwards && settings.strength === 1) {
    throw new MongoCommandError('BadValue', `'backwards' is invalid with 'strength' of 1 in: ${specText({ ...settings })}`);
  }
  if (settings.caseFirst !== 'off' && !settings.caseLevel && settings.strength < 3) {
    throw new MongoCommandError('BadValue', `'caseFirst' is invalid unless 'caseLevel' is on or 'strength' is greater than 2 in: ${specText({ ...settings })}`);
  }
  return settings;
}
