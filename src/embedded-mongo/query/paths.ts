import type { Document } from 'bson';
import { realName, storedName } from '../storage/field-names';
import { defineField } from './promote';

/** A path's components; a path a command gave as a whole key may be marked (storage/field-names.ts). */
export const pathParts = (path: string): string[] => realName(path).split('.');

/**
 * Reads a dotted path. Crossing an array with a field name collects that field from each element
 * (MongoDB's implicit array traversal), so the result may be an array; callers treat arrays as multikey.
 */
export function getPath(doc: unknown, path: string): unknown {
  let current: unknown = doc;
  for (const part of pathParts(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current) && !/^\d+$/.test(part)) {
      const values = current.map((item) => getPath(item, part)).filter((value) => value !== undefined);
      current = values.flat();
      continue;
    }
    // A numeric part indexes an array; only field names are stored behind the integer-name mark.
    current = Array.isArray(current) ? current[Number(part)] : (current as Document)[storedName(part)];
  }
  return current;
}

/**
 * Whether a dotted path reaches a value in `doc`, crossing arrays into their documents (or to a position):
 * what mongod's key generator finds for a sparse index, where `a.b` over `a: [{}]` or `a: []` finds nothing.
 */
export function reachesValue(node: unknown, path: string): boolean {
  const walk = (value: unknown, parts: string[]): boolean => {
    if (parts.length === 0) return value !== undefined;
    const [part, ...rest] = parts as [string, ...string[]];
    if (Array.isArray(value)) {
      if (/^\d+$/.test(part) && walk(value[Number(part)], rest)) return true;
      return value.some((element) => element !== null && typeof element === 'object' && !Array.isArray(element) && walk(element, parts));
    }
    if (value === null || typeof value !== 'object') return false;
    const key = storedName(part);
    return Object.hasOwn(value, key) && walk((value as Document)[key], rest);
  };
  return walk(node, pathParts(path));
}

/**
 * Copies plain objects and arrays so an update can modify the copy in place while cursors still hold the old
 * version. BSON value classes and Dates are never mutated by the store, so they are shared (copying a Date
 * through its time would also lose an OutOfRangeDate).
 */
export function cloneDocument<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cloneDocument(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const copy: Document = {};
    for (const key of Object.keys(value)) defineField(copy, key, cloneDocument((value as Document)[key]));
    return copy as T;
  }
  return value;
}
