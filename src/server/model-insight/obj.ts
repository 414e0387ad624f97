import { grown } from './growable';
import { ModelFormatError, type MeasureBudget } from './measure-limits';
import type { MeshAccumulator } from './mesh-accumulator';
import type { ModelSource } from './model-source';
import { coordinate, forEachModelLine } from './text-model-lines';

/**
 * Wavefront OBJ: `v x y z [w]` lines and `f` lines of three or more corners (`i`, `i/t`, `i//n`, `i/t/n`;
 * 1-based, negative counts back from the latest vertex). Polygons are fanned into triangles, which is exact
 * for the planar convex faces exporters write. Everything else (normals, texture coordinates, groups,
 * materials, lines) does not change the geometry and is skipped.
 */
export async function measureObj(source: ModelSource, mesh: MeshAccumulator, budget: MeasureBudget): Promise<void> {
  // The welded id of each OBJ vertex, in file order; grows like the welder itself.
  let ids = new Uint32Array(1024);
  let count = 0;
  let lineNumber = 0;
  const corner = (word: string): number => {
    const slash = word.indexOf('/');
    const index = Number(slash === -1 ? word : word.slice(0, slash));
    const resolved = index < 0 ? count + index : index - 1;
    if (!Number.isInteger(index) || index === 0 || resolved < 0 || resolved >= count) {
      throw new ModelFormatError(`line ${lineNumber} refers to vertex "${word.slice(0, 20)}", which is not defined before it`);
    }
    return ids[resolved]!;
  };
  await forEachModelLine(source.open(), budget, (line) => {
    lineNumber++;
    const words = line.trim().split(/\s+/);
    if (words[0] === 'v') {
      const where = `line ${lineNumber}`;
      const id = mesh.vertex(coordinate(words[1], where), coordinate(words[2], where), coordinate(words[3], where));
      if (count >= budget.limits.maxVertices) throw new ModelFormatError(`the model has more than ${budget.limits.maxVertices.toLocaleString('en-US')} vertices`);
      ids = grown(ids, count + 1, budget.limits.maxVertices);
      ids[count++] = id;
    } else if (words[0] === 'f') {
      if (words.length < 4) throw new ModelFormatError(`line ${lineNumber} has a face with fewer than 3 vertices`);
      const first = corner(words[1]!);
      let previous = corner(words[2]!);
      for (let k = 3; k < words.length; k++) {
        const next = corner(words[k]!);
        mesh.addIndexed(first, previous, next);
        previous = next;
      }
    }
  });
}
