import type { Document } from 'bson';
import { BSONRegExp } from 'bson';
import { bsonType, isNumeric, toDouble } from './bson-values';
import { realName, storedName } from '../storage/field-names';
import { PcreEngineRegExp } from './pcre-engine';
import { regexOf } from './regex';

/**
 * mingo (aggregation expressions, $expr) knows JS numbers, not BSON number classes. Values handed to it are
 * promoted: Int32 and Double become numbers, a Long that fits 2^53 too, a BSON regex a RegExp. Everything
 * else is kept as is.
 */
export function promote(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(promote);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const type = bsonType(value);
  if (type === 'Int32' || type === 'Double') return toDouble(value);
  if (type === 'Long') {
    const number = toDouble(value);
    return Number.isSafeInteger(number) ? number : value;
  }
  if (type === 'BSONRegExp') return promoteRegex(value as BSONRegExp);
  if (type !== undefined) return value;
  const copy: Document = {};
  // mingo sees the real field names (storage/field-names.ts); restoreTypes puts the marks back.
  for (const key of Object.keys(value)) defineField(copy, realName(key), promote((value as Document)[key]));
  return copy;
}

/**
 * A stored regex mingo can pass through; one JavaScript cannot run (mongod stores any) stays as it is, and
 * so does one the store's own PCRE2 matcher runs (mingo would copy it into a plain, never-matching RegExp).
 */
function promoteRegex(value: BSONRegExp): unknown {
  try {
    const regex = regexOf(value);
    return regex instanceof PcreEngineRegExp ? value : regex;
  } catch {
    return value;
  }
}

/** A field named `__proto__` must become an own field, not the object's prototype. */
export function defineField(target: Document, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * After mingo computed `output` from `original`, every value it passed through unchanged gets its original
 * BSON type back (a Double 10.0 promoted to 10 would otherwise be stored as int32).
 */
export function restoreTypes(output: unknown, original: unknown): unknown {
  if (valuesEqualPromoted(output, original)) return original;
  if (Array.isArray(output)) return output.map((item, i) => restoreTypes(item, Array.isArray(original) ? original[i] : undefined));
  if (output === null || typeof output !== 'object' || bsonType(output) !== undefined || output instanceof Date) return output;
  const source = original !== null && typeof original === 'object' && !Array.isArray(original) ? (original as Document) : {};
  // Fields the input had keep their place, as mongod's stages keep it; new fields follow in output order.
  // mingo's output has real field names, the source the names as held in memory (storage/field-names.ts).
  const result = output as Document;
  const kept = Object.keys(source).filter((key) => Object.hasOwn(result, realName(key)));
  const added = Object.keys(result).filter((name) => !Object.hasOwn(source, storedName(name)));
  const copy: Document = {};
  for (const key of kept) defineField(copy, key, restoreTypes(result[realName(key)], source[key]));
  for (const name of added) defineField(copy, storedName(name), restoreTypes(result[name], undefined));
  return copy;
}

/** `output` is `original` as mingo saw it: the same object, or the number it was promoted to. */
function valuesEqualPromoted(output: unknown, original: unknown): boolean {
  if (output === original) return original !== undefined;
  if (output instanceof RegExp) return bsonType(original) === 'BSONRegExp' && promoteRegex(original as BSONRegExp) === output;
  return typeof output === 'number' && isNumeric(original) && Object.is(toDouble(original), output);
}
