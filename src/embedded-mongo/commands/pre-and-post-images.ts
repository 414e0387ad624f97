import type { Document } from 'bson';
import { MongoCommandError } from '../errors';

/**
 * The `changeStreamPreAndPostImages: {enabled}` option of create and collMod, its shape already checked as
 * mongod's IDL parser checks it (command-fields.ts). A standalone mongod 7.0 keeps it in the collection's
 * options (listed only when enabled, CollectionOptions::appendBSON) and records no pre-images, having no
 * oplog: so does the store. Enabling it in admin, local or config is refused as mongod refuses it
 * (validateChangeStreamPreAndPostImagesOptionIsPermitted). `enabled: null` passes mongod's parser with a
 * value the sources here do not settle, so it is refused with 238.
 */
function isEnabled(option: Document, db: string): boolean {
  if (typeof option.enabled !== 'boolean') {
    throw new MongoCommandError('NotImplemented', "changeStreamPreAndPostImages with a null 'enabled' is not supported by the embedded store");
  }
  if (option.enabled && (db === 'admin' || db === 'local' || db === 'config')) {
    throw new MongoCommandError('InvalidOptions', `changeStreamPreAndPostImages collection option is not supported on the ${db} database`);
  }
  return option.enabled;
}

/** create's option as the collection keeps it: present only when enabled. */
export function preAndPostImagesOption(command: Document, db: string): Document {
  const option = command.changeStreamPreAndPostImages as Document | null | undefined;
  return option != null && isEnabled(option, db) ? { changeStreamPreAndPostImages: { enabled: true } } : {};
}

/** collMod's change of the option: `null` removes it from the collection's options (disabled is not listed). */
export function preAndPostImagesChange(command: Document, db: string): Document {
  const option = command.changeStreamPreAndPostImages as Document | null | undefined;
  // A null option is skipped by mongod's IDL parser, as if absent.
  if (option == null) return {};
  return { changeStreamPreAndPostImages: isEnabled(option, db) ? { enabled: true } : null };
}
