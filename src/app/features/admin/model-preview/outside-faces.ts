/** Which faces of a mesh the view draws: its front faces, its back faces, or both. */
export type DrawnFaces = 'front' | 'back' | 'both';

/**
 * Which faces of a mesh the view draws. A watertight mesh (closed, each edge between two faces running in
 * opposite directions: the server's verdict) is only ever seen from outside, so only its outward faces
 * need drawing; culling the others halves the triangles to rasterise (about a third off the first frame of
 * a 20 MB model on a software rasteriser). Which winding is outward is the sign of the enclosed volume:
 * positive when the faces turn counter-clockwise seen from outside, which is WebGL's front. Meshes with
 * holes or mixed directions are drawn from both sides.
 * `positions` holds x, y, z per corner; `index`, if the mesh has one, three corners per face.
 */
export function outsideFaces(positions: ArrayLike<number>, index: ArrayLike<number> | null, watertight: boolean): DrawnFaces {
  if (!watertight) return 'both';
  const corners = index ? index.length : positions.length / 3;
  const at = (corner: number) => 3 * (index ? index[corner]! : corner);
  const p = positions;
  // Six times the signed volume: the sum over faces of A · (B × C).
  let volume6 = 0;
  for (let corner = 0; corner + 2 < corners; corner += 3) {
    const a = at(corner), b = at(corner + 1), c = at(corner + 2);
    volume6 +=
      p[a]! * (p[b + 1]! * p[c + 2]! - p[b + 2]! * p[c + 1]!) +
      p[a + 1]! * (p[b + 2]! * p[c]! - p[b]! * p[c + 2]!) +
      p[a + 2]! * (p[b]! * p[c + 1]! - p[b + 1]! * p[c]!);
  }
  return volume6 < 0 ? 'back' : 'front';
}
