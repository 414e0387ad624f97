import type { Document } from 'bson';
import { MongoCommandError } from '../errors';

const isEnabledOption = (value: unknown): value is { enabled: boolean } =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 && typeof (value as Document).enabled === 'boolean';

/**
 * `create`'s `changeStreamPreAndPostImages: {enabled}`. A standalone mongod 7.0 keeps it (listed only when
 * enabled, CollectionOptions::appendBSON) and records no pre-images, having no oplog: so does the store.
 * Refused in admin, local and config as mongod refuses it; any other shape of the option (IDL errors the
 * store does not reproduce) is refused with 238.
 */
export function preAndPostImagesOption(command: Document, db: string): Document {
  const option = command.changeStreamPreAndPostImages as unknown;
  if (option === undefined) return {};
  if (!isEnabledOption(option)) {
    throw new MongoCommandError('NotImplemented', "create option 'changeStreamPreAndPostImages' other than {enabled: <bool>} is not supported by the embedded store");
  }
  if (!option.enabled) return {};
  if (db === 'admin' || db === 'local' || db === 'config') {
    throw new MongoCommandError('InvalidOptions', `changeStreamPreAndPostImages collection option is not supported on the ${db} database`);
  }
  return { changeStreamPreAndPostImages: { enabled: true } };
}
