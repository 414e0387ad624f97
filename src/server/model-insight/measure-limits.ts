/**
 * What one measurement may cost. A model is a visitor's upload, so every parser stops with a
 * `ModelFormatError` at these limits instead of exhausting the worker's memory or CPU.
 *
 * Memory bound: the vertex table holds 24 bytes of coordinates plus at most 16 bytes of slots per distinct
 * vertex, the edge table at most 36 bytes per distinct edge (about 1.5 per triangle), and a 3MF keeps its
 * meshes (24 bytes per vertex, 12 per triangle) until the build is walked: about 80 bytes per triangle of
 * tables. Neither depends on the file's size: the bytes themselves are streamed and dropped chunk by chunk.
 * Measured (scripts/bench-model.ts): a 20 MB STL of 418,816 triangles raises peak RSS by 34–46 MB, 1.68
 * million triangles by 190–230 MB (the garbage of streamed chunks included), so the 2,000,000-triangle cap
 * keeps one measurement under about 250 MB.
 */
export interface MeasureLimits {
  /** Triangles a model may have (after 3MF build items and components are expanded). */
  maxTriangles: number;
  /** Distinct vertices (after welding equal coordinates). */
  maxVertices: number;
  /** Decompressed bytes of the 3MF's XML parts together: stops zip bombs. */
  maxXmlBytes: number;
  /** CPU time (user + system, this process) one measurement may use. */
  maxCpuMs: number;
}

export const DEFAULT_MEASURE_LIMITS: MeasureLimits = {
  maxTriangles: 2_000_000,
  maxVertices: 2_000_000,
  maxXmlBytes: 200 * 1024 * 1024,
  maxCpuMs: 5_000,
};

/** The file is not a model this code can measure, with a sentence for the inbox saying why. */
export class ModelFormatError extends Error {}

/** The running cost of one measurement, checked by the parsers as they go. */
export class MeasureBudget {
  private readonly cpuStart = process.cpuUsage();

  constructor(readonly limits: MeasureLimits) {}

  /** Throws once the measurement has used more CPU time than allowed. */
  checkCpu(): void {
    const used = process.cpuUsage(this.cpuStart);
    if ((used.user + used.system) / 1000 > this.limits.maxCpuMs) {
      throw new ModelFormatError(`measuring took more than ${this.limits.maxCpuMs / 1000} s of CPU time; the model is too complex to measure here`);
    }
  }
}
