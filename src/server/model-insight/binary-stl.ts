import { ModelFormatError, type MeasureBudget } from './measure-limits';
import type { MeshAccumulator } from './mesh-accumulator';
import { readRange, type ModelSource } from './model-source';

const HEADER_BYTES = 84;
const RECORD_BYTES = 50;

/** The triangle count a binary STL's header declares, or null when the file is too short to have one. */
export async function declaredStlTriangles(source: ModelSource): Promise<number | null> {
  if (source.size < HEADER_BYTES) return null;
  return (await readRange(source, 0, HEADER_BYTES)).readUInt32LE(80);
}

/** True when the size is exactly what a binary STL with the declared count needs. */
export function isBinaryStlSize(size: number, declared: number | null): boolean {
  return declared !== null && size === HEADER_BYTES + RECORD_BYTES * declared;
}

/**
 * Binary STL: an 80-byte header, a uint32 triangle count, then 50-byte records (normal, three corners as
 * float32 little-endian, a 2-byte attribute). The declared count is checked against the file size before
 * reading on, so a header claiming a billion triangles costs nothing.
 */
export async function measureBinaryStl(source: ModelSource, mesh: MeshAccumulator, budget: MeasureBudget): Promise<void> {
  const declared = await declaredStlTriangles(source);
  if (declared === null) throw new ModelFormatError(`the STL file is truncated: ${source.size} bytes is shorter than its 84-byte header`);
  if (declared > budget.limits.maxTriangles) {
    throw new ModelFormatError(`the STL header declares ${declared.toLocaleString('en-US')} triangles, more than the ${budget.limits.maxTriangles.toLocaleString('en-US')} measured here`);
  }
  if (!isBinaryStlSize(source.size, declared)) {
    throw new ModelFormatError(`the STL file is truncated or corrupt: its header declares ${declared.toLocaleString('en-US')} triangles (${HEADER_BYTES + RECORD_BYTES * declared} bytes) but the file has ${source.size} bytes`);
  }
  mesh.expect(declared);
  let read = 0;
  // A record split between two chunks is completed from the next one; the rest is read in place, uncopied.
  const straddling = Buffer.alloc(RECORD_BYTES);
  let straddled = 0;
  const addRecord = (bytes: Buffer, at: number) => {
    read++;
    mesh.addTriangle(
      bytes.readFloatLE(at + 12), bytes.readFloatLE(at + 16), bytes.readFloatLE(at + 20),
      bytes.readFloatLE(at + 24), bytes.readFloatLE(at + 28), bytes.readFloatLE(at + 32),
      bytes.readFloatLE(at + 36), bytes.readFloatLE(at + 40), bytes.readFloatLE(at + 44),
    );
  };
  for await (const chunk of source.open({ start: HEADER_BYTES, end: source.size })) {
    budget.checkCpu();
    const bytes = chunk as Buffer;
    let at = 0;
    if (straddled > 0) {
      at = Math.min(RECORD_BYTES - straddled, bytes.length);
      bytes.copy(straddling, straddled, 0, at);
      straddled += at;
      if (straddled < RECORD_BYTES) continue;
      addRecord(straddling, 0);
      straddled = 0;
    }
    for (; at + RECORD_BYTES <= bytes.length; at += RECORD_BYTES) addRecord(bytes, at);
    straddled = bytes.copy(straddling, 0, at);
  }
  if (read !== declared || straddled > 0) throw new ModelFormatError(`the STL file is truncated: ${read.toLocaleString('en-US')} of ${declared.toLocaleString('en-US')} triangles could be read`);
}
