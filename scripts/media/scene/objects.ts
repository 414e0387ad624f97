// Printed objects: every builder returns a group standing on y=0, built in "print space"
// (layers stack along local +y) so the layer lines come out where a real print has them.
import * as THREE from 'three';
import { holesDepthMaterial, layeredGeometry, mesh, polar, printMaterial, roundedRect, strokePath, type PrintMatOpts } from './print';
import { fbm3, mulberry32, range, type Rng } from './rng';
import { PALETTE } from './stage';

export const mat = (color: number, o: Partial<PrintMatOpts> = {}): THREE.MeshPhysicalMaterial => printMaterial({ color, ...o });

const TAU = Math.PI * 2;
const smooth = (a: number, b: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** Real printed beads on a shape: the layer height, rings sampled per layer, and how deep the groove between beads is. */
export interface Bead {
  layerH: number;
  rings: number;
  depth: number;
}

/** layeredGeometry's options for a shape's `bead` (none: a smooth surface). */
function beadLayers(bead: Bead | undefined) {
  return { layerH: bead?.layerH, beadRings: bead?.rings, beadDepth: bead?.depth };
}

/** Undulating freestanding wall: a thick stroke whose ripple phase drifts with height. */
export function waveWall(o: { L: number; H: number; amp: number; wl: number; thick: number; drift?: number; m: THREE.Material; y0?: number; seed?: number; bead?: Bead; pts?: number }): THREE.Mesh {
  const m = 160;
  const path = new Float32Array(m * 2);
  const n = 2 * (o.pts ?? 240) + 12;
  const drift = o.drift ?? 1.2;
  const seed = o.seed ?? 1;
  const g = layeredGeometry({
    height: o.H,
    n,
    y0: o.y0,
    rings: Math.ceil(o.H / 0.03),
    ...beadLayers(o.bead),
    contour: (v, y, out) => {
      for (let i = 0; i < m; i++) {
        const x = -o.L / 2 + (o.L * i) / (m - 1);
        const env = 0.6 + 0.4 * Math.sin((x / o.L) * Math.PI + 0.3);
        const z =
          o.amp * env * Math.sin((TAU * x) / o.wl + drift * Math.sin(v * Math.PI * 1.3 + x * 0.15)) +
          o.amp * 0.25 * fbm3(x * 0.4, y * 0.5, 0, 2, seed);
        path[2 * i] = x;
        path[2 * i + 1] = z;
      }
      strokePath(out, n, path, m, o.thick * (1 - 0.25 * v));
    },
  });
  return mesh(g, o.m);
}

/** Rounded-rectangle column/slab with optional twist and taper. */
export function slab(o: { w: number; d: number; H: number; r?: number; twist?: number; taper?: number; m: THREE.Material; bow?: number; y0?: number; rings?: number; bead?: Bead }): THREE.Mesh {
  const n = 96;
  const tmp = new Float32Array(n * 2);
  const g = layeredGeometry({
    height: o.H,
    n,
    y0: o.y0,
    rings: o.rings ?? Math.ceil(o.H / 0.04),
    ...beadLayers(o.bead),
    contour: (v, _y, out) => {
      const s = 1 - (o.taper ?? 0) * v;
      roundedRect(tmp, n, o.w * s, o.d * s, (o.r ?? Math.min(o.w, o.d) * 0.3) * s);
      const a = (o.twist ?? 0) * v;
      const ca = Math.cos(a), sa = Math.sin(a);
      const bow = (o.bow ?? 0) * Math.sin(v * Math.PI);
      for (let i = 0; i < n; i++) {
        const x = tmp[2 * i]!, z = tmp[2 * i + 1]!;
        out[2 * i] = x * ca - z * sa;
        out[2 * i + 1] = x * sa + z * ca + bow;
      }
    },
  });
  return mesh(g, o.m);
}

/** Row of vertical fins (façade or interior screen). */
export function finRow(o: { count: number; spacing: number; H: number; w: number; d: number; twist?: number; wave?: number; m: THREE.Material; seed?: number }): THREE.Group {
  const g = new THREE.Group();
  for (let i = 0; i < o.count; i++) {
    const f = o.count > 1 ? i / (o.count - 1) : 0.5;
    const tw = (o.twist ?? 0.9) * Math.sin(f * Math.PI * (o.wave ?? 1.5));
    const fin = slab({ w: o.w, d: o.d, H: o.H, r: o.w * 0.45, twist: tw, m: o.m, bow: 0.04 * o.H * Math.sin(f * 5), rings: 60 });
    fin.position.x = (i - (o.count - 1) / 2) * o.spacing;
    g.add(fin);
  }
  return g;
}

/** Vessel (planter / vase / lampshade): lobed, twisting, with an open top and visible wall. */
export function vessel(o: { H: number; r: (v: number) => number; lobes?: number; lobeAmp?: number; twist?: number; shell?: number; m: THREE.Material; y0?: number; innerDepth?: number; rings?: number; bead?: Bead; top?: 'shell' | 'flat' }): THREE.Mesh {
  const n = 256;
  const g = layeredGeometry({
    height: o.H,
    n,
    y0: o.y0,
    rings: o.rings ?? Math.ceil(o.H / 0.012),
    ...beadLayers(o.bead),
    top: o.top ?? 'shell',
    shell: o.shell ?? 0.015,
    innerDepth: o.innerDepth ?? o.H * 0.35,
    contour: (v, _y, out) => {
      const R = o.r(v);
      const L = o.lobes ?? 0;
      const A = o.lobeAmp ?? 0;
      const tw = (o.twist ?? 0) * v;
      polar(out, n, (a) => R * (1 + A * Math.cos(L * a + tw)));
    },
  });
  return mesh(g, o.m);
}

/** Lattice vessel: one printed wall with diamond openings cut through (shader), shadows included. */
export function latticeVessel(o: { H: number; r: (v: number) => number; color: number; cells: number; rowH: number; size?: number; lobes?: number; lobeAmp?: number; twist?: number; shell?: number; layerH?: number; emissive?: number; emissiveIntensity?: number }): THREE.Mesh {
  const holes = { cells: o.cells, rowH: o.rowH, size: o.size ?? 0.3 };
  const m = printMaterial({ color: o.color, layerH: o.layerH ?? 0.01, holes, side: THREE.DoubleSide, emissive: o.emissive, emissiveIntensity: o.emissiveIntensity });
  const me = vessel({ H: o.H, r: o.r, lobes: o.lobes, lobeAmp: o.lobeAmp, twist: o.twist, shell: o.shell ?? 0.03, innerDepth: o.H * 2, m });
  me.customDepthMaterial = holesDepthMaterial(holes);
  return me;
}

/** Twin-strand woven lattice panel: two rippling thin walls that touch, leaving lens openings. */
export function latticePanel(o: { L: number; H: number; cells: number; amp: number; thick: number; m: THREE.Material; rows?: number }): THREE.Group {
  const grp = new THREE.Group();
  const m = 200;
  const n = 2 * 300 + 12;
  const rows = o.rows ?? 4;
  for (const sgn of [1, -1]) {
    const path = new Float32Array(m * 2);
    const g = layeredGeometry({
      height: o.H,
      n,
      rings: Math.ceil(o.H / 0.02),
      contour: (v, _y, out) => {
        for (let i = 0; i < m; i++) {
          const x = -o.L / 2 + (o.L * i) / (m - 1);
          const ph = Math.PI * Math.round(v * rows * 2) * 0 + Math.sin(v * rows * Math.PI) * 1.2;
          path[2 * i] = x;
          path[2 * i + 1] = sgn * o.amp * Math.abs(Math.sin((Math.PI * o.cells * x) / o.L + ph));
        }
        strokePath(out, n, path, m, o.thick);
      },
    });
    grp.add(mesh(g, o.m));
  }
  return grp;
}

/** Generative lattice tower: several thin closed walls whose radii weave through each other. */
export function latticeTower(o: { R: number; H: number; strands: number; lobes: number; amp: number; twist: number; thick: number; m: THREE.Material; y0?: number; profile?: (v: number) => number }): THREE.Group {
  const grp = new THREE.Group();
  const n = 360;
  for (let s = 0; s < o.strands; s++) {
    const ph = (s / o.strands) * TAU;
    const dir = s % 2 === 0 ? 1 : -1;
    const g = layeredGeometry({
      height: o.H,
      n,
      y0: o.y0,
      rings: Math.ceil(o.H / 0.015),
      top: 'shell',
      shell: o.thick,
      innerDepth: o.H * 2,
      contour: (v, _y, out) => {
        const R = o.R * (o.profile ? o.profile(v) : 1);
        polar(out, n, (a) => R * (1 + o.amp * Math.sin(o.lobes * a + ph + dir * o.twist * v * TAU)));
      },
    });
    grp.add(mesh(g, o.m));
  }
  return grp;
}

/** Organic bench: a fat stroke along a gentle S-curve, seat-height, rounded. */
export function bench(o: { L: number; W: number; H: number; curve: number; m: THREE.Material }): THREE.Mesh {
  const m = 80;
  const path = new Float32Array(m * 2);
  for (let i = 0; i < m; i++) {
    const x = -o.L / 2 + (o.L * i) / (m - 1);
    path[2 * i] = x;
    path[2 * i + 1] = o.curve * Math.sin((x / o.L) * TAU * 0.75);
  }
  const n = 2 * 160 + 12;
  const g = layeredGeometry({
    height: o.H,
    n,
    rings: 40,
    contour: (v, _y, out) => strokePath(out, n, path, m, o.W * (0.86 + 0.14 * Math.sin(v * Math.PI))),
  });
  return mesh(g, o.m);
}

/** Themed rock / scenery mass: noisy polar contour tapering to the top. */
export function rock(o: { R: number; H: number; seed: number; m: THREE.Material; rough?: number; lean?: number; squash?: number }): THREE.Mesh {
  const n = 200;
  const rough = o.rough ?? 0.35;
  const g = layeredGeometry({
    height: o.H,
    n,
    rings: Math.ceil(o.H / 0.03),
    contour: (v, y, out) => {
      const prof = Math.pow(Math.max(0.02, 1 - Math.pow(v, 2.2)), 0.6) * (1 + 0.15 * Math.sin(v * 7 + o.seed));
      const cx = (o.lean ?? 0) * v * v * o.H;
      polar(out, n, (a) => {
        const nn = fbm3(Math.cos(a) * 1.6 + o.seed, y * 0.9 / o.R, Math.sin(a) * 1.6, 4, o.seed);
        return o.R * prof * (1 + rough * nn);
      }, cx, 0, 1, o.squash ?? 1);
    },
  });
  return mesh(g, o.m);
}

/** Coral / alien flora cluster: stalks whose centres drift as they rise, with bulbous crowns. */
export function coral(o: { seed: number; count: number; R: number; H: number; m: THREE.Material; spread: number; bulb?: number; lobes?: number }): THREE.Group {
  const r = mulberry32(o.seed);
  const grp = new THREE.Group();
  for (let k = 0; k < o.count; k++) {
    const h = o.H * range(r, 0.45, 1);
    const rad = o.R * range(r, 0.55, 1.1);
    const bx = range(r, -1, 1) * o.spread, bz = range(r, -1, 1) * o.spread * 0.6;
    const dx = range(r, -0.6, 0.6), dz = range(r, -0.6, 0.6);
    const lobes = (o.lobes ?? 5) + Math.floor(r() * 3);
    const ph = r() * TAU;
    const bulb = o.bulb ?? 0.8;
    const me = vessel({
      H: h,
      r: (v) => rad * (0.55 + 0.25 * Math.sin(v * 9 + ph) * 0.3 + bulb * smooth(0.55, 0.95, v) * (1 - smooth(0.96, 1, v) * 0.3) + 0.35 * (1 - smooth(0, 0.15, v))),
      lobes,
      lobeAmp: 0.12,
      twist: range(r, -2, 2),
      shell: rad * 0.12,
      m: o.m,
      rings: Math.ceil(h / 0.02),
    });
    // lean: shear the geometry so the stalk drifts
    const pos = me.geometry.getAttribute('position') as THREE.BufferAttribute;
    for (let i = 0; i < pos.count; i++) {
      const y = pos.getY(i) / h;
      pos.setX(i, pos.getX(i) + dx * y * y * h * 0.35);
      pos.setZ(i, pos.getZ(i) + dz * y * y * h * 0.35);
    }
    me.geometry.computeVertexNormals();
    me.position.set(bx, 0, bz);
    grp.add(me);
  }
  return grp;
}

/** Toy-brick block with studs, printed big. */
export function brick(o: { nx: number; nz: number; unit: number; h: number; m: THREE.Material }): THREE.Group {
  const grp = new THREE.Group();
  const w = o.nx * o.unit, d = o.nz * o.unit;
  const body = slab({ w, d, H: o.h, r: o.unit * 0.08, m: o.m, rings: 8 });
  grp.add(body);
  for (let i = 0; i < o.nx; i++)
    for (let j = 0; j < o.nz; j++) {
      const st = vessel({ H: o.unit * 0.18, r: () => o.unit * 0.3, m: o.m, top: 'flat', rings: 4 });
      st.position.set((i - (o.nx - 1) / 2) * o.unit, o.h, (j - (o.nz - 1) / 2) * o.unit);
      grp.add(st);
    }
  return grp;
}

/** Abstract pellet-printed bust: stacked ellipses, shoulders -> neck -> head. */
export function bust(o: { m: THREE.Material; style: 'oval' | 'angular'; H: number; bead?: Bead }): THREE.Mesh {
  const n = 220;
  const angular = o.style === 'angular';
  const g = layeredGeometry({
    height: o.H,
    n,
    rings: Math.ceil(o.H / 0.01),
    ...beadLayers(o.bead),
    contour: (v, _y, out) => {
      // union of chest/shoulders, neck and head, each a width/depth profile over height
      const smax = (a: number, b: number, k = 0.03): number => {
        const h = Math.max(0, Math.min(1, 0.5 + (a - b) / (2 * k)));
        return b + (a - b) * h + k * h * (1 - h);
      };
      const sv = (v - 0.1) / 0.3;
      const shW = v < 0.1 ? 0.4 : sv < 1 ? (angular ? 0.1 + 0.3 * (1 - sv) ** 0.7 : 0.1 + 0.3 * Math.sqrt(Math.max(0, 1 - sv * sv))) : 0;
      const shD = v < 0.1 ? 0.19 : sv < 1 ? 0.1 + 0.09 * Math.sqrt(Math.max(0, 1 - sv * sv)) : 0;
      const neck = v > 0.3 && v < 0.62 ? 1 : 0;
      const hv = angular ? (v - 0.69) / 0.31 : (v - 0.7) / 0.3; // head ellipsoid
      const hs = angular ? Math.pow(Math.max(0, 1 - Math.pow(Math.abs(hv), 3.5)), 0.5) : Math.sqrt(Math.max(0, 1 - hv * hv));
      const jaw = v < 0.7 ? 0.82 + 0.18 * hs : 1;
      const headW = (angular ? 0.118 : 0.152) * hs * jaw;
      const headD = (angular ? 0.17 : 0.18) * hs;
      const w = Math.max(0.015, smax(smax(shW, 0.085 * neck), headW));
      const d = Math.max(0.015, smax(smax(shD, 0.095 * neck), headD));
      const cz = 0.035 * smooth(0.35, 0.7, v);
      const face = hv > -0.6 && hv < 0.5 ? 1 : 0;
      const nose = hv > -0.25 && hv < 0.12 ? Math.sin(((hv + 0.25) / 0.37) * Math.PI) : 0;
      const brow = hv > 0.1 && hv < 0.3 ? 0.35 * Math.sin(((hv - 0.1) / 0.2) * Math.PI) : 0;
      const pw = angular ? 5 : 2.1; // superellipse exponent: angular head is boxier
      polar(out, n, (a) => {
        const ca = Math.cos(a), sa = Math.sin(a);
        const r = Math.pow(Math.pow(Math.abs(ca) / w, pw) + Math.pow(Math.abs(sa) / d, pw), -1 / pw);
        const front = Math.max(0, sa);
        return r + (angular ? face * Math.pow(front, 24) * (nose * 0.04 + brow * 0.02) : face * Math.pow(front, 10) * nose * 0.012);
      }, 0, cz);
    },
  });
  return mesh(g, o.m);
}

/** Fluted bar front with a stone counter. */
export function barFront(o: { L: number; H: number; D: number; flutes: number; amp: number; m: THREE.Material; top: THREE.Material; wave?: number }): THREE.Group {
  const grp = new THREE.Group();
  const m = 400;
  const path = new Float32Array(m * 2);
  const n = 2 * 420 + 12;
  const g = layeredGeometry({
    height: o.H,
    n,
    rings: 60,
    contour: (v, _y, out) => {
      for (let i = 0; i < m; i++) {
        const x = -o.L / 2 + (o.L * i) / (m - 1);
        const fl = Math.pow(Math.abs(Math.sin((Math.PI * o.flutes * (x + o.L / 2)) / o.L)), 0.6);
        const wv = (o.wave ?? 0) * Math.sin(x * 1.3 + v * 3);
        path[2 * i] = x;
        path[2 * i + 1] = o.amp * fl + wv;
      }
      strokePath(out, n, path, m, 0.06);
    },
  });
  const front = mesh(g, o.m);
  front.position.z = o.D / 2 - 0.05;
  grp.add(front);
  const body = new THREE.Mesh(new THREE.BoxGeometry(o.L, o.H, o.D - 0.1), new THREE.MeshStandardMaterial({ color: 0x1d1c1b, roughness: 0.8 }));
  body.position.set(0, o.H / 2, -0.02);
  body.castShadow = body.receiveShadow = true;
  grp.add(body);
  const top = new THREE.Mesh(new THREE.BoxGeometry(o.L + 0.12, 0.05, o.D + 0.2), o.top);
  top.position.set(0, o.H + 0.025, 0.05);
  top.castShadow = top.receiveShadow = true;
  grp.add(top);
  return grp;
}

/** Mushroom canopy: a stem flaring into a lobed parasol. */
export function canopy(o: { R: number; H: number; stem: number; lobes: number; m: THREE.Material }): THREE.Mesh {
  return vessel({
    H: o.H,
    r: (v) => o.stem * (1 + 0.25 * (1 - smooth(0, 0.1, v))) + (o.R - o.stem) * Math.pow(smooth(0.45, 1, v), 2.2),
    lobes: o.lobes,
    lobeAmp: 0.08,
    twist: 0.6,
    shell: 0.05,
    innerDepth: o.H * 0.18,
    m: o.m,
    rings: Math.ceil(o.H / 0.01),
  });
}

/** Pendant / floor lamp: lattice-ish shade with a warm light inside. */
export function lamp(o: { H: number; R: number; m: THREE.Material; glow: number; kind: 'pendant' | 'floor' | 'table'; light?: number }): THREE.Group {
  const grp = new THREE.Group();
  const shade = vessel({
    H: o.H,
    r: (v) => o.R * (o.kind === 'pendant' ? 0.35 + 0.65 * Math.sin(Math.min(1, v * 1.05) * Math.PI * 0.9 + 0.2) : 0.7 + 0.3 * Math.sin(v * Math.PI)),
    lobes: 14,
    lobeAmp: 0.06,
    twist: 1.2,
    shell: 0.006,
    innerDepth: o.H,
    m: o.m,
  });
  grp.add(shade);
  const bulb = new THREE.Mesh(new THREE.SphereGeometry(o.R * 0.25, 16, 12), new THREE.MeshBasicMaterial({ color: o.glow }));
  bulb.position.y = o.H * 0.45;
  grp.add(bulb);
  const pl = new THREE.PointLight(o.glow, o.light ?? 6, o.R * 20, 2);
  pl.position.y = o.H * 0.45;
  grp.add(pl);
  if (o.kind === 'pendant') {
    const cord = new THREE.Mesh(new THREE.CylinderGeometry(0.004, 0.004, 4, 6), new THREE.MeshStandardMaterial({ color: 0x111111 }));
    cord.position.y = o.H + 2;
    grp.add(cord);
  }
  return grp;
}

/** Simple stroke font letters, printed flat and stood up (layer lines on the returns). */
const GLYPHS: Record<string, Array<Array<[number, number]>>> = {
  H: [[[0, 0], [0, 1]], [[0.6, 0], [0.6, 1]], [[0, 0.52], [0.6, 0.52]]],
  M: [[[0, 0], [0, 1], [0.35, 0.45], [0.7, 1], [0.7, 0]]],
  A: [[[0, 0], [0.32, 1], [0.64, 0]], [[0.13, 0.36], [0.51, 0.36]]],
  R: [[[0, 0], [0, 1], [0.38, 1], [0.52, 0.92], [0.56, 0.77], [0.52, 0.62], [0.38, 0.54], [0, 0.54]], [[0.3, 0.54], [0.6, 0]]],
  T: [[[0, 1], [0.64, 1]], [[0.32, 1], [0.32, 0]]],
  F: [[[0, 0], [0, 1], [0.56, 1]], [[0, 0.54], [0.46, 0.54]]],
  E: [[[0.56, 1], [0, 1], [0, 0], [0.56, 0]], [[0, 0.52], [0.46, 0.52]]],
  S: [[[0.58, 0.9], [0.45, 1], [0.12, 1], [0, 0.88], [0, 0.66], [0.12, 0.54], [0.46, 0.47], [0.6, 0.35], [0.6, 0.12], [0.47, 0], [0.12, 0], [0, 0.1]]],
  ' ': [],
};

export function word(o: { text: string; size: number; depth: number; stroke: number; m: THREE.Material; gap?: number }): THREE.Group {
  const grp = new THREE.Group();
  let x = 0;
  for (const ch of o.text) {
    const strokes = GLYPHS[ch] ?? [];
    let maxX = 0.35;
    for (const st of strokes) {
      // densify polyline so round joins look right
      const pts: number[] = [];
      for (let i = 0; i < st.length - 1; i++) {
        const [ax, ay] = st[i]!, [bx, by] = st[i + 1]!;
        for (let k = 0; k < 12; k++) {
          const t = k / 12;
          pts.push((ax + (bx - ax) * t) * o.size, (ay + (by - ay) * t) * o.size);
        }
      }
      const last = st[st.length - 1]!;
      pts.push(last[0] * o.size, last[1] * o.size);
      for (const p of st) maxX = Math.max(maxX, p[0]);
      const path = new Float32Array(pts);
      const m = pts.length / 2;
      const n = 2 * 200 + 12;
      const g = layeredGeometry({ height: o.depth, n, rings: 12, contour: (_v, _y, out) => strokePath(out, n, path, m, o.stroke) });
      const me = mesh(g, o.m);
      // print-space xz(plane of the letter) -> stand up: z(letter y) becomes world y
      me.rotation.x = Math.PI / 2;
      me.position.set(x, 0, 0);
      grp.add(me);
    }
    x += (maxX + (o.gap ?? 0.28)) * o.size;
  }
  // letters were built with glyph y along +z; after rotation +z -> -y, so flip
  grp.scale.y = -1;
  grp.position.x = -x / 2;
  const outer = new THREE.Group();
  outer.add(grp);
  return outer;
}

/** Gear for themed machinery (candy factory). */
export function gear(o: { R: number; teeth: number; thick: number; m: THREE.Material; hub?: number }): THREE.Mesh {
  const n = o.teeth * 24;
  const g = layeredGeometry({
    height: o.thick,
    n,
    rings: 6,
    contour: (_v, _y, out) =>
      polar(out, n, (a) => {
        const s = Math.sin(a * o.teeth);
        return o.R * (1 + 0.09 * Math.tanh(s * 4));
      }),
  });
  return mesh(g, o.m);
}

/** Large-format gantry printer with a partially printed part underneath. */
export function gantry(o: { W: number; D: number; H: number; headX: number; headZ: number; headY: number; beadM: THREE.Material }): THREE.Group {
  const grp = new THREE.Group();
  const steel = new THREE.MeshStandardMaterial({ color: 0x2b2b2d, roughness: 0.45, metalness: 0.6 });
  const alu = new THREE.MeshStandardMaterial({ color: 0xb8b8b6, roughness: 0.35, metalness: 0.8 });
  const add = (w: number, h: number, d: number, m: THREE.Material, x: number, y: number, z: number): void => {
    const b = new THREE.Mesh(new THREE.BoxGeometry(w, h, d), m);
    b.position.set(x, y, z);
    b.castShadow = b.receiveShadow = true;
    grp.add(b);
  };
  const { W, D, H } = o;
  for (const sx of [-1, 1])
    for (const sz of [-1, 1]) add(0.22, H, 0.22, steel, (sx * W) / 2, H / 2, (sz * D) / 2);
  for (const sx of [-1, 1]) add(0.26, 0.3, D + 0.3, steel, (sx * W) / 2, H, 0);
  // bridge moving in z
  add(W + 0.3, 0.35, 0.3, alu, 0, H + 0.05, o.headZ);
  // carriage + extruder
  add(0.5, 0.6, 0.45, steel, o.headX, H - 0.2, o.headZ);
  add(0.14, Math.max(0.1, H - 0.5 - o.headY), 0.14, alu, o.headX, (H - 0.5 + o.headY) / 2 + 0.08, o.headZ);
  const hopper = new THREE.Mesh(new THREE.CylinderGeometry(0.22, 0.1, 0.4, 24), alu);
  hopper.position.set(o.headX, H + 0.45, o.headZ);
  grp.add(hopper);
  const nozzle = new THREE.Mesh(new THREE.ConeGeometry(0.05, 0.1, 16), new THREE.MeshStandardMaterial({ color: 0xc9a35a, metalness: 0.9, roughness: 0.3 }));
  nozzle.rotation.x = Math.PI;
  nozzle.position.set(o.headX, o.headY + 0.05, o.headZ);
  grp.add(nozzle);
  // print bed
  add(W - 0.2, 0.12, D - 0.2, new THREE.MeshStandardMaterial({ color: 0x3c3b39, roughness: 0.6, metalness: 0.3 }), 0, 0.06, 0);
  return grp;
}

/** Digital-model look for an existing printed object: glowing lines at every Nth layer, see-through. */
export function toolpathMaterial(step: number, color: number, strength = 1): THREE.ShaderMaterial {
  return new THREE.ShaderMaterial({
    transparent: true,
    depthWrite: false,
    side: THREE.DoubleSide,
    blending: THREE.AdditiveBlending,
    toneMapped: false,
    uniforms: { uStep: { value: step }, uColor: { value: new THREE.Color(color) }, uK: { value: strength } },
    vertexShader: `varying vec3 vP; varying vec3 vN; varying vec3 vV;
void main(){ vP = position; vec4 mv = modelViewMatrix*vec4(position,1.0); vV = -mv.xyz; vN = normalMatrix*normal; gl_Position = projectionMatrix*mv; }`,
    fragmentShader: `uniform float uStep; uniform vec3 uColor; uniform float uK; varying vec3 vP; varying vec3 vN; varying vec3 vV;
void main(){
  float ly = vP.y / uStep; float fw = fwidth(ly);
  float d = abs(fract(ly + 0.5) - 0.5) / max(fw, 1e-4);
  float line = 1.0 - smoothstep(0.6, 1.4, d);
  float fade = 1.0 - smoothstep(0.25, 0.6, fw);
  float rim = pow(1.0 - abs(dot(normalize(vN), normalize(vV))), 2.0);
  vec3 c = uColor * (line * fade * 0.85 + rim * 0.22 + 0.025) * uK;
  gl_FragColor = vec4(c, 1.0);
}`,
  });
}

/** Toolpath view of a layered object: one line loop per layer. */
export function toolpath(o: { H: number; n: number; layerStep: number; contour: (v: number, y: number, out: Float32Array) => void; color: number; opacity?: number; y0?: number }): THREE.LineSegments {
  const pts: number[] = [];
  const c = new Float32Array(o.n * 2);
  for (let y = o.y0 ?? 0; y <= o.H; y += o.layerStep) {
    o.contour(y / o.H, y, c);
    for (let i = 0; i < o.n; i++) {
      const j = (i + 1) % o.n;
      pts.push(c[2 * i]!, y, c[2 * i + 1]!, c[2 * j]!, y, c[2 * j + 1]!);
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(pts, 3));
  const m = new THREE.LineBasicMaterial({ color: o.color, transparent: true, opacity: o.opacity ?? 0.8, blending: THREE.AdditiveBlending, depthWrite: false, toneMapped: false });
  return new THREE.LineSegments(g, m);
}

export const C = PALETTE;
export type { Rng };
