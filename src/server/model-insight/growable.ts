/** A copy of `array` at least `needed` long (doubling, so appends stay amortised constant time), at most `cap`. */
export function grown<T extends Float64Array | Uint32Array>(array: T, needed: number, cap: number): T {
  if (needed <= array.length) return array;
  const next = new (array.constructor as new (length: number) => T)(Math.min(Math.max(needed, array.length * 2), Math.max(cap, needed)));
  next.set(array);
  return next;
}
