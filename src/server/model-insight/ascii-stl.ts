import { ModelFormatError, type MeasureBudget } from './measure-limits';
import type { MeshAccumulator } from './mesh-accumulator';
import type { ModelSource } from './model-source';
import { coordinate, forEachModelLine } from './text-model-lines';

/**
 * ASCII STL: `solid … facet normal … outer loop, vertex x y z ×3, endloop, endfacet … endsolid`. Only the
 * vertex lines and the loop ends matter; a file that stops before `endsolid` is truncated.
 */
export async function measureAsciiStl(source: ModelSource, mesh: MeshAccumulator, budget: MeasureBudget): Promise<void> {
  const corners: number[] = [];
  let lineNumber = 0;
  let ended = false;
  await forEachModelLine(source.open(), budget, (line) => {
    lineNumber++;
    const words = line.trim().split(/\s+/);
    switch (words[0]) {
      case 'vertex': {
        const where = `line ${lineNumber}`;
        if (corners.length === 9) throw new ModelFormatError(`${where} has a fourth vertex in one facet`);
        corners.push(coordinate(words[1], where), coordinate(words[2], where), coordinate(words[3], where));
        break;
      }
      case 'endloop': {
        if (corners.length !== 9) throw new ModelFormatError(`line ${lineNumber} ends a facet with ${corners.length / 3} vertices instead of 3`);
        const [ax, ay, az, bx, by, bz, cx, cy, cz] = corners as [number, number, number, number, number, number, number, number, number];
        mesh.addTriangle(ax, ay, az, bx, by, bz, cx, cy, cz);
        corners.length = 0;
        break;
      }
      case 'solid':
        ended = false;
        break;
      case 'endsolid':
        ended = true;
        break;
      default:
    }
  });
  if (!ended || corners.length > 0) throw new ModelFormatError('the STL file is truncated: it ends before "endsolid"');
}
