import { grown } from './growable';
import { ModelFormatError } from './measure-limits';

const EMPTY = 0;

/**
 * Gives every distinct (x, y, z) one id, so that triangles which repeat a corner's coordinates (binary STL
 * stores every triangle's three corners in full) share that corner. Exact comparison on purpose: exporters
 * write a shared corner with the same bits, and a tolerance would join corners that only happen to be close.
 * An open-addressing table of ids over the coordinates array, at most half full: 24 bytes of coordinates
 * plus up to 16 of slots per distinct vertex, no object per vertex.
 */
export class VertexWelder {
  private coords = new Float64Array(3 * 1024);
  /** id + 1 by slot; EMPTY where free. */
  private slots = new Int32Array(2048);
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
    while (this.slots.length < 2 * target) this.rehash();
  }

  /** The id of this point, a new one if it was not seen before. Coordinates must be finite. */
  weld(x: number, y: number, z: number): number {
    // + 0 turns -0 into 0, which compare equal but differ in bits.
    x += 0;
    y += 0;
    z += 0;
    const coords = this.coords;
    const mask = this.slots.length - 1;
    let slot = this.hash(x, y, z) & mask;
    for (;;) {
      const stored = this.slots[slot]!;
      if (stored === EMPTY) break;
      const at = 3 * (stored - 1);
      if (coords[at] === x && coords[at + 1] === y && coords[at + 2] === z) return stored - 1;
      slot = (slot + 1) & mask;
    }
    const id = this.size;
    if (id >= this.maxVertices) throw new ModelFormatError(`the model has more than ${this.maxVertices.toLocaleString('en-US')} distinct vertices`);
    this.coords = grown(this.coords, 3 * id + 3, 3 * this.maxVertices);
    this.coords[3 * id] = x;
    this.coords[3 * id + 1] = y;
    this.coords[3 * id + 2] = z;
    this.slots[slot] = id + 1;
    this.size = id + 1;
    // Kept at most half full, so probes stay short.
    if (this.size * 2 > this.slots.length) this.rehash();
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
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let id = 0; id < this.size; id++) {
      let slot = this.hash(this.coords[3 * id]!, this.coords[3 * id + 1]!, this.coords[3 * id + 2]!) & mask;
      while (slots[slot] !== EMPTY) slot = (slot + 1) & mask;
      slots[slot] = id + 1;
    }
    this.slots = slots;
  }
}
