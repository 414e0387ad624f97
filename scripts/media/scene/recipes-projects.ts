// Project, reference, capability and master-planning compositions (registered into RECIPES).
import * as THREE from 'three';
import { bench, brick, canopy, coral, finRow, gantry, gear, lamp, latticePanel, latticeTower, latticeVessel, mat, rock, slab, toolpathMaterial, vessel, waveWall, word, barFront, C } from './objects';
import { RECIPES, at, heroObject, stone, v, type Built, type Vec3 } from './recipes';
import { mulberry32, pick, range } from './rng';
import { buildStage, type StageOpts } from './stage';

const R = RECIPES;
type Views = Built['views'];

const interiorStage = (o: Partial<StageOpts> = {}): THREE.Scene =>
  buildStage({ kind: 'interior', size: 12, env: 0.35, sun: 1.6, sunDir: [-3, 8, 6], shadowSpan: 9, ...o }).scene;

function pendants(scene: THREE.Scene, xs: number[], y: number, z: number, m: THREE.Material, R0 = 0.28): void {
  for (const x of xs) scene.add(at(lamp({ H: 0.5, R: R0, m, glow: 0xffc48a, kind: 'pendant', light: 3 }), x, y, z));
}

function stools(scene: THREE.Scene, xs: number[], z: number, m: THREE.Material): void {
  for (const x of xs) scene.add(at(vessel({ H: 0.75, r: (q) => 0.17 - 0.05 * Math.sin(q * Math.PI), lobes: 6, lobeAmp: 0.06, twist: 1.2, top: 'flat', m }), x, 0, z));
}

/** Three standard views for a composition: a wide, b alternate angle, c close-up. */
const views3 = (a: [Vec3, Vec3, number], b: [Vec3, Vec3, number], c: [Vec3, Vec3, number]): Views => ({
  a: v(a[0], a[1], a[2]),
  b: v(b[0], b[1], b[2]),
  c: v(c[0], c[1], c[2]),
});

// --- projects ---

R['stratum'] = () => {
  const scene = buildStage({ kind: 'hall', size: 18, env: 0.35, sun: 3, sunDir: [-7, 8, 3], fog: 0.012, shadowSpan: 12 }).scene;
  const m = mat(C.offwhite, { layerH: 0.01 });
  scene.add(at(gantry({ W: 3.4, D: 2.8, H: 3.2, headX: 0.4, headZ: 0.2, headY: 1.5, beadM: m }), -4, 0, -3));
  scene.add(at(vessel({ H: 1.4, r: (q) => 0.6 + 0.12 * Math.sin(q * 4), lobes: 7, lobeAmp: 0.08, twist: 1.6, shell: 0.03, m }), -4, 0.12, -3));
  for (let i = 0; i < 3; i++) scene.add(at(latticePanel({ L: 2.2, H: 2.6, cells: 5, amp: 0.14, thick: 0.035, m: mat(C.concreteLight, { layerH: 0.01 }) }), 2 + i * 2.4, 0, -4 + i * 0.3, -0.15));
  scene.add(at(vessel({ H: 0.9, r: (q) => 0.4 - 0.1 * q, lobes: 9, lobeAmp: 0.08, twist: 2, shell: 0.025, m: mat(C.charcoal, { layerH: 0.008 }) }), 0.8, 0, 0.5));
  scene.add(at(vessel({ H: 1.3, r: (q) => 0.3 + 0.1 * Math.sin(q * 3), lobes: 5, lobeAmp: 0.1, twist: -2, shell: 0.025, m }), 1.9, 0, 0.1));
  scene.add(at(bench({ L: 2.6, W: 0.55, H: 0.45, curve: 0.25, m: mat(C.concrete, { layerH: 0.008 }) }), -0.5, 0, 2.2, 0.2));
  return {
    scene,
    ao: 0.6,
    views: views3([[6, 2.4, 9], [-0.5, 1.3, -1.5], 42], [[-1.2, 2.2, 1.8], [-4, 1.4, -3], 40], [[2.55, 1.0, 1.05], [1.9, 0.95, 0.1], 30]),
  };
};

R['concepts'] = () => {
  const scene = buildStage({ kind: 'dark', env: 0.3, sun: 3.2, sunDir: [-6, 7, 2], shadowSpan: 6 }).scene;
  scene.add(latticeVessel({ H: 2.8, r: (q) => 0.7 * (0.8 + 0.3 * Math.sin(q * Math.PI)), color: C.offwhite, cells: 18, rowH: 0.22, size: 0.28, lobes: 6, lobeAmp: 0.06, twist: 1.5, shell: 0.03, layerH: 0.008 }));
  scene.add(at(slab({ w: 0.7, d: 0.5, H: 2.2, r: 0.22, twist: 2.2, taper: 0.3, m: mat(C.concrete, { layerH: 0.008 }) }), -1.9, 0, -0.6));
  scene.add(at(rock({ R: 0.7, H: 1.3, seed: 9, m: mat(C.bone, { layerH: 0.008 }), rough: 0.25 }), 1.9, 0, -0.4));
  const strip = new THREE.Mesh(new THREE.BoxGeometry(6, 0.015, 0.04), new THREE.MeshBasicMaterial({ color: C.accent }));
  strip.position.set(0, 0.008, 1.6);
  scene.add(strip);
  return { scene, ao: 0.5, exposure: 1.1, views: views3([[0.6, 1.9, 7.4], [0, 1.2, 0], 38], [[-3.4, 1.1, 2.6], [-1.6, 1.1, -0.5], 38], [[0.85, 1.5, 1.1], [0.2, 1.4, 0], 30]) };
};

const BRICK = { yellow: 0xd9a93a, red: 0xb94a36, blue: 0x3a5f92, green: 0x5a8550, white: 0xe6e0d4 };

function brickFigure(scene: THREE.Scene, seed: number, x0: number, z0: number, unit: number): void {
  // a stacked brick giraffe-like figure: legs, body, neck, head
  const r = mulberry32(seed);
  const h = unit * 1.2;
  const put = (nx: number, nz: number, x: number, y: number, z: number, color: number): void => {
    scene.add(at(brick({ nx, nz, unit, h, m: mat(color, { layerH: 0.008, roughness: 0.4, clearcoat: 0.3 }) }), x0 + x * unit, y * h, z0 + z * unit));
  };
  const cols = [BRICK.yellow, BRICK.yellow, BRICK.red, BRICK.yellow];
  for (let y = 0; y < 3; y++) for (const [x, z] of [[-2, -1], [2, -1], [-2, 1], [2, 1]] as const) put(1, 1, x, y, z, y === 0 ? BRICK.blue : BRICK.yellow);
  for (let y = 3; y < 5; y++) put(6, 4, 0, y, 0, y === 3 ? BRICK.yellow : pick(r, cols));
  for (let y = 5; y < 11; y++) put(2, 2, 2.5 + (y - 5) * 0.15, y, 0, y % 3 === 0 ? BRICK.red : BRICK.yellow);
  put(4, 2, 3.8, 11, 0, BRICK.yellow);
  put(2, 2, 4.2, 12, 0, BRICK.red);
}

R['legoland'] = () => {
  const scene = buildStage({ kind: 'outdoor', env: 0.5, sun: 3.2, sunDir: [-5, 8, 6], shadowSpan: 10, fog: 0.004 }).scene;
  brickFigure(scene, 3, 0, 0, 0.42);
  scene.add(at(brick({ nx: 4, nz: 2, unit: 0.42, h: 0.5, m: mat(BRICK.blue, { layerH: 0.008, roughness: 0.4 }) }), -3.2, 0, 1.5, 0.4));
  scene.add(at(brick({ nx: 2, nz: 2, unit: 0.42, h: 0.5, m: mat(BRICK.green, { layerH: 0.008, roughness: 0.4 }) }), -3.0, 0.5, 1.4, 0.7));
  return { scene, ao: 0.5, views: views3([[5.5, 2.6, 9.5], [0.6, 2.4, 0], 42], [[-5.5, 1.2, 5.5], [0.5, 2.6, 0], 40], [[-2.3, 1.45, 2.8], [-3.2, 0.8, 1.4], 32]) };
};

R['bumper8'] = () => {
  const scene = interiorStage({ backdrop: 0x3c3a38, floor: 0x2c2b2a, env: 0.3, sun: 1.2, sunDir: [2, 9, 4], size: 14 });
  const barrierM = mat(C.offwhite, { layerH: 0.01 });
  scene.add(at(vessel({ H: 0.7, r: () => 5, lobes: 2, lobeAmp: 0.35, shell: 0.18, innerDepth: 2, m: barrierM, rings: 20 }), 0, 0, 0));
  const carCols = [C.accent, 0x3a5f92, 0xd9a93a, C.offwhite, 0x5a8550];
  const r = mulberry32(8);
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + 0.3;
    const car = new THREE.Group();
    car.add(slab({ w: 1.3, d: 0.9, H: 0.45, r: 0.4, m: mat(carCols[i]!, { layerH: 0.008, roughness: 0.35, clearcoat: 0.6 }) }));
    car.add(at(slab({ w: 0.7, d: 0.6, H: 0.35, r: 0.25, m: mat(C.charcoal, { layerH: 0.008 }) }), 0.15, 0.45, 0));
    const pole = new THREE.Mesh(new THREE.CylinderGeometry(0.02, 0.02, 2.6, 8), stone(0x999999, 0.3));
    pole.position.set(-0.4, 1.5, 0);
    car.add(pole);
    scene.add(at(car, Math.cos(a) * range(r, 1.5, 3.2), 0.05, Math.sin(a) * range(r, 1, 2.2), -a + range(r, -0.6, 0.6)));
  }
  scene.add(at(finRow({ count: 24, spacing: 0.5, H: 4.2, w: 0.08, d: 0.4, twist: 1.4, wave: 2.5, m: mat(C.concreteDark, { layerH: 0.01 }) }), 0, 0, -5.6));
  const glowStrip = new THREE.Mesh(new THREE.BoxGeometry(12, 0.05, 0.05), new THREE.MeshBasicMaterial({ color: C.accent }));
  glowStrip.position.set(0, 4.3, -5.4);
  scene.add(glowStrip);
  for (const x of [-4, 0, 4]) {
    const l = new THREE.SpotLight(0xfff0dd, 60, 20, 0.6, 0.5, 1.6);
    l.position.set(x, 4.5, 2);
    l.target.position.set(x * 0.5, 0, -1);
    l.castShadow = false;
    scene.add(l, l.target);
  }
  return { scene, ao: 0.6, views: views3([[0, 3.6, 10], [0, 0.8, -1], 44], [[6.5, 1.4, 4.5], [-0.5, 0.8, -1.5], 40], [[3.4, 1.1, 2.2], [2.3, 0.4, 1], 32]) };
};

R['hmart'] = () => {
  const scene = interiorStage({ backdrop: 0xcfcac2, floor: 0xb6b0a6, env: 0.5, sun: 2.2, sunDir: [-4, 8, 8] });
  const wall = finRow({ count: 30, spacing: 0.4, H: 4.2, w: 0.1, d: 0.22, twist: 0.2, wave: 1, m: mat(C.charcoal, { layerH: 0.01 }) });
  scene.add(at(wall, 0, 0, -5.6));
  const letters = word({ text: 'H MART', size: 1.3, depth: 0.22, stroke: 0.22, m: mat(C.offwhite, { layerH: 0.006, roughness: 0.45 }) });
  scene.add(at(letters, 0, 2.5, -5.2));
  const accentH = new THREE.Mesh(new THREE.BoxGeometry(0.5, 0.05, 0.05), new THREE.MeshBasicMaterial({ color: C.accent }));
  accentH.position.set(-3.2, 2.3, -5.1);
  scene.add(accentH);
  const fruitCols = [0x7a9a3a, 0xc7682a, 0xb33a2e, 0xd8b13c];
  const r = mulberry32(21);
  for (let i = 0; i < 4; i++) {
    const x = -3.6 + i * 2.4;
    scene.add(at(vessel({ H: 0.85, r: () => 0.7, lobes: 4, lobeAmp: 0.18, shell: 0.05, innerDepth: 0.2, m: mat(C.bone, { layerH: 0.008 }), rings: 30 }), x, 0, -1.5));
    const fm = stone(fruitCols[i]!, 0.45);
    for (let k = 0; k < 40; k++) {
      const s = new THREE.Mesh(new THREE.SphereGeometry(0.075, 12, 8), fm);
      const a = r() * Math.PI * 2, d = Math.sqrt(r()) * 0.62;
      s.position.set(x + Math.cos(a) * d, 0.7 + r() * 0.12, -1.5 + Math.sin(a) * d * 0.8);
      s.castShadow = true;
      scene.add(s);
    }
  }
  return { scene, ao: 0.5, views: views3([[0, 1.8, 8], [0, 2.2, -3], 46], [[-5, 1.4, 2.5], [0, 2.6, -5], 42], [[-1.5, 2.9, -3.2], [-2.2, 3.1, -5.2], 34]) };
};

R['custom-furniture'] = () => {
  const scene = buildStage({ kind: 'studio', backdrop: 0xc9c4bb, env: 0.4, sun: 2.8, sunDir: [-5, 8, 4], shadowSpan: 5 }).scene;
  const w = mat(C.offwhite, { layerH: 0.006 });
  const g = mat(C.concrete, { layerH: 0.006 });
  scene.add(at(slab({ w: 2.2, d: 0.95, H: 0.74, r: 0.42, taper: -0.12, twist: 0.15, m: w }), 0, 0, 0));
  stools(scene, [-1.6, 1.6], 0.4, mat(C.charcoal, { layerH: 0.006 }));
  scene.add(at(bench({ L: 2.6, W: 0.5, H: 0.45, curve: 0.15, m: g }), 0, 0, -1.4));
  scene.add(at(lamp({ H: 0.5, R: 0.3, m: mat(C.offwhite, { layerH: 0.004, emissive: 0xffb36b, emissiveIntensity: 0.25 }), glow: 0xffc58a, kind: 'pendant', light: 3 }), 0, 1.7, 0));
  return { scene, ao: 0.35, views: views3([[2.2, 2.0, 4.6], [0, 0.6, -0.3], 38], [[-3.6, 0.9, 1.8], [0, 0.5, -0.3], 36], [[-0.3, 1.05, 1.35], [-1.1, 0.5, 0.2], 30]) };
};

R['kasa-tapas'] = () => {
  const scene = interiorStage({ backdrop: 0x5b524b, floor: 0x4a4039, env: 0.3, sun: 1.5, sunDir: [-3, 8, 7], sunColor: 0xffe2c0 });
  const terracotta = mat(0xb46c4e, { layerH: 0.008, roughness: 0.6 });
  scene.add(barFront({ L: 6, H: 1.05, D: 0.7, flutes: 26, amp: 0.06, m: terracotta, top: stone(0x2a2624, 0.3) }));
  stools(scene, [-2, -0.7, 0.6, 1.9], 0.9, mat(C.charcoal, { layerH: 0.006 }));
  pendants(scene, [-2, 0, 2], 2.2, 0, mat(C.bone, { layerH: 0.004, emissive: 0xffa860, emissiveIntensity: 0.3 }));
  scene.add(at(finRow({ count: 22, spacing: 0.42, H: 4.4, w: 0.06, d: 0.3, twist: 0.9, wave: 2, m: mat(0x9a6a52, { layerH: 0.008 }) }), 0, 0, -5.7));
  return { scene, ao: 0.5, exposure: 1.1, views: views3([[2.2, 1.7, 6.5], [0, 1.2, 0], 44], [[-5, 1.3, 2.4], [0, 0.9, 0], 38], [[0.9, 0.75, 1.2], [0.4, 0.55, 0.35], 30]) };
};

R['aloft-orlando'] = () => {
  const scene = interiorStage({ backdrop: 0x8d8880, floor: 0x9f998f, env: 0.45, sun: 2.6, sunDir: [-8, 7, 3], size: 14 });
  const m = mat(C.offwhite, { layerH: 0.01 });
  scene.add(at(waveWall({ L: 14, H: 4.4, amp: 0.4, wl: 2.2, thick: 0.3, drift: 1.6, m, seed: 12 }), 0, 0, -6));
  scene.add(at(bench({ L: 3, W: 0.8, H: 0.42, curve: 0.4, m: mat(C.charcoal, { layerH: 0.008 }) }), -1.5, 0, -1.5, 0.1));
  scene.add(at(bench({ L: 2.2, W: 0.8, H: 0.42, curve: 0.3, m: mat(C.concreteDark, { layerH: 0.008 }) }), 2.4, 0, -0.6, -0.5));
  scene.add(at(vessel({ H: 1.0, r: (q) => 0.45 - 0.1 * q, lobes: 8, lobeAmp: 0.07, twist: 1.5, shell: 0.025, m }), 4.5, 0, -3.5));
  return { scene, ao: 0.6, views: views3([[3, 1.7, 7.5], [0, 1.8, -4], 46], [[-6.5, 1.4, 0.5], [-1, 1.8, -5.5], 40], [[1.3, 2.0, -3.9], [0.6, 2.0, -5.8], 32]) };
};

R['sls-south-beach'] = () => {
  const scene = buildStage({ kind: 'outdoor', env: 0.55, sun: 3.2, sunDir: [-4, 9, 3], shadowSpan: 10 }).scene;
  const m = mat(C.offwhite, { layerH: 0.01 });
  for (let i = 0; i < 4; i++) scene.add(at(latticePanel({ L: 2.4, H: 2.8, cells: 5, amp: 0.16, thick: 0.04, m }), -3.8 + i * 2.5, 0, -3));
  scene.add(at(canopy({ R: 1.4, H: 2.8, stem: 0.14, lobes: 8, m }), 3.6, 0, 0.5));
  scene.add(at(bench({ L: 2.2, W: 0.9, H: 0.35, curve: 0.1, m: mat(C.bone, { layerH: 0.008 }) }), 0, 0, 0.2));
  scene.add(at(vessel({ H: 0.8, r: (q) => 0.35 + 0.08 * Math.sin(q * 4), lobes: 7, lobeAmp: 0.1, twist: 2, shell: 0.02, m: mat(C.concrete, { layerH: 0.008 }) }), -2.2, 0, 0.3));
  return { scene, ao: 0.5, views: views3([[1.5, 1.8, 8], [0, 1.3, -1.5], 44], [[6.5, 1.5, 3], [0, 1.4, -2.5], 40], [[-0.8, 1.5, -1.6], [-1.2, 1.4, -3], 34]) };
};

R['hyde-lounge'] = () => {
  const scene = interiorStage({ backdrop: 0x22201f, floor: 0x1f1d1c, env: 0.18, sun: 0.6, sunDir: [-2, 9, 6], size: 12 });
  const black = mat(0x1e1d1c, { layerH: 0.008, roughness: 0.5 });
  for (let i = 0; i < 5; i++) scene.add(at(latticePanel({ L: 2.2, H: 3.2, cells: 4, amp: 0.15, thick: 0.04, m: black }), -4.4 + i * 2.2, 0, -5.2));
  for (let i = 0; i < 6; i++) {
    const l = new THREE.PointLight(0xffb26b, 4, 4, 2);
    l.position.set(-5 + i * 2, 0.3, -5.6);
    scene.add(l);
  }
  const bf = barFront({ L: 5, H: 1.1, D: 0.7, flutes: 20, amp: 0.05, m: mat(C.charcoal, { layerH: 0.008 }), top: stone(0xd9d2c4, 0.25) });
  scene.add(at(bf, 0.6, 0, -1.5));
  const under = new THREE.Mesh(new THREE.BoxGeometry(5, 0.02, 0.02), new THREE.MeshBasicMaterial({ color: C.accent }));
  under.position.set(0.6, 0.05, -1.05);
  scene.add(under);
  pendants(scene, [-1.2, 0.6, 2.4], 2.1, -1.5, mat(C.bone, { layerH: 0.004, emissive: 0xffa860, emissiveIntensity: 0.5 }), 0.22);
  scene.add(at(bench({ L: 2.2, W: 0.7, H: 0.42, curve: 0.3, m: mat(0x5a4a40, { layerH: 0.008 }) }), -3, 0, 1.5, 0.4));
  return { scene, ao: 0.5, exposure: 1.25, views: views3([[2.5, 1.6, 6.5], [0, 1.2, -2.5], 44], [[-4.5, 1.2, 2.5], [0, 1.2, -3.5], 40], [[-1.2, 1.6, -3.4], [-1.6, 1.5, -5.2], 34]) };
};

R['southwest-lounge'] = () => {
  const scene = interiorStage({ backdrop: 0xa29d95, floor: 0x8e8a84, env: 0.45, sun: 2.4, sunDir: [-6, 8, 5], size: 14 });
  const fins = finRow({ count: 36, spacing: 0.45, H: 1.2, w: 0.06, d: 0.5, twist: 0.8, wave: 2, m: mat(C.offwhite, { layerH: 0.008 }) });
  fins.rotation.x = Math.PI;
  scene.add(at(fins, 0, 4.6, -1));
  const seatM = mat(C.concreteDark, { layerH: 0.008 });
  for (let i = 0; i < 3; i++) scene.add(at(bench({ L: 3.2, W: 0.7, H: 0.44, curve: 0.45, m: seatM }), -3.5 + i * 3.5, 0, -0.5 + (i % 2) * 1.2, (i - 1) * 0.3));
  scene.add(at(vessel({ H: 1.1, r: (q) => 0.5 - 0.12 * q, lobes: 10, lobeAmp: 0.05, twist: 1, shell: 0.025, m: mat(C.offwhite, { layerH: 0.008 }) }), 5.5, 0, -3));
  scene.add(at(slab({ w: 8, d: 0.5, H: 1.1, r: 0.2, m: mat(C.bone, { layerH: 0.008 }), bow: 0.5 }), 0, 0, -4.5));
  return { scene, ao: 0.6, views: views3([[2, 2.0, 8], [0, 1.6, -1.5], 50], [[-7, 1.2, 2], [0, 2, -1.5], 40], [[1.2, 3.0, 0.6], [0.2, 3.8, -1], 36]) };
};

R['toothsome'] = () => {
  const scene = interiorStage({ backdrop: 0x4a3a30, floor: 0x3a302a, env: 0.3, sun: 1.6, sunDir: [-4, 8, 6], sunColor: 0xffe0b8 });
  const bronze = mat(0x8d6238, { layerH: 0.008, metalness: 0.55, roughness: 0.4 });
  const choc = mat(0x4a2c1e, { layerH: 0.008, roughness: 0.35, clearcoat: 0.6 });
  const cream = mat(0xeadfcb, { layerH: 0.008 });
  const gs: Array<[number, number, number, number]> = [[-2.5, 2.6, -4.6, 1.3], [-0.6, 3.4, -4.8, 0.9], [1.0, 2.2, -4.5, 0.7], [2.6, 3.2, -4.7, 1.1]];
  for (const [x, y, z, rr] of gs) {
    const g = gear({ R: rr, teeth: Math.round(rr * 14), thick: 0.18, m: bronze });
    g.rotation.x = Math.PI / 2;
    g.position.set(x, y, z);
    scene.add(g);
  }
  const copper = new THREE.MeshStandardMaterial({ color: 0xb06a3e, metalness: 0.9, roughness: 0.3 });
  for (let i = 0; i < 3; i++) {
    const pts = [new THREE.Vector3(-5, 1 + i * 0.7, -5), new THREE.Vector3(-1, 1.2 + i * 0.7, -4.5), new THREE.Vector3(1, 4 - i * 0.3, -4.2), new THREE.Vector3(5, 3.5 - i * 0.4, -5)];
    const tube = new THREE.Mesh(new THREE.TubeGeometry(new THREE.CatmullRomCurve3(pts), 80, 0.09, 16), copper);
    tube.castShadow = true;
    scene.add(tube);
  }
  // chocolate-drip column
  scene.add(at(vessel({ H: 3.2, r: (q) => 0.55 + 0.1 * Math.sin(q * 5), lobes: 9, lobeAmp: 0.12, twist: 0.4, shell: 0.05, top: 'flat', m: choc }), 0, 0, -2));
  scene.add(at(vessel({ H: 0.6, r: (q) => 0.75 - 0.1 * q, lobes: 14, lobeAmp: 0.05, shell: 0.05, top: 'flat', m: cream }), 0, 3.2, -2));
  for (const x of [-3, 3]) scene.add(at(vessel({ H: 1.1, r: (q) => 0.4 + 0.15 * Math.sin(q * Math.PI), lobes: 12, lobeAmp: 0.06, twist: 3, shell: 0.03, m: cream }), x, 0, -1.2));
  pendants(scene, [-1.8, 1.8], 2.4, 0.3, mat(C.bone, { layerH: 0.004, emissive: 0xffa860, emissiveIntensity: 0.4 }));
  return { scene, ao: 0.5, exposure: 1.2, views: views3([[0.5, 1.9, 6.5], [0, 2.2, -2.5], 48], [[4.5, 1.2, 2.5], [-0.5, 2.3, -3.5], 40], [[-0.6, 1.5, 0.9], [-0.2, 1.4, -2], 32]) };
};

// --- references ---

R['pandora-avatar'] = () => {
  const scene = buildStage({ kind: 'dark', backdrop: 0x0c0f14, env: 0.12, sun: 0.8, sunColor: 0x9fb4ff, sunDir: [-3, 8, 2], shadowSpan: 6 }).scene;
  const cyan = mat(0x1a2a36, { layerH: 0.008, emissive: 0x27c7d9, emissiveIntensity: 0.55, roughness: 0.4 });
  const violet = mat(0x231a30, { layerH: 0.008, emissive: 0x8a5cf0, emissiveIntensity: 0.5, roughness: 0.4 });
  scene.add(at(coral({ seed: 3, count: 7, R: 0.28, H: 2.8, m: cyan, spread: 1.4, bulb: 0.9 }), -1, 0, -0.5));
  scene.add(at(coral({ seed: 11, count: 6, R: 0.2, H: 1.8, m: violet, spread: 1.2, bulb: 1.2, lobes: 7 }), 1.4, 0, 0.2));
  scene.add(at(rock({ R: 1.2, H: 0.8, seed: 4, m: mat(0x1d2226, { layerH: 0.008 }), rough: 0.3 }), 0.3, 0, -1.8));
  for (const [x, c] of [[-1, 0x27c7d9], [1.4, 0x8a5cf0]] as const) {
    const l = new THREE.PointLight(c, 8, 6, 2);
    l.position.set(x, 1.2, 0.8);
    scene.add(l);
  }
  return { scene, ao: 0.4, exposure: 1.3, views: views3([[0.5, 1.6, 6.2], [0.2, 1.2, -0.3], 42], [[-3.8, 0.8, 2.8], [0, 1.4, -0.3], 40], [[1.6, 1.5, 4.4], [-0.6, 1.8, -0.4], 34]) };
};

R['epic-universe'] = () => {
  const scene = buildStage({ kind: 'hall', size: 24, backdrop: 0x8e8a83, env: 0.35, sun: 3, sunDir: [-8, 8, 2], fog: 0.014, shadowSpan: 16 }).scene;
  const stoneM = mat(0xc9bfae, { layerH: 0.012, roughness: 0.75 });
  const hero = heroObject(stoneM);
  hero.children.slice(14).forEach((c) => (c.visible = false));
  scene.add(at(hero, 0, 0, -2, 0, 1.2));
  for (const x of [-6.5, 6.5]) {
    scene.add(at(vessel({ H: 8, r: (q) => 0.7 - 0.08 * q, lobes: 20, lobeAmp: 0.035, top: 'flat', m: stoneM, rings: 60 }), x, 0, 0));
    scene.add(at(slab({ w: 2.0, d: 2.0, H: 0.6, r: 0.1, m: stoneM, taper: -0.2 }), x, 8, 0));
  }
  scene.add(at(rock({ R: 1.6, H: 2.4, seed: 13, m: mat(0x8d8478, { layerH: 0.012 }), rough: 0.3 }), -4, 0, 4));
  return { scene, ao: 1.0, views: views3([[3, 2.0, 20], [0, 4.8, -1], 44], [[-10, 1.5, 8], [0, 5, -2], 40], [[-5.2, 6.5, 2.2], [-6.5, 7.6, 0], 36]) };
};

R['legoland-florida'] = () => {
  const scene = buildStage({ kind: 'outdoor', env: 0.5, sun: 3.2, sunDir: [5, 8, 6], shadowSpan: 12, fog: 0.004 }).scene;
  const cols = [BRICK.red, BRICK.white, BRICK.yellow, BRICK.blue];
  // castle tower ring of bricks
  for (let y = 0; y < 10; y++) {
    const n = 10;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + (y % 2) * (Math.PI / n);
      const b = brick({ nx: 2, nz: 1, unit: 0.4, h: 0.48, m: mat(y === 9 ? BRICK.red : y % 4 === 0 ? BRICK.white : 0xbdb6a8, { layerH: 0.008, roughness: 0.45 }) });
      if (y < 9) b.children.slice(1).forEach((c) => (c.visible = false));
      scene.add(at(b, -3 + Math.cos(a) * 1.35, y * 0.48, -1 + Math.sin(a) * 1.35, -a + Math.PI / 2));
    }
  }
  brickFigure(scene, 9, 2.2, 0.5, 0.36);
  const r = mulberry32(5);
  for (let i = 0; i < 6; i++) scene.add(at(brick({ nx: 2, nz: 2, unit: 0.36, h: 0.43, m: mat(pick(r, cols), { layerH: 0.008, roughness: 0.4 }) }), range(r, -1, 1.5), 0, range(r, 2, 3.5), r() * 3));
  return { scene, ao: 0.5, views: views3([[1, 2.5, 11], [0, 2.2, 0], 44], [[7, 1.4, 5], [0, 2.4, 0], 40], [[-1.1, 4.9, 1.4], [-2.4, 4.5, -0.4], 34]) };
};

R['turks-and-caicos'] = ({ params }) => {
  const scene = buildStage({ kind: 'outdoor', env: 0.55, sun: 3.4, sunDir: [-4, 7, 5], shadowSpan: 12 }).scene;
  const white = mat(C.offwhite, { layerH: 0.01 });
  scene.add(at(barFront({ L: 5, H: 1.1, D: 0.8, flutes: 18, amp: 0.07, wave: 0.05, m: white, top: stone(0xcab79a, 0.5) }), 0, 0, -1));
  scene.add(at(canopy({ R: 3.2, H: 3.3, stem: 0.22, lobes: 10, m: mat(C.bone, { layerH: 0.01 }) }), -1.4, 0, -2));
  scene.add(at(canopy({ R: 2.6, H: 3.0, stem: 0.2, lobes: 8, m: white }), 2.8, 0, -2.4));
  const coralM = mat(0xd9cbb5, { layerH: 0.008 });
  scene.add(at(coral({ seed: 5, count: 6, R: 0.22, H: 1.2, m: coralM, spread: 0.8, bulb: 0.6, lobes: 8 }), -4.2, 0, 1));
  scene.add(at(coral({ seed: 19, count: 5, R: 0.2, H: 1.0, m: mat(0xc98f76, { layerH: 0.008 }), spread: 0.7, bulb: 0.8 }), 4.5, 0, 1.2));
  stools(scene, [-1.6, -0.5, 0.6, 1.7], 0.1, mat(C.concrete, { layerH: 0.006 }));
  const pool = new THREE.Mesh(new THREE.PlaneGeometry(9, 4), new THREE.MeshPhysicalMaterial({ color: 0x4fb7c4, roughness: 0.05, clearcoat: 1 }));
  pool.rotation.x = -Math.PI / 2;
  pool.position.set(0, 0.015, 5);
  scene.add(pool);
  const b: Built = { scene, ao: 0.4, views: views3([[1.5, 1.8, 10], [0, 1.4, -1], 44], [[-7, 1.5, 3.5], [0, 1.5, -1.5], 40], [[-3.3, 1.0, 2.4], [-4.2, 0.8, 1], 34]) };
  if (params.video) {
    b.update = (t, cam) => {
      cam.position.set(5.5 - 8 * t, 1.6 + 0.3 * Math.sin(t * Math.PI), 7.5 - 3.5 * t);
      cam.lookAt(0.8 - 1.6 * t, 1.2, -1.2);
    };
  }
  return b;
};

// --- capabilities / master planning ---

R['design-build'] = () => {
  const scene = interiorStage({ backdrop: 0x9b958c, floor: 0x857f77, env: 0.4, sun: 2.6, sunDir: [-7, 8, 4], size: 12 });
  scene.add(at(finRow({ count: 28, spacing: 0.36, H: 4.4, w: 0.07, d: 0.34, twist: 1.6, wave: 1.2, m: mat(C.offwhite, { layerH: 0.01 }) }), 0, 0, -5.5));
  scene.add(at(bench({ L: 3.4, W: 0.6, H: 0.45, curve: 0.3, m: mat(C.charcoal, { layerH: 0.008 }) }), 0, 0, -3.8));
  pendants(scene, [-2.4, 2.4], 2.6, -3.2, mat(C.bone, { layerH: 0.004, emissive: 0xffa860, emissiveIntensity: 0.25 }));
  return { scene, ao: 0.5, views: { a: v([2.8, 1.7, 3], [0, 1.7, -4.5], 46) } };
};

R['architecture'] = () => {
  const scene = buildStage({ kind: 'outdoor', env: 0.5, sun: 3.2, sunDir: [-8, 6, 6], shadowSpan: 14 }).scene;
  const glass = new THREE.MeshPhysicalMaterial({ color: 0x27313a, roughness: 0.08, metalness: 0.3, clearcoat: 1 });
  const bld = new THREE.Mesh(new THREE.BoxGeometry(14, 12, 8), glass);
  bld.position.set(0, 6, -5);
  bld.receiveShadow = true;
  scene.add(bld);
  const slabM = stone(0xcfcac1, 0.8);
  for (let f = 0; f <= 3; f++) {
    const s = new THREE.Mesh(new THREE.BoxGeometry(14.6, 0.35, 8.6), slabM);
    s.position.set(0, f * 3.9, -5);
    s.castShadow = s.receiveShadow = true;
    scene.add(s);
  }
  scene.add(at(finRow({ count: 30, spacing: 0.48, H: 11.7, w: 0.1, d: 0.6, twist: 1.3, wave: 1.2, m: mat(C.offwhite, { layerH: 0.012 }) }), 0, 0.3, -0.6));
  return { scene, ao: 0.6, views: { a: v([-7, 1.6, 10], [0, 6, -2], 48) } };
};

function siteModel(scene: THREE.Scene, seed: number, mm: (i: number) => THREE.Material): void {
  const r = mulberry32(seed);
  const table = new THREE.Mesh(new THREE.BoxGeometry(3.2, 0.06, 2.2), stone(0x2a2927, 0.6));
  table.position.y = 0.82;
  table.receiveShadow = true;
  scene.add(table);
  let i = 0;
  for (let gx = -5; gx <= 5; gx++)
    for (let gz = -3; gz <= 3; gz++) {
      if (r() < 0.28) continue;
      const h = range(r, 0.04, 0.12) * (1 + (Math.abs(gx) < 2 && Math.abs(gz) < 2 ? 2.5 : 0) * r());
      const kind = r();
      const o = kind < 0.7
        ? slab({ w: range(r, 0.12, 0.22), d: range(r, 0.1, 0.2), H: h, r: 0.02, twist: kind < 0.2 ? 0.6 : 0, m: mm(i), rings: 10 })
        : vessel({ H: h, r: () => range(r, 0.06, 0.1), lobes: 6, lobeAmp: 0.1, twist: 1, top: 'flat', m: mm(i), rings: 10 });
      scene.add(at(o, gx * 0.26, 0.85, gz * 0.28, r() * 0.3));
      i++;
    }
  // a river/park band
  const park = new THREE.Mesh(new THREE.BoxGeometry(3.0, 0.005, 0.2), stone(0x6f7a62, 0.9));
  park.position.set(0, 0.853, 0.98);
  scene.add(park);
}

R['masterplan'] = ({ params }) => {
  const mode = String(params.mode ?? 'hero');
  const st = buildStage({ kind: mode === 'sketch' ? 'dark' : 'studio', backdrop: mode === 'sketch' ? 0x0d0d0e : 0xc2bdb4, env: 0.4, sun: 2.8, sunDir: [-5, 7, 3], shadowSpan: 3 });
  const scene = st.scene;
  const white = mat(C.offwhite, { layerH: 0.0025 });
  const accent = mat(C.accent, { layerH: 0.0025 });
  siteModel(scene, 7, (i) => (mode === 'check' && i === 31 ? accent : white));
  if (mode === 'sketch') {
    scene.background = new THREE.Color(0x0d0d0e);
    const tp = toolpathMaterial(0.008, 0xbcd3e2, 1);
    scene.traverse((o) => {
      const me = o as THREE.Mesh;
      if (!me.isMesh) return;
      if (me.position.y >= 0.84) me.material = tp;
      else me.visible = false;
    });
    const grid = new THREE.GridHelper(3.2, 32, 0x33404c, 0x1f262d);
    grid.position.y = 0.85;
    scene.add(grid);
  }
  if (mode === 'check') {
    const ring = new THREE.Mesh(new THREE.TorusGeometry(0.22, 0.003, 8, 96), new THREE.MeshBasicMaterial({ color: C.accent }));
    ring.rotation.x = -Math.PI / 2;
    scene.add(ring);
    scene.userData.ring = ring;
  }
  const b: Built = {
    scene,
    ao: mode === 'sketch' ? 0 : 0.15,
    views: {
      hero: v([2.1, 2.3, 2.4], [0, 0.85, 0], 34),
      sketch: v([2.1, 2.3, 2.4], [0, 0.85, 0], 34),
      check: v([1.1, 1.45, 1.2], [0.1, 0.9, 0], 34),
    },
  };
  if (mode === 'check') {
    // put the highlight ring around the accent block
    scene.traverse((o) => {
      const me = o as THREE.Mesh;
      if (me.isMesh && me.material === accent) {
        const ring = scene.userData.ring as THREE.Mesh;
        ring.position.set(me.position.x, 0.856, me.position.z);
        b.views.check = v([me.position.x + 1.0, 1.5, me.position.z + 1.1], [me.position.x, 0.9, me.position.z], 34);
      }
    });
  }
  return b;
};

export const BRICKS = BRICK;
export { range, stone };
void rock;
void waveWall;
void latticeTower;
