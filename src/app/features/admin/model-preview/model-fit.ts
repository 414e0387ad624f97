import { buildEnvelopeMm } from '../../../../content/build-envelope';
import { materialDensities } from '../../../../content/material-densities';

type Triple = [number, number, number];

export interface ModelFit {
  /** The whole model fits the envelope in some orientation (a 90° turn about any axes allowed). */
  fitsInOnePiece: boolean;
  /** Sections needed along the model's own x, y and z, in the orientation needing the fewest pieces. */
  sections: Triple;
  pieces: number;
}

/** Every way of laying the model's three axes along the envelope's, identity first (kept on ties). */
const ORIENTATIONS: Triple[] = [
  [0, 1, 2],
  [1, 0, 2],
  [0, 2, 1],
  [2, 1, 0],
  [1, 2, 0],
  [2, 0, 1],
];

/** Whether a model of this bounding box prints in one piece, or how many sections it needs per axis. */
export function fitInEnvelope(bboxMm: Triple, envelopeMm: Triple = buildEnvelopeMm): ModelFit {
  let best: ModelFit | undefined;
  for (const orientation of ORIENTATIONS) {
    // Model axis i lies along envelope axis orientation[i].
    const sections = bboxMm.map((side, axis) => Math.max(1, Math.ceil(side / envelopeMm[orientation[axis]!]!))) as Triple;
    const pieces = sections[0] * sections[1] * sections[2];
    if (!best || pieces < best.pieces) best = { fitsInOnePiece: pieces === 1, sections, pieces };
  }
  return best!;
}

/** The solid mass of the model in each material we print: a first estimate (solid, unfilled grade). */
export function solidMasses(volumeMm3: number): { abbreviation: string; kg: number }[] {
  const cm3 = volumeMm3 / 1000;
  return materialDensities.map(({ abbreviation, gramsPerCm3 }) => ({ abbreviation, kg: (cm3 * gramsPerCm3) / 1000 }));
}
