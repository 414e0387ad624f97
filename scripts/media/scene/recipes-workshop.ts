// The "made here" picture of each project: one segment of its signature piece half-printed under the
// gantry in the Orlando workshop, a finished segment waiting on a pallet beside it. Project pages show
// it after the installed room (hero) and the close-up (featured), so the three are different scenes.
import * as THREE from 'three';
import { barFront, bench, brick, C, canopy, finRow, gantry, latticePanel, mat, slab, vessel, waveWall, word } from './objects';
import { RECIPES, at, stone, v } from './recipes';
import { buildStage } from './stage';

/** The piece kinds a project can be shown printing; each fits the 3 x 2.4 m bed. */
const PIECES: Record<string, (m: THREE.Material, seed: number) => THREE.Object3D> = {
  lattice: (m) => at(latticePanel({ L: 2.2, H: 2.3, cells: 5, amp: 0.14, thick: 0.035, m }), -1.1, 0, 0),
  wave: (m, seed) => at(waveWall({ L: 2.6, H: 2.1, amp: 0.3, wl: 2.2, thick: 0.28, m, seed }), 0, 0, 0),
  fins: (m) => at(finRow({ count: 6, spacing: 0.42, H: 1.9, w: 0.06, d: 0.5, twist: 0.8, wave: 2, m }), 0, 0, 0),
  bar: (m) => barFront({ L: 2.4, H: 1.05, D: 0.7, flutes: 10, amp: 0.06, m, top: m }),
  brick: (m) => at(brick({ nx: 2, nz: 2, unit: 0.55, h: 0.66, m }), 0, 0, 0),
  letter: (m) => at(word({ text: 'H', size: 1.7, depth: 0.22, stroke: 0.22, m }), 0, 0, 0),
  bench: (m) => bench({ L: 2.4, W: 0.55, H: 0.45, curve: 0.25, m }),
  column: (m) => vessel({ H: 2.3, r: (q) => 0.55 + 0.1 * Math.sin(q * 5), lobes: 9, lobeAmp: 0.12, twist: 0.4, shell: 0.05, top: 'flat', m }),
  car: (m) => slab({ w: 1.3, d: 0.9, H: 0.45, r: 0.4, m }),
  twist: (m) => slab({ w: 0.7, d: 0.5, H: 2.2, r: 0.22, twist: 2.2, taper: 0.3, m }),
  canopy: (m) => canopy({ R: 1.2, H: 2.2, stem: 0.14, lobes: 8, m }),
};

const BED_Y = 0.12;

/** The piece built in `m`, centred on the origin, with any part not printed in `m` (a bar's stone top) left out. */
function printedPiece(kind: string, m: THREE.Material, seed: number): THREE.Object3D {
  const build = PIECES[kind];
  if (!build) throw new Error(`unknown workshop piece ${kind}`);
  const piece = build(m, seed);
  piece.traverse((o) => {
    if (o instanceof THREE.Mesh && o.material !== m) o.visible = false;
  });
  const box = new THREE.Box3().setFromObject(piece);
  const holder = new THREE.Group();
  piece.position.x -= (box.min.x + box.max.x) / 2;
  piece.position.z -= (box.min.z + box.max.z) / 2;
  piece.position.y -= box.min.y;
  holder.add(piece);
  return holder;
}

RECIPES['workshop'] = ({ params, seed }) => {
  const kind = String(params.piece ?? 'wave');
  const color = (params.color as number | undefined) ?? C.offwhite;
  const progress = (params.progress as number | undefined) ?? 0.55;
  const scene = buildStage({ kind: 'hall', size: 18, env: 0.45, sun: 2.0, sunDir: [-5, 9, 5], fog: 0.02, shadowSpan: 9 }).scene;

  // The segment on the bed, cut at the current layer by a clipping plane.
  const printing = mat(color, { layerH: 0.01 });
  const onBed = printedPiece(kind, printing, seed);
  const box = new THREE.Box3().setFromObject(onBed);
  const layerY = BED_Y + box.max.y * progress;
  printing.clippingPlanes = [new THREE.Plane(new THREE.Vector3(0, -1, 0), layerY)];
  onBed.position.y = BED_Y;
  scene.add(onBed);
  const headX = box.max.x * 0.6;
  const headZ = 0;
  scene.add(gantry({ W: 3.4, D: 2.8, H: 3.2, headX, headZ, headY: layerY, beadM: printing }));
  // The hot bead at the nozzle, glowing in the signal color.
  const bead = new THREE.Mesh(new THREE.SphereGeometry(0.03, 12, 8), new THREE.MeshStandardMaterial({ color: C.offwhite, emissive: C.accent, emissiveIntensity: 0.6 }));
  bead.position.set(headX, layerY, headZ);
  scene.add(bead);

  // A finished segment of the same piece on a pallet, ready for finishing.
  const pallet = new THREE.Mesh(new THREE.BoxGeometry(2.8, 0.14, 1.4), stone(0x8a6f52, 0.8));
  pallet.position.set(4.3, 0.07, 0.6);
  pallet.receiveShadow = pallet.castShadow = true;
  scene.add(pallet);
  scene.add(at(printedPiece(kind, mat(color, { layerH: 0.01 }), seed + 1), 4.3, 0.14, 0.6, -0.35, 0.9));

  const az = (params.az as number | undefined) ?? 0.65;
  const r = 7.6;
  return {
    scene,
    ao: 0.5,
    views: { d: v([1.9 + Math.sin(az) * r, 2.3, Math.cos(az) * r], [1.9, 1.1, 0.3], 40) },
  };
};
