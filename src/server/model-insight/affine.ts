/**
 * A 3MF transform: 12 numbers `m00 m01 m02 m10 m11 m12 m20 m21 m22 m30 m31 m32`, applied to row vectors
 * (x' = x·m00 + y·m10 + z·m20 + m30), the last three being the translation (3MF core spec, 3.3).
 */
export type Affine = readonly number[];

export const IDENTITY: Affine = [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0];

/** Applies `inner` first, then `outer`: a component's transform within its parent's. */
export function compose(inner: Affine, outer: Affine): Affine {
  const m = (t: Affine, row: number, col: number) => t[row * 3 + col]!;
  const out: number[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      let sum = row === 3 ? m(outer, 3, col) : 0;
      for (let k = 0; k < 3; k++) sum += m(inner, row, k) * m(outer, k, col);
      out.push(sum);
    }
  }
  return out;
}

/** Determinant of the linear part: negative for a mirroring transform, which turns faces inside out. */
export function determinant(t: Affine): number {
  const [a, b, c, d, e, f, g, h, i] = t as [number, number, number, number, number, number, number, number, number];
  return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
}

export function transformPoint(t: Affine, x: number, y: number, z: number): [number, number, number] {
  return [
    x * t[0]! + y * t[3]! + z * t[6]! + t[9]!,
    x * t[1]! + y * t[4]! + z * t[7]! + t[10]!,
    x * t[2]! + y * t[5]! + z * t[8]! + t[11]!,
  ];
}
