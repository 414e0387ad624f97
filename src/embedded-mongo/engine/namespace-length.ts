/** mongod 7's limit on a collection's `db.collection`, in UTF-8 bytes (NamespaceString::MaxNsCollectionLen). */
export const MAX_NAMESPACE_BYTES = 255;

/**
 * userAllowedCreateNS's length check: why a namespace is too long to create (or to rename to), or undefined.
 * create answers it as `73 InvalidNamespace`; renameCollection wraps it as `error with target namespace: …`.
 */
export function namespaceLengthProblem(ns: string): string | undefined {
  if (Buffer.byteLength(ns) <= MAX_NAMESPACE_BYTES) return undefined;
  return `Fully qualified namespace is too long. Namespace: ${ns} Max: ${MAX_NAMESPACE_BYTES}`;
}
