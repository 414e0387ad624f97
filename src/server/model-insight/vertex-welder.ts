import { grown } from './growable';
import { ModelFormatError } from './measure-limits';

// A slot holds x, y, z and id + 1 side by side (one cache line per probe); 0 in the last word is empty.
const WORDS = 4;
const ID = 3;

/**
 * Gives every distinct (x, y, z) one id, so that triangles which repeat a corner's coordinates (binary STL
 * stores every triangle's three corners in full) share that corner. Exact comparison on purpose: exporters
 * write a shared corner with the same bits, and a tolerance would join corners that only happen to be close.
 * An open-addressing table over typed arrays, at most half full: up to 64 bytes of table plus 24 of
 * coordinates by id per distinct vertex, no object per vertex.
 */
export class VertexWelder {
  private coords = new Float64Array(3 * 1024);
  private table = new Float64Array(WORDS * 2048);
  private capacity = 2048;
  private size = 0;
  private readonly scratch = new Float64Array(3);
  private readonly bits = new Int32Array(this.scratch.buffer);

  constructor(private readonly maxVertices: number) {}

  get count(): number {
    return this.size;
  }

  x(id: number): number {
    return this.coords[3 * id]!;
  }

  y(id: number): number {
    return this.coords[3 * id + 1]!;
  }

  z(id: number): number {
    return this.coords[3 * id + 2]!;
  }

  /** Sizes the table for about `vertices` distinct vertices up front, saving the rehashes of growing into it. */
  reserve(vertices: number): void {
    const target = Math.min(vertices, this.maxVertices);
    this.coords = grown(this.coords, 3 * target, 3 * this.maxVertices);
    while (this.capacity < 2 * target) this.rehash();
  }

  /** The id of this point, a new one if it was not seen before. Coordinates must be finite. */
  weld(x: number, y: number, z: number): number {
    // + 0 turns -0 into 0, which compare equal but differ in bits.
    x += 0;
    y += 0;
    z += 0;
    const table = this.table;
    const mask = this.capacity - 1;
    let at = WORDS * (this.hash(x, y, z) & mask);
    for (;;) {
      const stored = table[at + ID]!;
      if (stored === 0) break;
      if (table[at] === x && table[at + 1] === y && table[at + 2] === z) return stored - 1;
      at = (at + WORDS) % table.length;
    }
    const id = this.size;
    if (id >= this.maxVertices) throw new ModelFormatError(`the model has more than ${this.maxVertices.toLocaleString('en-US')} distinct vertices`);
    this.coords = grown(this.coords, 3 * id + 3, 3 * this.maxVertices);
    this.coords[3 * id] = x;
    this.coords[3 * id + 1] = y;
    this.coords[3 * id + 2] = z;
    table[at] = x;
    table[at + 1] = y;
    table[at + 2] = z;
    table[at + ID] = id + 1;
    this.size = id + 1;
    // Kept at most half full, so probes stay short.
    if (this.size * 2 > this.capacity) this.rehash();
    return id;
  }

  private hash(x: number, y: number, z: number): number {
    const s = this.scratch;
    const b = this.bits;
    s[0] = x;
    s[1] = y;
    s[2] = z;
    // Each coordinate's two 32-bit halves folded together, then mixed (murmur3's finaliser constants).
    let h = Math.imul(b[0]! ^ b[1]!, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 15) ^ b[2]! ^ b[3]!, 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13) ^ b[4]! ^ b[5]!, 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  }

  private rehash(): void {
    this.capacity *= 2;
    const table = new Float64Array(WORDS * this.capacity);
    const mask = this.capacity - 1;
    for (let id = 0; id < this.size; id++) {
      const x = this.coords[3 * id]!;
      const y = this.coords[3 * id + 1]!;
      const z = this.coords[3 * id + 2]!;
      let at = WORDS * (this.hash(x, y, z) & mask);
      while (table[at + ID] !== 0) at = (at + WORDS) % table.length;
      table[at] = x;
      table[at + 1] = y;
      table[at + 2] = z;
      table[at + ID] = id + 1;
    }
    this.table = table;
  }
}
