/**
 * The gantry's build volume, the largest piece printed whole (capabilities.ts states it to visitors as
 * 20 × 10 × 6 ft; test/unit/model-fit.test.ts keeps the two in step). X and Y are the bed, Z the height.
 */
const MM_PER_FOOT = 304.8;

export const buildEnvelopeFeet: [number, number, number] = [20, 10, 6];

export const buildEnvelopeMm = buildEnvelopeFeet.map((feet) => Math.round(feet * MM_PER_FOOT * 10) / 10) as [number, number, number];
