/** The model format a file name promises (the server checks the bytes), or null for files that are not models. */
export function modelFormatOf(filename: string): 'stl' | 'obj' | '3mf' | null {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  return extension === 'stl' || extension === 'obj' || extension === '3mf' ? extension : null;
}

/** The file formats measured, as detected from the name and the bytes. */
export type ModelFormat = 'stl-binary' | 'stl-ascii' | 'obj' | '3mf';

/** Length units a model's coordinates can be in (3MF's list; STL and OBJ get a guess). */
export type ModelUnit = 'micron' | 'millimeter' | 'centimeter' | 'inch' | 'foot' | 'meter';

export const MILLIMETERS_PER_UNIT: Record<ModelUnit, number> = {
  micron: 0.001,
  millimeter: 1,
  centimeter: 10,
  inch: 25.4,
  foot: 304.8,
  meter: 1000,
};

/** What the inbox stores about a measured model (`attachments[].model`). Lengths are converted to mm. */
export interface ModelMeasurement {
  format: ModelFormat;
  triangles: number;
  bbox_mm: [number, number, number];
  area_mm2: number;
  /** Enclosed volume by the signed-tetrahedron sum; only meaningful when `watertight`. */
  volume_mm3: number;
  /** Closed and consistently oriented: every edge shared by exactly two faces in opposite directions. */
  watertight: boolean;
  /** Every edge shared by exactly two faces (no holes), whatever their directions. */
  closed: boolean;
  consistently_oriented: boolean;
  unit: ModelUnit;
  /** True when the file does not declare its unit (STL, OBJ) and `unit` is guessed from the size. */
  unit_guessed: boolean;
}

/** A model that could not be measured, with one sentence for the inbox. */
export interface ModelMeasurementError {
  error: string;
}

export type ModelInsight = ModelMeasurement | ModelMeasurementError;

export function isMeasured(model: ModelInsight): model is ModelMeasurement {
  return !('error' in model);
}
