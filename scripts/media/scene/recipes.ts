// Scene recipes: each builds a composition once and offers named camera views.
import * as THREE from 'three';
import {
  barFront, bench, brick, bust, C, canopy, coral, finRow, gantry, gear, lamp, latticePanel, latticeTower, latticeVessel, mat, rock, slab,
  toolpathMaterial, vessel, waveWall, word,
} from './objects';
import { layeredGeometry, mesh, polar, printMaterial } from './print';
import { mulberry32, pick, range, type Rng } from './rng';
import { buildStage, type StageOpts } from './stage';

export type Vec3 = [number, number, number];
export interface View {
  pos: Vec3;
  look: Vec3;
  fov?: number;
}
export interface Built {
  scene: THREE.Scene;
  views: Record<string, View>;
  ao?: number;
  exposure?: number;
  /** Video hook: t in [0,1]. May move the camera and change the scene. */
  update?: (t: number, cam: THREE.PerspectiveCamera) => void;
}
export interface RecipeArgs {
  seed: number;
  rng: Rng;
  params: Record<string, unknown>;
}
type Recipe = (a: RecipeArgs) => Built;

const v = (pos: Vec3, look: Vec3, fov = 35): View => ({ pos, look, fov });
const at = <T extends THREE.Object3D>(o: T, x: number, y: number, z: number, ry = 0, s = 1): T => {
  o.position.set(x, y, z);
  o.rotation.y = ry;
  o.scale.setScalar(s);
  return o;
};
const stone = (color: number, rough = 0.35): THREE.MeshStandardMaterial => new THREE.MeshStandardMaterial({ color, roughness: rough });
const orbit = (cam: THREE.PerspectiveCamera, t: number, c: Vec3, r: number, h: number, a0: number, sweep: number, lookY: number): void => {
  const a = a0 + sweep * t;
  cam.position.set(c[0] + Math.sin(a) * r, h, c[2] + Math.cos(a) * r);
  cam.lookAt(c[0], lookY, c[2]);
};

// ---------- shared compositions ----------

/** The hero piece: a ribbed portal of arched fins merging into an undulating wall. */
function heroObject(m: THREE.Material, accent = false): THREE.Group {
  const g = new THREE.Group();
  const n = 14;
  for (let i = 0; i < n; i++) {
    const f = i / (n - 1);
    const span = 4.2 + 1.4 * Math.sin(f * Math.PI);
    const rise = 5.4 + 1.2 * Math.sin(f * Math.PI);
    g.add(at(archFin(span, rise, 0.16, 0.5 + 0.25 * Math.sin(f * Math.PI * 2), m), 0, 0, -3 + f * 6, 0));
  }
  const wl = waveWall({ L: 9, H: 3.4, amp: 0.35, wl: 2.6, thick: 0.32, m, seed: 4 });
  g.add(at(wl, -7.6, 0, -0.5, 0.5));
  const wr = waveWall({ L: 9, H: 3.4, amp: 0.35, wl: 2.6, thick: 0.32, m, seed: 8 });
  g.add(at(wr, 7.6, 0, -0.5, -0.5));
  if (accent) {
    const line = new THREE.Mesh(new THREE.BoxGeometry(0.05, 0.02, 9), new THREE.MeshBasicMaterial({ color: C.accent }));
    line.position.set(0, 0.01, 0);
    g.add(line);
  }
  return g;
}

/** One arched fin printed upright: two leaning legs plus a crown segment. */
function archFin(span: number, rise: number, thick: number, legW: number, m: THREE.Material): THREE.Group {
  const g = new THREE.Group();
  const a = span / 2, b = rise; // inner ellipse
  const A = a + legW, B = rise + legW * 0.8; // outer ellipse
  const xi = (y: number): number => a * Math.sqrt(Math.max(0, 1 - (y / b) ** 2));
  const xo = (y: number): number => A * Math.sqrt(Math.max(0, 1 - (y / B) ** 2));
  const n = 64;
  const rect = (x0: number, x1: number, out: Float32Array): void => {
    const w = Math.max(0.02, x1 - x0);
    const cx = (x0 + x1) / 2;
    const r = Math.min(thick / 2 - 0.002, w / 2 - 0.002);
    // stadium-like rounded rect
    for (let i = 0; i < n; i++) {
      const t = (i / n) * Math.PI * 2;
      const ct = Math.cos(t), st = Math.sin(t);
      const px = Math.sign(ct) * Math.pow(Math.abs(ct), 0.25) * (w / 2);
      const pz = Math.sign(st) * Math.pow(Math.abs(st), 0.25) * (thick / 2);
      out[2 * i] = cx + px;
      out[2 * i + 1] = pz;
      void r;
    }
  };
  const yTop = b * 0.985;
  for (const side of [-1, 1]) {
    const geo = layeredGeometry({
      height: yTop,
      n,
      rings: 140,
      contour: (_v, y, out) => {
        rect(xi(y), xo(y), out);
        if (side < 0) for (let i = 0; i < n; i++) out[2 * i] = -out[2 * i]!;
      },
    });
    g.add(mesh(geo, m));
  }
  const crown = layeredGeometry({
    height: B * 0.995,
    y0: yTop,
    n,
    rings: 40,
    contour: (_v, y, out) => {
      const x = Math.max(0.05, xo(y));
      rect(-x, x, out);
    },
  });
  g.add(mesh(crown, m));
  return g;
}

function studio(o: Partial<StageOpts> = {}): THREE.Scene {
  return buildStage({ kind: 'studio', env: 0.6, sun: 2.3, sunDir: [-5, 9, 6], shadowSpan: 5, ...o }).scene;
}

// ---------- recipes ----------

const R: Record<string, Recipe> = {};

R['home'] = ({ params }) => {
  const digital = params.digital === true;
  const st = buildStage({ kind: 'hall', size: 26, env: 0.32, sun: 3.4, sunDir: [-9, 8, 2], fog: 0.01, shadowSpan: 16 });
  const scene = st.scene;
  const m = mat(C.offwhite, { layerH: 0.02, roughness: 0.6 });
  const obj = heroObject(m, !digital);
  scene.add(obj);
  for (const [x, z] of [[-3.6, 5.5], [3.9, 6.2]] as const) scene.add(at(bench({ L: 2.6, W: 0.55, H: 0.45, curve: 0.25, m: mat(C.concreteDark, { layerH: 0.012 }) }), x, 0, z, 0.3));
  if (digital) {
    scene.background = new THREE.Color(0x0d0d0e);
    scene.fog = null;
    const tp = toolpathMaterial(0.06, 0xbfd6e6, 1);
    const keep = new Set<THREE.Object3D>();
    obj.traverse((o) => keep.add(o));
    scene.traverse((o) => {
      const me = o as THREE.Mesh;
      if (!me.isMesh) return;
      if (keep.has(me)) me.material = tp;
      else me.visible = false;
    });
    const grid = new THREE.GridHelper(60, 120, 0x2b3540, 0x1c2228);
    scene.add(grid);
  }
  return {
    scene,
    ao: digital ? 0 : 1.2,
    exposure: digital ? 1 : 1.05,
    views: {
      hero: v([2.6, 1.5, 12], [0, 3.7, -1], 50),
      before: v([7.5, 1.7, 12.5], [0, 3.2, -1], 42),
      after: v([7.5, 1.7, 12.5], [0, 3.2, -1], 42),
      og: v([-2.5, 1.6, 14.5], [-4.5, 3.4, -1], 46),
    },
    update: (t, cam) => {
      // starts exactly on the poster framing (home/hero) and eases around the portal
      const a0 = Math.atan2(2.6, 13);
      const r = Math.hypot(2.6, 13);
      // out and back, so the loop is seamless
      const k = 0.5 * (1 - Math.cos(t * Math.PI * 2));
      const a = a0 - 0.5 * k;
      cam.position.set(Math.sin(a) * r, 1.5 + 0.35 * k, -1 + Math.cos(a) * r);
      cam.lookAt(0, 3.7, -1);
    },
  };
};

R['banner'] = () => {
  const scene = buildStage({ kind: 'studio', backdrop: 0x8e8a84, env: 0.35, sun: 3.2, sunDir: [-10, 3, 2.5], shadowSpan: 3 }).scene;
  const m = mat(C.bone, { layerH: 0.012, bead: 0, groove: 0.25, roughness: 0.55 });
  const w = waveWall({ L: 7, H: 1.6, amp: 0.18, wl: 1.3, thick: 0.24, drift: 0.9, m, bead: { layerH: 0.012, rings: 5, depth: 0.004 }, pts: 520 });
  scene.add(at(w, 0, 0, 0));
  return { scene, ao: 0.08, views: { a: v([0.6, 0.95, 2.1], [0, 0.8, 0], 30) } };
};

R['studioPiece'] = ({ params, seed }) => {
  // generic single-object product shot; params.kind picks the object
  const kind = String(params.kind);
  const dark = params.dark === true;
  const scene = dark
    ? buildStage({ kind: 'dark', env: 0.35, sun: 2.6, sunDir: [-4, 8, 3], shadowSpan: 4 }).scene
    : studio({ backdrop: (params.backdrop as number) ?? 0xd9d4cb });
  const color = (params.color as number) ?? C.offwhite;
  const m = mat(color, { layerH: (params.layerH as number) ?? 0.006, roughness: 0.55 });
  const rng = mulberry32(seed);
  let look: Vec3 = [0, 0.5, 0];
  let dist = 3.2;
  if (kind === 'planters') {
    scene.add(at(vessel({ H: 0.9, r: (q) => 0.36 + 0.1 * Math.sin(q * 3), lobes: 9, lobeAmp: 0.07, twist: 1.6, shell: 0.02, m }), -0.55, 0, 0));
    scene.add(at(vessel({ H: 0.55, r: (q) => 0.3 - 0.06 * q, lobes: 0, shell: 0.02, m: mat(C.concrete, { layerH: 0.006 }) }), 0.45, 0, 0.25));
    scene.add(at(vessel({ H: 1.25, r: (q) => 0.22 + 0.05 * Math.sin(q * 5), lobes: 6, lobeAmp: 0.1, twist: -2.2, shell: 0.018, m: mat(C.charcoal, { layerH: 0.006 }) }), 0.55, 0, -0.55));
    addPlants(scene, [[-0.55, 0.86, 0, 0.3], [0.45, 0.52, 0.25, 0.24], [0.55, 1.2, -0.55, 0.18]]);
    look = [0, 0.55, 0];
  } else if (kind === 'seating') {
    scene.add(at(bench({ L: 2.4, W: 0.55, H: 0.45, curve: 0.3, m }), 0, 0, 0, -0.2));
    scene.add(at(slab({ w: 0.45, d: 0.45, H: 0.44, r: 0.2, twist: 0.5, m: mat(C.charcoal, { layerH: 0.006 }) }), 1.6, 0, 0.7));
    look = [0.3, 0.3, 0];
    dist = 3.6;
  } else if (kind === 'lighting') {
    scene.add(at(lamp({ H: 0.55, R: 0.32, m: mat(C.offwhite, { layerH: 0.004, emissive: 0xffb36b, emissiveIntensity: 0.25 }), glow: 0xffc58a, kind: 'pendant' }), -0.5, 1.1, 0));
    scene.add(at(lamp({ H: 1.4, R: 0.2, m: mat(C.bone, { layerH: 0.004, emissive: 0xffb36b, emissiveIntensity: 0.2 }), glow: 0xffc58a, kind: 'floor' }), 0.5, 0, 0.1));
    look = [0, 0.8, 0];
  } else if (kind === 'decoration') {
    for (let i = 0; i < 4; i++) {
      const h = range(rng, 0.3, 0.75);
      scene.add(at(vessel({ H: h, r: (q) => 0.09 + 0.08 * Math.sin(q * Math.PI * range(rng, 0.8, 1.6)), lobes: pick(rng, [0, 5, 7, 11]), lobeAmp: 0.1, twist: range(rng, -3, 3), shell: 0.008, m: mat(pick(rng, [C.offwhite, C.concrete, C.charcoal, C.bone]), { layerH: 0.003 }) }), -0.6 + i * 0.4, 0, range(rng, -0.2, 0.2)));
    }
    look = [0, 0.3, 0];
    dist = 2.4;
  } else if (kind === 'canopies') {
    scene.add(at(canopy({ R: 1.1, H: 2.5, stem: 0.12, lobes: 8, m }), -0.7, 0, 0));
    scene.add(at(canopy({ R: 0.8, H: 2.0, stem: 0.1, lobes: 6, m: mat(C.concreteLight, { layerH: 0.006 }) }), 0.9, 0, -0.5));
    look = [0, 1.2, 0];
    dist = 5.5;
  } else if (kind === 'furniture') {
    scene.add(at(slab({ w: 1.2, d: 0.7, H: 0.72, r: 0.3, taper: -0.1, twist: 0.2, m }), 0, 0, 0));
    for (const [x, z] of [[-0.95, 0.2], [0.95, -0.1]] as const) scene.add(at(vessel({ H: 0.46, r: (q) => 0.2 - 0.04 * Math.sin(q * Math.PI), lobes: 7, lobeAmp: 0.05, twist: 1, top: 'flat', m: mat(C.charcoal, { layerH: 0.006 }) }), x, 0, z));
    look = [0, 0.45, 0];
    dist = 3.4;
  } else if (kind === 'architectural-features') {
    scene.add(at(finRow({ count: 9, spacing: 0.32, H: 2.6, w: 0.06, d: 0.26, twist: 1.2, m }), 0, 0, 0));
    look = [0, 1.3, 0];
    dist = 5;
  } else if (kind === 'sculpture') {
    scene.add(latticeVessel({ H: 1.8, r: (q) => 0.45 * (0.8 + 0.35 * Math.sin(q * Math.PI)), color, cells: 16, rowH: 0.16, size: 0.3, shell: 0.02, layerH: 0.006 }));
    look = [0, 0.9, 0];
    dist = 4.2;
  }
  const az = (params.az as number) ?? 0.5;
  const el = (params.el as number) ?? 0.22;
  const pos: Vec3 = [look[0] + Math.sin(az) * dist, look[1] + Math.sin(el) * dist, look[2] + Math.cos(az) * dist];
  return { scene, ao: 0.25, views: { a: v(pos, look, 32) } };
};

function addPlants(scene: THREE.Scene, spots: Array<[number, number, number, number]>): void {
  const leafM = new THREE.MeshStandardMaterial({ color: 0x4d5e3f, roughness: 0.7 });
  const rng = mulberry32(77);
  for (const [x, y, z, r] of spots) {
    for (let i = 0; i < 14; i++) {
      const leaf = new THREE.Mesh(new THREE.SphereGeometry(r * 0.35, 10, 6), leafM);
      leaf.scale.set(0.35, 1.3, 0.9);
      const a = rng() * Math.PI * 2, d = rng() * r * 0.5;
      leaf.position.set(x + Math.cos(a) * d, y + r * 0.35 + rng() * r * 0.5, z + Math.sin(a) * d);
      leaf.rotation.set(rng() * 0.8 - 0.4, a, rng() * 0.8 - 0.4);
      leaf.castShadow = true;
      scene.add(leaf);
    }
  }
}

R['material'] = ({ params }) => {
  const id = String(params.id);
  const scene = studio({ backdrop: 0xcfcac1, sunDir: [-6, 6, 4], sun: 2.6 });
  const base: Record<string, Partial<Parameters<typeof printMaterial>[0]> & { color: number }> = {
    petg: { color: 0x7fb7c2, transmission: 0.85, thickness: 0.02, roughness: 0.18, ior: 1.57, clearcoat: 0.6 },
    abs: { color: 0x3b3d40, roughness: 0.5 },
    pp: { color: 0xe3e1d8, transmission: 0.45, thickness: 0.03, roughness: 0.42 },
    asa: { color: 0x8d8c88, roughness: 0.8 },
    pla: { color: 0xe7dcc4, roughness: 0.45 },
    pc: { color: 0xd6e0e4, transmission: 0.9, thickness: 0.015, roughness: 0.08, ior: 1.58, clearcoat: 1 },
    pei: { color: 0xc07a1e, transmission: 0.55, thickness: 0.02, roughness: 0.25, clearcoat: 0.5 },
    tpe: { color: 0x1e1e1f, roughness: 0.75 },
    purge: { color: 0x8a6f5a, roughness: 0.45 },
  };
  const spec = base[id] ?? base.pla!;
  const m = printMaterial({ layerH: 0.004, bead: 0, groove: spec.transmission ? 0.15 : 0.3, ...spec });
  const bead = { layerH: 0.004, rings: 4, depth: 0.0012 };
  if (id === 'tpe') {
    scene.add(latticeVessel({ H: 0.22, r: (q) => 0.09 + 0.015 * Math.sin(q * Math.PI), color: 0x1e1e1f, cells: 12, rowH: 0.035, size: 0.3, shell: 0.008, layerH: 0.004 }));
  } else if (id === 'purge') {
    // a slumped purge blob with a few strands
    scene.add(at(rock({ R: 0.12, H: 0.1, seed: 5, m, rough: 0.5, squash: 0.8 }), 0, 0, 0));
    const strandM = stone(0x6e5a48, 0.4);
    for (let i = 0; i < 6; i++) {
      const pts: THREE.Vector3[] = [];
      const r = mulberry32(40 + i);
      let x = 0, z = 0;
      for (let k = 0; k < 12; k++) {
        x += (r() - 0.4) * 0.05;
        z += (r() - 0.5) * 0.05;
        pts.push(new THREE.Vector3(x + 0.06, 0.005 + 0.02 * Math.exp(-k * 0.5), z));
      }
      const tube = new THREE.Mesh(new THREE.TubeGeometry(new THREE.CatmullRomCurve3(pts), 60, 0.004, 8), strandM);
      tube.castShadow = true;
      tube.rotation.y = (i / 6) * Math.PI * 2;
      scene.add(tube);
    }
  } else if (id === 'asa' || id === 'abs' || id === 'pla') {
    scene.add(at(slab({ w: 0.16, d: 0.16, H: 0.2, r: 0.05, twist: id === 'pla' ? 0.8 : 0.2, m, bead }), 0, 0, 0));
  } else {
    scene.add(at(vessel({ H: 0.2, r: (q) => 0.07 + 0.015 * Math.sin(q * Math.PI * 2), lobes: id === 'pc' ? 0 : 8, lobeAmp: 0.06, twist: 1.4, shell: 0.004, m, bead, innerDepth: 0.2 }), 0, 0, 0));
  }
  const look: Vec3 = [0, 0.09, 0];
  return { scene, ao: 0.03, views: { a: v([0.24, 0.2, 0.32], [0, 0.1, 0], 30) } };
};

R['bust'] = ({ params }) => {
  const grey = params.style === 'angular';
  const scene = studio({ backdrop: grey ? 0xcfcbc4 : 0xb9b5ae, sunDir: [-5, 7, 5], sun: 2.6 });
  const m = mat(grey ? C.concrete : C.offwhite, { layerH: 0.004, bead: 0, groove: 0.3, roughness: 0.55 });
  const b = bust({ m, style: grey ? 'angular' : 'oval', H: 0.8, bead: { layerH: 0.004, rings: 4, depth: 0.0012 } });
  const plinth = slab({ w: 0.62, d: 0.42, H: 0.9, r: 0.02, m: mat(C.charcoal, { layerH: 0.01 }) });
  scene.add(plinth);
  scene.add(at(b, 0, 0.9, 0, grey ? 0.75 : -0.4));
  return { scene, ao: 0.1, views: { a: v([0.1, 1.42, 2.2], [0, 1.3, 0], 27) } };
};

R['gantry'] = ({ params }) => {
  const st = buildStage({ kind: 'hall', size: 18, env: 0.45, sun: 2.0, sunDir: [-5, 9, 5], fog: 0.02, shadowSpan: 8 });
  const scene = st.scene;
  const progress = (params.progress as number) ?? 0.6;
  const m = mat(C.offwhite, { layerH: 0.01 });
  const H = 1.6;
  const obj = vessel({ H, r: (q) => 0.55 + 0.15 * Math.sin(q * 4), lobes: 7, lobeAmp: 0.09, twist: 2, shell: 0.03, m, innerDepth: 3 });
  obj.position.y = 0.12;
  scene.add(obj);
  // clip to the current print height with a plane
  const setProgress = (p: number): void => {
    const yTop = 0.12 + H * p;
    m.clippingPlanes = [new THREE.Plane(new THREE.Vector3(0, -1, 0), yTop)];
  };
  setProgress(progress);
  const gan = gantry({ W: 3.2, D: 2.6, H: 3.1, headX: 0.6, headZ: 0.1, headY: 0.12 + H * progress, beadM: m });
  scene.add(gan);
  const glow = new THREE.PointLight(0xffb070, 1.5, 3, 2);
  glow.position.set(0.6, 0.12 + H * progress, 0.3);
  scene.add(glow);
  const bead = new THREE.Mesh(new THREE.SphereGeometry(0.03, 12, 8), new THREE.MeshStandardMaterial({ color: C.offwhite, emissive: C.accent, emissiveIntensity: 0.6 }));
  bead.position.set(0.6, 0.12 + H * progress, 0.1);
  scene.add(bead);
  return {
    scene,
    ao: 0.5,
    views: { a: v([4.2, 2.2, 5.2], [0, 1.1, 0], 38), close: v([0.5, 1.45, 3.3], [0.15, 0.85, 0], 40) },
    update: (t, cam) => {
      const p = 0.05 + 0.9 * t;
      setProgress(p);
      const y = 0.12 + H * p;
      // head traces the contour: angle sweeps fast
      const a = t * 60;
      const r = 0.62;
      scene.remove(gan);
      scene.remove(bead);
      bead.position.set(Math.cos(a) * r, y, Math.sin(a) * r);
      glow.position.copy(bead.position);
      scene.add(bead);
      const g2 = gantry({ W: 3.2, D: 2.6, H: 3.1, headX: Math.cos(a) * r, headZ: Math.sin(a) * r, headY: y, beadM: m });
      scene.add(g2);
      const old = scene.userData.g2 as THREE.Group | undefined;
      if (old) {
        scene.remove(old);
        old.traverse((o) => (o as THREE.Mesh).geometry?.dispose());
      }
      scene.userData.g2 = g2;
      cam.position.set(3.6 - t * 0.8, 1.7 + t * 0.6, 4.2 - t * 0.6);
      cam.lookAt(0, 0.5 + 0.8 * t, 0);
    },
  };
};

R['lattice'] = ({ params }) => {
  const dark = params.dark === true;
  const st = dark
    ? buildStage({ kind: 'dark', env: 0.3, sun: 2.4, sunDir: [-4, 8, 6], shadowSpan: 6 })
    : buildStage({ kind: 'hall', size: 20, env: 0.5, sun: 2.4, sunDir: [-5, 9, 5], fog: 0.015, shadowSpan: 8 });
  const scene = st.scene;
  const m = mat(dark ? C.offwhite : C.offwhite, { layerH: 0.01 });
  void m;
  const tower = new THREE.Group();
  tower.add(latticeVessel({ H: 3.6, r: (q) => 1.1 * (0.75 + 0.35 * Math.sin(q * Math.PI * 0.9 + 0.2)), color: C.offwhite, cells: 22, rowH: 0.3, size: 0.3, lobes: 5, lobeAmp: 0.08, twist: 1.2, shell: 0.04 }));
  scene.add(tower);
  if (params.toolpath) {
    scene.background = new THREE.Color(0x0c0d0e);
    scene.traverse((o) => {
      const me = o as THREE.Mesh;
      if (me.isMesh) {
        if (tower.children.includes(me)) me.material = toolpathMaterial(0.05, 0xbcd3e2, 1.1);
        else me.visible = false;
      }
    });
    const cur = new THREE.Mesh(new THREE.SphereGeometry(0.035, 12, 8), new THREE.MeshBasicMaterial({ color: C.accent }));
    cur.position.set(1.1, 2.6, 0.4);
    scene.add(cur);
  }
  return {
    scene,
    ao: params.toolpath ? 0 : 0.6,
    views: { a: v([4.6, 2.6, 6.4], [0, 1.8, 0], 40), b: v([2.2, 0.6, 2.6], [0, 1.6, 0], 45) },
    update: (t, cam) => {
      const a = 0.2 + t * 1.2;
      const r = 7.2 - t * 2.2;
      cam.position.set(Math.sin(a) * r, 1.2 + t * 2.4, Math.cos(a) * r);
      cam.lookAt(0, 1.6 + t * 0.3, 0);
    },
  };
};

export const RECIPES = R;
export { stone, at, v, orbit, studio, heroObject };
export { barFront, brick, canopy, coral, finRow, gear, lamp, latticePanel, rock, slab, vessel, waveWall, word, bench, polar, mesh, layeredGeometry };
