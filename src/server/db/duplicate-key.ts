/** MongoDB's E11000: a unique index refused the write (also what a racing upsert on one _id gets). */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
