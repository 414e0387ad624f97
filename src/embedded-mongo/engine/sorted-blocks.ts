/** Position of an element: block number and offset inside the block. */
interface Position {
  block: number;
  offset: number;
}

const MAX_BLOCK = 512;

/**
 * A sorted sequence stored as a list of small sorted arrays (a flattened one-level B-tree). Inserting at the
 * front of one big array would move every element; here an insert moves at most one block.
 */
export class SortedBlocks<T> {
  private blocks: T[][] = [];

  /** How many elements are held (validate's keysPerIndex). */
  get size(): number {
    return this.blocks.reduce((total, block) => total + block.length, 0);
  }

  /** First position whose element is not `before` the target (elements must be partitioned by `before`). */
  lowerBound(before: (item: T) => boolean): Position {
    let low = 0;
    let high = this.blocks.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const block = this.blocks[mid]!;
      if (before(block[block.length - 1]!)) low = mid + 1;
      else high = mid;
    }
    const block = this.blocks[low];
    if (!block) return { block: low, offset: 0 };
    let start = 0;
    let end = block.length;
    while (start < end) {
      const mid = (start + end) >>> 1;
      if (before(block[mid]!)) start = mid + 1;
      else end = mid;
    }
    return { block: low, offset: start };
  }

  at(position: Position): T | undefined {
    return this.blocks[position.block]?.[position.offset];
  }

  insert(item: T, before: (other: T) => boolean): void {
    if (this.blocks.length === 0) {
      this.blocks.push([item]);
      return;
    }
    let { block, offset } = this.lowerBound(before);
    if (block === this.blocks.length) {
      block = this.blocks.length - 1;
      offset = this.blocks[block]!.length;
    }
    const target = this.blocks[block]!;
    target.splice(offset, 0, item);
    if (target.length > MAX_BLOCK) this.blocks.splice(block + 1, 0, target.splice(MAX_BLOCK / 2));
  }

  removeAt(position: Position): void {
    const block = this.blocks[position.block];
    if (!block || position.offset >= block.length) return;
    block.splice(position.offset, 1);
    if (block.length === 0) this.blocks.splice(position.block, 1);
  }

  /** Builds from an already sorted array in one go (index creation over existing documents). */
  load(sorted: T[]): void {
    this.blocks = [];
    for (let i = 0; i < sorted.length; i += MAX_BLOCK / 2) this.blocks.push(sorted.slice(i, i + MAX_BLOCK / 2));
  }

  *from(position: Position): Generator<T> {
    for (let b = position.block; b < this.blocks.length; b++) {
      const block = this.blocks[b]!;
      for (let i = b === position.block ? position.offset : 0; i < block.length; i++) yield block[i]!;
    }
  }

  *reversed(): Generator<T> {
    for (let b = this.blocks.length - 1; b >= 0; b--) {
      const block = this.blocks[b]!;
      for (let i = block.length - 1; i >= 0; i--) yield block[i]!;
    }
  }
}
