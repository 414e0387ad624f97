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

// A slot is three words side by side (one cache line per probe): low id, high id, and the two direction
// counts packed as forward | backward << 16. A slot is empty while its high id is 0: a stored edge always
// has high > low >= 0.
const LOW = 0;
const HIGH = 1;
const COUNTS = 2;
const WORDS = 3;
const FORWARD_ONE = 1;
const BACKWARD_ONE = 1 << 16;
/**
 * Fuller than the vertex table's half: edges are the largest table (1.5 per triangle) and linear probing
 * still averages under three probes at this load.
 */
const MAX_LOAD = 2 / 3;
/** Counts stop here: any count above 2 already means the same thing, and they must not carry over. */
const SATURATED = 0xff;

/**
 * Counts, for every undirected edge between two welded vertices, how often triangles traverse it in each
 * direction. Open addressing over one typed array: 12 bytes per slot, kept at most two thirds full.
 */
export class EdgeTable {
  private slots = new Uint32Array(WORDS * 4096);
  private capacity = 4096;
  private size = 0;

  /** Sizes the table for about `edges` edges up front, saving the rehashes of growing into it. */
  reserve(edges: number): void {
    while (this.capacity * MAX_LOAD < edges) this.grow();
  }

  /** Records the directed edge from → to (ids of distinct vertices). */
  add(from: number, to: number): void {
    const up = from < to;
    const lo = up ? from : to;
    const hi = up ? to : from;
    const slots = this.slots;
    const mask = this.capacity - 1;
    let at = WORDS * (edgeHash(lo, hi) & mask);
    while (slots[at + HIGH] !== 0 && (slots[at + LOW] !== lo || slots[at + HIGH] !== hi)) at = (at + WORDS) % slots.length;
    if (slots[at + HIGH] === 0) {
      slots[at + LOW] = lo;
      slots[at + HIGH] = hi;
      this.size++;
    }
    const counts = slots[at + COUNTS]!;
    if (up) {
      if ((counts & 0xffff) < SATURATED) slots[at + COUNTS] = counts + FORWARD_ONE;
    } else if (counts >>> 16 < SATURATED) slots[at + COUNTS] = counts + BACKWARD_ONE;
    if (this.size > this.capacity * MAX_LOAD) this.grow();
  }

  topology(): EdgeTopology {
    let closed = this.size > 0;
    let consistentlyOriented = this.size > 0;
    for (let at = 0; at < this.slots.length; at += WORDS) {
      if (this.slots[at + HIGH] === 0) continue;
      const counts = this.slots[at + COUNTS]!;
      const forward = counts & 0xffff;
      const backward = counts >>> 16;
      if (forward + backward !== 2) closed = false;
      if (forward !== 1 || backward !== 1) consistentlyOriented = false;
    }
    return { closed, consistentlyOriented };
  }

  private grow(): void {
    const old = this.slots;
    this.capacity *= 2;
    this.slots = new Uint32Array(WORDS * this.capacity);
    const mask = this.capacity - 1;
    for (let from = 0; from < old.length; from += WORDS) {
      const hi = old[from + HIGH]!;
      if (hi === 0) continue;
      const lo = old[from + LOW]!;
      let at = WORDS * (edgeHash(lo, hi) & mask);
      while (this.slots[at + HIGH] !== 0) at = (at + WORDS) % this.slots.length;
      this.slots[at + LOW] = lo;
      this.slots[at + HIGH] = hi;
      this.slots[at + COUNTS] = old[from + COUNTS]!;
    }
  }
}
