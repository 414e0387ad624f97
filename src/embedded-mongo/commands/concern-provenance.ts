import { MongoCommandError } from '../errors';
import { typeName } from '../query/describe';

/**
 * The `provenance` field a read or write concern may carry (ReadWriteConcernProvenanceSource, an IDL enum in
 * src/mongo/db/read_write_concern_provenance_base.idl): a string naming one of these sources, checked where
 * each concern is parsed; `field` is the path mongod's IDL parser prints (its parser context and the field).
 */
const PROVENANCES = new Set(['clientSupplied', 'implicitDefault', 'customDefault', 'getLastErrorDefaults', 'internalWriteDefault']);

export function checkProvenance(value: unknown, field: string): void {
  if (typeof value !== 'string') {
    throw new MongoCommandError('TypeMismatch', `BSON field '${field}' is the wrong type '${typeName(value)}', expected type 'string'`);
  }
  if (!PROVENANCES.has(value)) {
    throw new MongoCommandError('BadValue', `Enumeration value '${value}' for field '${field}' is not a valid value.`);
  }
}
