import type { Document } from 'bson';

/**
 * Documents are decoded keeping every BSON type (see EXACT_BSON), so the command's own options
 * (`limit: 10`, `batchSize`, `hello: 1`) arrive as Int32/Double objects too: once the command's fields are
 * checked (command-fields.ts names their BSON types), those top-level numbers are turned into JS numbers for
 * the handlers. Payloads (documents, filters, updates) are left exact.
 */
export function promoteOptions(command: Document): Document {
  for (const key of Object.keys(command)) {
    const type = (command[key] as { _bsontype?: string } | null)?._bsontype;
    if (type === 'Int32' || type === 'Double') command[key] = (command[key] as { valueOf(): number }).valueOf();
  }
  return command;
}
