import { measureAsciiStl } from './ascii-stl';
import { declaredStlTriangles, isBinaryStlSize, measureBinaryStl } from './binary-stl';
import { DEFAULT_MEASURE_LIMITS, MeasureBudget, ModelFormatError, type MeasureLimits } from './measure-limits';
import { MeshAccumulator } from './mesh-accumulator';
import { MILLIMETERS_PER_UNIT, modelFormatOf, type ModelFormat, type ModelInsight, type ModelUnit } from '../../shared/model-measurement';
import { readRange, type ModelSource } from './model-source';
import { measureObj } from './obj';
import { measure3mf } from './threemf';
import { guessUnit } from './unit-guess';

/** Binary or ASCII: a binary STL's size matches its declared count exactly; an ASCII one starts with "solid". */
async function stlFormat(source: ModelSource): Promise<ModelFormat> {
  if (isBinaryStlSize(source.size, await declaredStlTriangles(source))) return 'stl-binary';
  const start = (await readRange(source, 0, Math.min(source.size, 256))).toString('latin1');
  return /^\s*solid\b/.test(start) ? 'stl-ascii' : 'stl-binary';
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * Measures a stored model: its format from the name (and, for STL, the bytes), then one streaming pass.
 * Never throws for a bad file: anything unreadable, hostile or too large comes back as `{error}`, a sentence
 * for the inbox. Errors of the source itself (the database going away) are thrown, to be retried.
 */
export async function measureModel(source: ModelSource, filename: string, limits: MeasureLimits = DEFAULT_MEASURE_LIMITS): Promise<ModelInsight | null> {
  const kind = modelFormatOf(filename);
  if (!kind) return null;
  const budget = new MeasureBudget(limits);
  const mesh = new MeshAccumulator(budget);
  try {
    if (source.size === 0) throw new ModelFormatError('the file is empty');
    let format: ModelFormat;
    let declaredUnit: ModelUnit | undefined;
    if (kind === '3mf') {
      format = '3mf';
      declaredUnit = await measure3mf(source, mesh, budget);
    } else if (kind === 'obj') {
      format = 'obj';
      await measureObj(source, mesh, budget);
    } else {
      format = await stlFormat(source);
      await (format === 'stl-binary' ? measureBinaryStl(source, mesh, budget) : measureAsciiStl(source, mesh, budget));
    }
    const totals = mesh.totals();
    if (totals.triangles === 0) throw new ModelFormatError('the file holds no triangles');
    const size = totals.max.map((max, axis) => max - totals.min[axis]!);
    const unit = declaredUnit ?? guessUnit(Math.max(...size));
    const mm = MILLIMETERS_PER_UNIT[unit];
    return {
      format,
      triangles: totals.triangles,
      bbox_mm: size.map((side) => round(side * mm, 3)) as [number, number, number],
      area_mm2: round(totals.area * mm * mm, 3),
      volume_mm3: round(Math.abs(totals.volume) * mm * mm * mm, 3),
      watertight: totals.closed && totals.consistentlyOriented,
      closed: totals.closed,
      consistently_oriented: totals.consistentlyOriented,
      unit,
      unit_guessed: declaredUnit === undefined,
    };
  } catch (error) {
    if (error instanceof ModelFormatError) return { error: error.message };
    throw error;
  }
}
