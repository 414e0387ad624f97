import { outsideFaces } from '../../src/app/features/admin/model-preview/outside-faces';
import { cubeFaces, cubeTriangles, cubeVertices, type Triangle } from '../helpers/model-fixtures';

/* Which faces the 3D view draws: only the outside of a watertight mesh, whichever way its faces wind. */

const corners = (triangles: Triangle[]) => new Float32Array(triangles.flat(2));
const insideOut = (triangles: Triangle[]) => triangles.map(([a, b, c]) => [a, c, b] as Triangle);

test('a watertight mesh wound counter-clockwise from outside (WebGL front) shows its front faces', () => {
  expect(outsideFaces(corners(cubeTriangles(10)), null, true)).toBe('front');
  // Where the mesh sits does not matter: the signed volume of a closed mesh does not change with position.
  const moved = cubeTriangles(10).map((t) => t.map(([x, y, z]) => [x - 500, y + 90, z - 7]) as Triangle);
  expect(outsideFaces(corners(moved), null, true)).toBe('front');
});

test('one turned inside out shows its back faces', () => {
  expect(outsideFaces(corners(insideOut(cubeTriangles(10))), null, true)).toBe('back');
});

test('indexed meshes (the OBJ and 3MF loaders) are read through their index', () => {
  const positions = new Float32Array(cubeVertices(10).flat());
  expect(outsideFaces(positions, cubeFaces().flat(), true)).toBe('front');
  expect(outsideFaces(positions, cubeFaces().flatMap(([a, b, c]) => [a, c, b]), true)).toBe('back');
});

test('a mesh the server did not find watertight is drawn from both sides', () => {
  expect(outsideFaces(corners(cubeTriangles(10)), null, false)).toBe('both');
});
