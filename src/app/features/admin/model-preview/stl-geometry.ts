import { Box3, BufferAttribute, BufferGeometry, Sphere, Vector3 } from 'three';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';

const HEADER_BYTES = 84;
const RECORD_BYTES = 50;

/**
 * The geometry of an STL file for the view: corner positions only, with its bounding box and sphere. A
 * binary STL (the usual kind, and the big one) is read in one pass straight into the position buffer, box
 * included: three.js's STLLoader reads the same floats but also copies the file's facet normals, which
 * the view does not use (flat shading derives each face's normal on the GPU, and exporters often write
 * zero or stale ones), and the box and sphere would each cost another pass over 1.2 million corners.
 * ASCII STL, rare and small, goes through STLLoader (the scene drops its normals).
 */
export function stlGeometry(bytes: ArrayBuffer): BufferGeometry {
  const view = new DataView(bytes);
  const triangles = bytes.byteLength >= HEADER_BYTES ? view.getUint32(80, true) : -1;
  if (HEADER_BYTES + RECORD_BYTES * triangles !== bytes.byteLength) return new STLLoader().parse(bytes);

  const positions = new Float32Array(triangles * 9);
  let minX = Infinity, minY = Infinity, minZ = Infinity;
  let maxX = -Infinity, maxY = -Infinity, maxZ = -Infinity;
  let out = 0;
  for (let record = HEADER_BYTES; record < bytes.byteLength; record += RECORD_BYTES) {
    // Skip the record's facet normal (12 bytes); read its three corners.
    for (let corner = record + 12; corner < record + 48; corner += 12) {
      const x = view.getFloat32(corner, true);
      const y = view.getFloat32(corner + 4, true);
      const z = view.getFloat32(corner + 8, true);
      positions[out++] = x;
      positions[out++] = y;
      positions[out++] = z;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      if (z < minZ) minZ = z;
      if (z > maxZ) maxZ = z;
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.boundingBox = new Box3(new Vector3(minX, minY, minZ), new Vector3(maxX, maxY, maxZ));
  // The box's circumscribed sphere: a little larger than the tightest, which only frustum culling uses.
  geometry.boundingSphere = geometry.boundingBox.getBoundingSphere(new Sphere());
  return geometry;
}
