import { EdgeTable } from './edge-table';
import { ModelFormatError, type MeasureBudget } from './measure-limits';
import { VertexWelder } from './vertex-welder';

/** How often (in triangles) the CPU budget is looked at: often enough to stop within milliseconds. */
const CPU_CHECK_EVERY = 1 << 14;

/** The sums a mesh's triangles add up to, in the file's own unit. */
export interface MeshTotals {
  triangles: number;
  min: [number, number, number];
  max: [number, number, number];
  area: number;
  volume: number;
  closed: boolean;
  consistentlyOriented: boolean;
}

/**
 * Takes a mesh one triangle at a time, whatever the file format, and keeps only running sums plus the
 * welded vertices and edges the watertightness check needs.
 */
export class MeshAccumulator {
  readonly vertices: VertexWelder;
  private readonly edges = new EdgeTable();
  private triangles = 0;
  private area2 = 0;
  private volume6 = 0;
  private readonly min: [number, number, number] = [Infinity, Infinity, Infinity];
  private readonly max: [number, number, number] = [-Infinity, -Infinity, -Infinity];

  constructor(private readonly budget: MeasureBudget) {
    this.vertices = new VertexWelder(budget.limits.maxVertices);
  }

  /**
   * Sizes the tables for a mesh of about this many triangles when the file says so up front (binary STL).
   * A closed mesh has about half as many vertices as triangles and one and a half times as many edges.
   */
  expect(triangles: number): void {
    this.vertices.reserve(Math.ceil(triangles / 2));
    this.edges.reserve(Math.ceil(triangles * 1.5));
  }

  /** A vertex's id for `addIndexed`; throws on NaN or infinite coordinates. */
  vertex(x: number, y: number, z: number): number {
    if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z)) {
      throw new ModelFormatError('the model has a vertex whose coordinates are not finite numbers (NaN or infinity)');
    }
    return this.vertices.weld(x, y, z);
  }

  /** A triangle given by its corners' coordinates, in order (counter-clockwise seen from outside). */
  addTriangle(ax: number, ay: number, az: number, bx: number, by: number, bz: number, cx: number, cy: number, cz: number): void {
    this.addIndexed(this.vertex(ax, ay, az), this.vertex(bx, by, bz), this.vertex(cx, cy, cz));
  }

  /** A triangle given by ids from `vertex`. */
  addIndexed(a: number, b: number, c: number): void {
    const n = ++this.triangles;
    if (n > this.budget.limits.maxTriangles) {
      throw new ModelFormatError(`the model has more than ${this.budget.limits.maxTriangles.toLocaleString('en-US')} triangles`);
    }
    if ((n & (CPU_CHECK_EVERY - 1)) === 0) this.budget.checkCpu();
    const v = this.vertices;
    const ax = v.x(a), ay = v.y(a), az = v.z(a);
    const bx = v.x(b), by = v.y(b), bz = v.z(b);
    const cx = v.x(c), cy = v.y(c), cz = v.z(c);
    this.extend(ax, ay, az);
    this.extend(bx, by, bz);
    this.extend(cx, cy, cz);
    // Twice the area is |AB × AC|; six times the signed volume of the tetrahedron (origin, A, B, C) is A · (B × C).
    const ux = bx - ax, uy = by - ay, uz = bz - az;
    const wx = cx - ax, wy = cy - ay, wz = cz - az;
    const nx = uy * wz - uz * wy, ny = uz * wx - ux * wz, nz = ux * wy - uy * wx;
    this.area2 += Math.sqrt(nx * nx + ny * ny + nz * nz);
    this.volume6 += ax * (by * cz - bz * cy) + ay * (bz * cx - bx * cz) + az * (bx * cy - by * cx);
    // A degenerate triangle (two corners welded together) has no edges worth counting.
    if (a === b || b === c || c === a) return;
    this.edges.add(a, b);
    this.edges.add(b, c);
    this.edges.add(c, a);
  }

  totals(): MeshTotals {
    const { closed, consistentlyOriented } = this.edges.topology();
    return {
      triangles: this.triangles,
      min: [...this.min],
      max: [...this.max],
      area: this.area2 / 2,
      volume: this.volume6 / 6,
      closed,
      consistentlyOriented,
    };
  }

  private extend(x: number, y: number, z: number): void {
    if (x < this.min[0]) this.min[0] = x;
    if (x > this.max[0]) this.max[0] = x;
    if (y < this.min[1]) this.min[1] = y;
    if (y > this.max[1]) this.max[1] = y;
    if (z < this.min[2]) this.min[2] = z;
    if (z > this.max[2]) this.max[2] = z;
  }
}
