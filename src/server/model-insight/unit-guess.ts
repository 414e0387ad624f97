import type { ModelUnit } from '../../shared/model-measurement';

/**
 * STL and OBJ carry bare numbers. Almost every CAD and slicer exports millimetres, and architectural tools
 * metres; for this studio (parts from a few centimetres to several metres) a model whose largest side is
 * under 5 units is far likelier a 0.5–5 m piece in metres than a 5 mm trinket. Inches cannot be told from
 * millimetres by size, so they are never guessed: that is why the inbox marks the unit as a guess.
 */
export const METRES_BELOW_LARGEST_SIDE = 5;

export function guessUnit(largestSide: number): ModelUnit {
  return largestSide < METRES_BELOW_LARGEST_SIDE ? 'meter' : 'millimeter';
}
