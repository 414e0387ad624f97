import { zip as zipArchive } from './sample-files';

/*
 * Model files written by code, so every fixture states its geometry in the test instead of hiding it in a
 * binary blob. Coordinates are exact in float32, so all formats measure to the same numbers.
 */

export type Point = [number, number, number];
export type Triangle = [Point, Point, Point];

/** The corners of an axis-aligned cube [0, size]³, indexed by bits (x = 1, y = 2, z = 4). */
export function cubeVertices(size = 10): Point[] {
  return Array.from({ length: 8 }, (_, i) => [i & 1 ? size : 0, i & 2 ? size : 0, i & 4 ? size : 0]);
}

/** Its six faces as quads, counter-clockwise seen from outside (the outward normal by the right-hand rule). */
export const CUBE_QUADS: [number, number, number, number][] = [
  [0, 2, 3, 1], // z = 0
  [4, 5, 7, 6], // z = size
  [0, 1, 5, 4], // y = 0
  [2, 6, 7, 3], // y = size
  [0, 4, 6, 2], // x = 0
  [1, 3, 7, 5], // x = size
];

/** The cube's 12 triangles as vertex indices. */
export function cubeFaces(): [number, number, number][] {
  return CUBE_QUADS.flatMap(([a, b, c, d]) => [
    [a, b, c],
    [a, c, d],
  ]);
}

export function cubeTriangles(size = 10): Triangle[] {
  const v = cubeVertices(size);
  return cubeFaces().map(([a, b, c]) => [v[a]!, v[b]!, v[c]!]);
}

/** A UV sphere of `segments` × `rings` (2·segments·(rings − 1) triangles), closed and outward. */
export function sphereTriangles(radius: number, segments: number, rings: number): Triangle[] {
  const point = (ring: number, segment: number): Point => {
    if (ring === 0) return [0, 0, radius];
    if (ring === rings) return [0, 0, -radius];
    const theta = (Math.PI * ring) / rings;
    const phi = (2 * Math.PI * (segment % segments)) / segments;
    // Rounded through float32 so that a binary STL stores exactly these coordinates.
    return [Math.fround(radius * Math.sin(theta) * Math.cos(phi)), Math.fround(radius * Math.sin(theta) * Math.sin(phi)), Math.fround(radius * Math.cos(theta))];
  };
  const triangles: Triangle[] = [];
  for (let ring = 0; ring < rings; ring++) {
    for (let s = 0; s < segments; s++) {
      const a = point(ring, s), b = point(ring + 1, s), c = point(ring + 1, s + 1), d = point(ring, s + 1);
      if (ring > 0) triangles.push([a, b, d]);
      if (ring < rings - 1) triangles.push([d, b, c]);
    }
  }
  return triangles;
}

export function binaryStl(triangles: Triangle[], declared = triangles.length): Buffer {
  const bytes = Buffer.alloc(84 + 50 * triangles.length);
  bytes.write('binary STL written by test/helpers/model-fixtures.ts', 0, 'latin1');
  bytes.writeUInt32LE(declared, 80);
  triangles.forEach((triangle, t) => {
    triangle.flat().forEach((value, i) => bytes.writeFloatLE(value, 84 + 50 * t + 12 + 4 * i));
  });
  return bytes;
}

export function asciiStl(triangles: Triangle[], name = 'cube'): Buffer {
  const facets = triangles.map((corners) => ['  facet normal 0 0 0', '    outer loop', ...corners.map((p) => `      vertex ${p.join(' ')}`), '    endloop', '  endfacet'].join('\n'));
  return Buffer.from(`solid ${name}\n${facets.join('\n')}\nendsolid ${name}\n`, 'latin1');
}

export function obj(vertices: Point[], faces: string[]): Buffer {
  return Buffer.from(['# written by test/helpers/model-fixtures.ts', 'o part', ...vertices.map((p) => `v ${p.join(' ')}`), ...faces.map((f) => `f ${f}`), ''].join('\n'), 'latin1');
}

/** A zip of the given files, deflated unless `stored`, with honest sizes unless an entry's `declaredSize` overrides it. */
export function zip(files: { name: string; data: Buffer; declaredSize?: number; stored?: boolean }[]): Buffer {
  return zipArchive(files.map((file) => ({ name: file.name, data: file.data, declaredSize: file.declaredSize, deflate: !file.stored })));
}

const RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/>
</Relationships>`;

export interface ThreeMfObject {
  id: number;
  mesh?: { vertices: Point[]; triangles: [number, number, number][] };
  components?: { objectId: number; transform?: string }[];
}

/** The model part's XML: `unit`, objects (meshes or components) and build items. */
export function threeMfModel(options: { unit?: string; objects: ThreeMfObject[]; items: { objectId: number; transform?: string }[] }): string {
  const transform = (t?: string) => (t ? ` transform="${t}"` : '');
  const objects = options.objects.map((o) => {
    const body = o.mesh
      ? `<mesh><vertices>${o.mesh.vertices.map(([x, y, z]) => `<vertex x="${x}" y="${y}" z="${z}"/>`).join('')}</vertices><triangles>${o.mesh.triangles.map(([a, b, c]) => `<triangle v1="${a}" v2="${b}" v3="${c}"/>`).join('')}</triangles></mesh>`
      : `<components>${(o.components ?? []).map((c) => `<component objectid="${c.objectId}"${transform(c.transform)}/>`).join('')}</components>`;
    return `<object id="${o.id}" type="model">${body}</object>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- written by test/helpers/model-fixtures.ts -->
<model unit="${options.unit ?? 'millimeter'}" xml:lang="en-US" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">
<resources>${objects.join('\n')}</resources>
<build>${options.items.map((i) => `<item objectid="${i.objectId}"${transform(i.transform)}/>`).join('')}</build>
</model>`;
}

/** A 3MF package holding one model part. */
export function threeMf(modelXml: string | Buffer): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/></Types>') },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: '3D/3dmodel.model', data: Buffer.isBuffer(modelXml) ? modelXml : Buffer.from(modelXml) },
  ]);
}

/** The 10 mm cube as a 3MF mesh object. */
export function cubeObject(id: number, size = 10): ThreeMfObject {
  return { id, mesh: { vertices: cubeVertices(size), triangles: cubeFaces() } };
}
