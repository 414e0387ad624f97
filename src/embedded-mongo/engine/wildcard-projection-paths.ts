import type { Document } from 'bson';
import { isPlainDocument } from '../query/filter';

/**
 * A wildcardProjection's leaves as dotted paths: `{a: {b: 1, c: 1}}` is `a.b` and `a.c`, as mongod's
 * projection parser reads the projection of a `$**` index.
 */
export function wildcardProjectionLeaves(projection: Document): [path: string, value: unknown][] {
  const leaves: [string, unknown][] = [];
  const walk = (node: Document, prefix: string) => {
    for (const [field, value] of Object.entries(node)) {
      if (isPlainDocument(value)) walk(value, `${prefix}${field}.`);
      else leaves.push([`${prefix}${field}`, value]);
    }
  };
  walk(projection, '');
  return leaves;
}
