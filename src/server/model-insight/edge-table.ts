/** What the edges say about a mesh's surface. */
export interface EdgeTopology {
  /** Every edge belongs to exactly two triangles: the surface has no holes and no fins. */
  closed: boolean;
  /** Every edge is used once in each direction by its two triangles: all faces agree which side is outside. */
  consistentlyOriented: boolean;
}

function edgeHash(lo: number, hi: number): number {
  const h = (Math.imul(lo, 0x9e3779b1) ^ Math.imul(hi, 0x85ebca6b)) >>> 0;
  return h ^ (h >>> 16);
}

/**
 * Counts, for every undirected edge between two welded vertices, how often triangles traverse it in each
 * direction. Open addressing over typed arrays: 10 bytes per slot, kept at most half full.
 */
export class EdgeTable {
  // A slot is empty while its `high` is 0: a stored edge always has high > low >= 0.
  private low = new Uint32Array(4096);
  private high = new Uint32Array(4096);
  private forward = new Uint8Array(4096);
  private backward = new Uint8Array(4096);
  private size = 0;

  /** Records the directed edge from → to (ids of distinct vertices). */
  add(from: number, to: number): void {
    const up = from < to;
    const lo = up ? from : to;
    const hi = up ? to : from;
    const mask = this.high.length - 1;
    let slot = edgeHash(lo, hi) & mask;
    while (this.high[slot] !== 0 && (this.low[slot] !== lo || this.high[slot] !== hi)) slot = (slot + 1) & mask;
    if (this.high[slot] === 0) {
      this.low[slot] = lo;
      this.high[slot] = hi;
      this.size++;
    }
    // Saturating at 255: any count above 2 already means the same thing.
    if (up) {
      if (this.forward[slot]! < 255) this.forward[slot]!++;
    } else if (this.backward[slot]! < 255) this.backward[slot]!++;
    if (this.size * 2 > this.high.length) this.grow();
  }

  topology(): EdgeTopology {
    let closed = this.size > 0;
    let consistentlyOriented = this.size > 0;
    for (let slot = 0; slot < this.high.length; slot++) {
      if (this.high[slot] === 0) continue;
      const f = this.forward[slot]!;
      const b = this.backward[slot]!;
      if (f + b !== 2) closed = false;
      if (f !== 1 || b !== 1) consistentlyOriented = false;
    }
    return { closed, consistentlyOriented };
  }

  private grow(): void {
    const { low, high, forward, backward } = this;
    const capacity = high.length * 2;
    this.low = new Uint32Array(capacity);
    this.high = new Uint32Array(capacity);
    this.forward = new Uint8Array(capacity);
    this.backward = new Uint8Array(capacity);
    const mask = capacity - 1;
    for (let old = 0; old < high.length; old++) {
      const hi = high[old]!;
      if (hi === 0) continue;
      const lo = low[old]!;
      let slot = edgeHash(lo, hi) & mask;
      while (this.high[slot] !== 0) slot = (slot + 1) & mask;
      this.low[slot] = lo;
      this.high[slot] = hi;
      this.forward[slot] = forward[old]!;
      this.backward[slot] = backward[old]!;
    }
  }
}
