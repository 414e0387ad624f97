import { DEFAULT_MEASURE_LIMITS } from '../../src/server/model-insight/measure-limits';
import { measureModel } from '../../src/server/model-insight/measure-model';
import type { ModelInsight } from '../../src/shared/model-measurement';
import { bufferSource } from '../../src/server/model-insight/model-source';
import {
  asciiStl,
  binaryStl,
  cubeFaces,
  cubeObject,
  cubeTriangles,
  cubeVertices,
  obj,
  sphereTriangles,
  threeMf,
  threeMfModel,
  zip,
  type Triangle,
} from '../helpers/model-fixtures';

const measure = (bytes: Buffer, filename: string, limits = DEFAULT_MEASURE_LIMITS) => measureModel(bufferSource(bytes, 1000), filename, limits);

const CUBE = {
  triangles: 12,
  bbox_mm: [10, 10, 10],
  area_mm2: 600,
  volume_mm3: 1000,
  watertight: true,
  closed: true,
  consistently_oriented: true,
  unit: 'millimeter',
};

function expectError(model: ModelInsight | null, pattern: RegExp) {
  expect(model).toEqual({ error: expect.stringMatching(pattern) });
}

describe('the 10 mm cube measures the same in every format', () => {
  it('binary STL', async () => {
    expect(await measure(binaryStl(cubeTriangles()), 'cube.stl')).toEqual({ ...CUBE, format: 'stl-binary', unit_guessed: true });
  });

  it('binary STL whose header starts with "solid" like an ASCII one', async () => {
    const bytes = binaryStl(cubeTriangles());
    bytes.write('solid cube exported by a careless tool', 0, 'latin1');
    expect(await measure(bytes, 'CUBE.STL')).toMatchObject({ ...CUBE, format: 'stl-binary' });
  });

  it('ASCII STL', async () => {
    expect(await measure(asciiStl(cubeTriangles()), 'cube.stl')).toEqual({ ...CUBE, format: 'stl-ascii', unit_guessed: true });
  });

  it('OBJ', async () => {
    const faces = cubeFaces().map((f) => f.map((i) => i + 1).join(' '));
    expect(await measure(obj(cubeVertices(), faces), 'cube.obj')).toEqual({ ...CUBE, format: 'obj', unit_guessed: true });
  });

  it('3MF, whose declared unit is not a guess', async () => {
    const file = threeMf(threeMfModel({ objects: [cubeObject(1)], items: [{ objectId: 1 }] }));
    expect(await measure(file, 'cube.3mf')).toEqual({ ...CUBE, format: '3mf', unit_guessed: false });
  });
});

describe('topology', () => {
  it('a cube with one face missing is open, so not watertight', async () => {
    const model = await measure(binaryStl(cubeTriangles().slice(2)), 'open.stl');
    expect(model).toMatchObject({ triangles: 10, area_mm2: 500, watertight: false, closed: false });
  });

  it('a cube with one face flipped is closed but not consistently oriented', async () => {
    const triangles = cubeTriangles();
    triangles[0] = [triangles[0]![0], triangles[0]![2], triangles[0]![1]];
    triangles[1] = [triangles[1]![0], triangles[1]![2], triangles[1]![1]];
    const model = await measure(asciiStl(triangles), 'flipped.stl');
    expect(model).toMatchObject({ triangles: 12, area_mm2: 600, watertight: false, closed: true, consistently_oriented: false });
  });

  it('a cube turned inside out is still watertight, with the same positive volume', async () => {
    const inverted = cubeTriangles().map(([a, b, c]): Triangle => [a, c, b]);
    expect(await measure(binaryStl(inverted), 'inverted.stl')).toMatchObject({ watertight: true, volume_mm3: 1000 });
  });

  it('a finely meshed sphere is watertight with the volume of its polyhedron', async () => {
    const model = await measure(binaryStl(sphereTriangles(50, 64, 32)), 'sphere.stl');
    expect(model).toMatchObject({ triangles: 2 * 64 * 31, watertight: true });
    const volume = (model as { volume_mm3: number }).volume_mm3;
    expect(volume).toBeGreaterThan(0.98 * (4 / 3) * Math.PI * 50 ** 3);
    expect(volume).toBeLessThan((4 / 3) * Math.PI * 50 ** 3);
  });
});

describe('units', () => {
  it('an STL whose largest side is under 5 units is guessed to be in metres', async () => {
    expect(await measure(binaryStl(cubeTriangles(1.5)), 'pod.stl')).toMatchObject({
      unit: 'meter',
      unit_guessed: true,
      bbox_mm: [1500, 1500, 1500],
      volume_mm3: 1.5 ** 3 * 1e9,
    });
  });

  it('a 3MF in inches is converted to millimetres', async () => {
    const file = threeMf(threeMfModel({ unit: 'inch', objects: [cubeObject(1, 1)], items: [{ objectId: 1 }] }));
    const model = await measure(file, 'inch.3mf');
    expect(model).toMatchObject({ unit: 'inch', unit_guessed: false, bbox_mm: [25.4, 25.4, 25.4], watertight: true });
    expect((model as { area_mm2: number }).area_mm2).toBeCloseTo(6 * 25.4 ** 2, 3);
    expect((model as { volume_mm3: number }).volume_mm3).toBeCloseTo(25.4 ** 3, 3);
  });
});

describe('3MF build', () => {
  it('applies a build item transform (scale 2, rotate 90° about z, translate)', async () => {
    const transform = '0 2 0 -2 0 0 0 0 2 100 50 7';
    const file = threeMf(threeMfModel({ objects: [cubeObject(1)], items: [{ objectId: 1, transform }] }));
    expect(await measure(file, 'scaled.3mf')).toMatchObject({ triangles: 12, bbox_mm: [20, 20, 20], area_mm2: 2400, volume_mm3: 8000, watertight: true });
  });

  it('places components with their transforms inside the item transform', async () => {
    const objects = [cubeObject(1), { id: 2, components: [{ objectId: 1 }, { objectId: 1, transform: '1 0 0 0 1 0 0 0 1 20 0 0' }] }];
    const file = threeMf(threeMfModel({ objects, items: [{ objectId: 2, transform: '1 0 0 0 1 0 0 0 3 0 0 0' }] }));
    expect(await measure(file, 'pair.3mf')).toMatchObject({ triangles: 24, bbox_mm: [30, 10, 30], volume_mm3: 6000, watertight: true });
  });

  it('keeps a mirrored instance outward', async () => {
    const file = threeMf(threeMfModel({ objects: [cubeObject(1)], items: [{ objectId: 1, transform: '-1 0 0 0 1 0 0 0 1 0 0 0' }] }));
    expect(await measure(file, 'mirror.3mf')).toMatchObject({ volume_mm3: 1000, watertight: true, consistently_oriented: true });
  });

  it('refuses components that refer to each other in a cycle', async () => {
    const objects = [{ id: 1, components: [{ objectId: 2 }] }, { id: 2, components: [{ objectId: 1 }] }];
    expectError(await measure(threeMf(threeMfModel({ objects, items: [{ objectId: 1 }] })), 'cycle.3mf'), /nests components more than 32 deep/);
  });

  it('refuses a build item for an object that does not exist', async () => {
    expectError(await measure(threeMf(threeMfModel({ objects: [cubeObject(1)], items: [{ objectId: 7 }] })), 'ghost.3mf'), /refers to object "7"/);
  });
});

describe('OBJ', () => {
  it('reads quads with negative indices and v/vt/vn corners', async () => {
    const quads = [
      '-8/1/1 -6/2/1 -5/3/1 -7/4/1',
      '-4 -3 -1 -2',
      '-8//1 -7//1 -3//1 -4//1',
      '-6 -2 -1 -5',
      '-8 -4 -2 -6',
      '-7 -5 -1 -3',
    ];
    expect(await measure(obj(cubeVertices(), quads), 'quads.obj')).toMatchObject({ ...CUBE, format: 'obj' });
  });

  it('fans a polygon into triangles', async () => {
    // A unit-square prism whose top and bottom are pentagons: the square with its edge midpoint (0.5, 0).
    const base: [number, number][] = [[0, 0], [0.5, 0], [1, 0], [1, 1], [0, 1]].map(([x, y]) => [x! * 10, y! * 10]);
    const vertices = [...base.map(([x, y]): [number, number, number] => [x, y, 0]), ...base.map(([x, y]): [number, number, number] => [x, y, 10])];
    const sides = base.map((_, i) => {
      const j = (i + 1) % 5;
      return `${i + 1} ${j + 1} ${j + 6} ${i + 6}`;
    });
    const model = await measure(obj(vertices, ['5 4 3 2 1', '6 7 8 9 10', ...sides]), 'prism.obj');
    expect(model).toMatchObject({ triangles: 3 + 3 + 10, volume_mm3: 1000, area_mm2: 600, watertight: true });
  });
});

describe('truncated and hostile files end with {error}, quickly', () => {
  it('a binary STL cut short', async () => {
    const bytes = binaryStl(cubeTriangles());
    expectError(await measure(bytes.subarray(0, bytes.length - 10), 'cut.stl'), /truncated or corrupt: its header declares 12 triangles/);
    expectError(await measure(bytes.subarray(0, 40), 'cut.stl'), /truncated: 40 bytes is shorter than its 84-byte header/);
  });

  it('a binary STL header claiming a billion triangles costs nothing', async () => {
    const started = Date.now();
    expectError(await measure(binaryStl(cubeTriangles(), 1_000_000_000), 'liar.stl'), /declares 1,000,000,000 triangles, more than the 2,000,000/);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('NaN and infinite coordinates', async () => {
    const triangles = cubeTriangles();
    triangles[3] = [[NaN, 0, 0], [1, 0, 0], [0, 1, 0]];
    expectError(await measure(binaryStl(triangles), 'nan.stl'), /not finite numbers \(NaN or infinity\)/);
    expectError(await measure(Buffer.from('solid x\nfacet normal 0 0 0\nouter loop\nvertex 1 inf 0\n'), 'nan.stl'), /line 4 has a coordinate that is not a finite number: "inf"/);
    expectError(await measure(obj([[0, 0, 0], [1, 0, 0], [Infinity, 1, 0]], ['1 2 3']), 'inf.obj'), /coordinate that is not a finite number: "Infinity"/);
    const nan3mf = threeMfModel({ objects: [cubeObject(1)], items: [{ objectId: 1 }] }).replace('x="10"', 'x="NaN"');
    expectError(await measure(threeMf(nan3mf), 'nan.3mf'), /vertex with a value that is not a finite number: "NaN"/);
  });

  it('an ASCII STL that stops before endsolid, or has a four-cornered facet', async () => {
    const text = asciiStl(cubeTriangles()).toString('latin1');
    expectError(await measure(Buffer.from(text.slice(0, text.length / 2)), 'cut.stl'), /truncated: it ends before "endsolid"/);
    const quad = 'solid q\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nvertex 1 1 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid q\n';
    expectError(await measure(Buffer.from(quad), 'quad.stl'), /line 7 has a fourth vertex/);
  });

  it('an OBJ face referring to a vertex it does not have, or to fewer than three', async () => {
    expectError(await measure(obj(cubeVertices(), ['1 2 9']), 'bad.obj'), /line 11 refers to vertex "9", which is not defined/);
    expectError(await measure(obj(cubeVertices(), ['1 -9 2']), 'bad.obj'), /refers to vertex "-9"/);
    expectError(await measure(obj(cubeVertices(), ['1 2']), 'bad.obj'), /face with fewer than 3 vertices/);
  });

  it('a text model without newlines is refused before it is held in memory', async () => {
    expectError(await measure(Buffer.alloc(1024 * 1024, 'v'), 'flat.obj'), /a line longer than 65,536 characters/);
  });

  it('a file of no triangles, or empty', async () => {
    expectError(await measure(obj(cubeVertices(), []), 'points.obj'), /holds no triangles/);
    expectError(await measure(Buffer.alloc(0), 'empty.stl'), /the file is empty/);
  });

  it('a 3MF cut short, or not a zip at all', async () => {
    const file = threeMf(threeMfModel({ objects: [cubeObject(1)], items: [{ objectId: 1 }] }));
    expectError(await measure(file.subarray(0, file.length - 30), 'cut.3mf'), /not a readable zip archive/);
    expectError(await measure(Buffer.from('PK this is not a zip'), 'fake.3mf'), /not a readable zip archive/);
  });

  it('a 3MF whose model part does not inflate', async () => {
    const file = zip([{ name: '3D/3dmodel.model', data: Buffer.from('garbage that is not deflate data'), stored: true }]);
    const entry = file.indexOf('3D/3dmodel.model', 30 + 16);
    file.writeUInt16LE(8, entry - 46 + 10); // the directory now claims it is deflated
    expectError(await measure(file, 'broken.3mf'), /cannot be decompressed/);
  });

  it('a 3MF zip bomb: the declared size is refused up front, a lying one is stopped while inflating', async () => {
    const model = threeMfModel({ objects: [cubeObject(1)], items: [{ objectId: 1 }] });
    const declared = zip([{ name: '3D/3dmodel.model', data: Buffer.from(model), declaredSize: 4_000_000_000 }]);
    expectError(await measure(declared, 'bomb.3mf'), /inflates to more than 209,715,200 bytes \(a zip bomb/);
    const zeros = Buffer.alloc(50 * 1024 * 1024);
    const lying = zip([{ name: '3D/3dmodel.model', data: zeros, declaredSize: 1000 }]);
    expect(lying.length).toBeLessThan(100 * 1024);
    const started = Date.now();
    expectError(await measure(lying, 'bomb.3mf'), /inflates to more than 1,000 bytes/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a 3MF whose XML inflates past the cap in total', async () => {
    const file = zip([{ name: '3D/3dmodel.model', data: Buffer.alloc(3 * 1024 * 1024, ' ') }]);
    expectError(await measure(file, 'big.3mf', { ...DEFAULT_MEASURE_LIMITS, maxXmlBytes: 1024 * 1024 }), /inflates to more than 1,048,576 bytes/);
  });

  it('a 3MF with an enormous XML tag', async () => {
    const huge = threeMfModel({ objects: [cubeObject(1)], items: [{ objectId: 1 }] }).replace('<resources>', `<resources><metadata name="${'x'.repeat(200_000)}"/>`);
    expectError(await measure(threeMf(huge), 'huge.3mf'), /an XML tag longer than 65,536 characters/);
  });

  it('more triangles than the cap', async () => {
    const limits = { ...DEFAULT_MEASURE_LIMITS, maxTriangles: 100 };
    expectError(await measure(binaryStl(sphereTriangles(10, 16, 8)), 'many.stl', limits), /declares 224 triangles, more than the 100/);
    expectError(await measure(asciiStl(sphereTriangles(10, 16, 8)), 'many.stl', limits), /more than 100 triangles/);
  });

  it('a model that takes longer than the CPU budget', async () => {
    const limits = { ...DEFAULT_MEASURE_LIMITS, maxCpuMs: 1 };
    expectError(await measure(asciiStl(sphereTriangles(10, 128, 64)), 'slow.stl', limits), /more than 0.001 s of CPU time/);
  });
});

it('files that are not models are not measured', async () => {
  expect(await measure(Buffer.from('%PDF-1.7'), 'brief.pdf')).toBeNull();
});
