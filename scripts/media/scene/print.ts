// The "printed" look: stacked rounded beads. Geometry is built layer by layer from 2D contours;
// the material adds per-layer grooves in the shader (filtered with fwidth so they fade instead of
// aliasing when a layer gets smaller than a pixel).
import * as THREE from 'three';

export interface PrintMatOpts {
  color: THREE.ColorRepresentation;
  roughness?: number;
  metalness?: number;
  layerH?: number; // physical layer height in metres (shader grooves)
  bead?: number; // strength of the shader bead normal (0 when the geometry carries real beads)
  groove?: number; // darkening in the groove between beads
  jitter?: number; // per-layer brightness variation
  clearcoat?: number;
  transmission?: number;
  thickness?: number;
  ior?: number;
  emissive?: THREE.ColorRepresentation;
  emissiveIntensity?: number;
  opacity?: number;
  sheen?: number;
  side?: THREE.Side;
  flatShading?: boolean;
  holes?: { cells: number; rowH: number; size: number }; // diamond lattice openings (cylindrical)
}

const HOLES_GLSL = `
#ifdef PR_HOLES
{
  float ha = (atan(vPrintPos.z, vPrintPos.x) / 6.2831853) * uHoleCells;
  float hb = vPrintPos.y / uHoleRowH;
  float hd = abs(fract(ha + hb * 0.5) - 0.5) + abs(fract(hb) - 0.5);
  if (hd < uHoleSize) discard;
}
#endif
`;

export function printMaterial(o: PrintMatOpts): THREE.MeshPhysicalMaterial {
  const m = new THREE.MeshPhysicalMaterial({
    color: o.color,
    roughness: o.roughness ?? 0.55,
    metalness: o.metalness ?? 0,
    clearcoat: o.clearcoat ?? 0,
    clearcoatRoughness: 0.35,
    transmission: o.transmission ?? 0,
    thickness: o.thickness ?? 0,
    ior: o.ior ?? 1.5,
    emissive: o.emissive ?? 0x000000,
    emissiveIntensity: o.emissiveIntensity ?? 1,
    sheen: o.sheen ?? 0,
    side: o.side ?? THREE.FrontSide,
    flatShading: o.flatShading ?? false,
  });
  if (o.opacity !== undefined && o.opacity < 1) {
    m.transparent = true;
    m.opacity = o.opacity;
  }
  const uniforms = {
    uLayerH: { value: o.layerH ?? 0.008 },
    uBead: { value: o.bead ?? 0.55 },
    uGroove: { value: o.groove ?? 0.35 },
    uJitter: { value: o.jitter ?? 0.035 },
    uHoleCells: { value: o.holes?.cells ?? 0 },
    uHoleRowH: { value: o.holes?.rowH ?? 1 },
    uHoleSize: { value: o.holes?.size ?? 0 },
  };
  if (o.holes) m.defines = { ...(m.defines ?? {}), PR_HOLES: '' };
  m.onBeforeCompile = (sh) => {
    Object.assign(sh.uniforms, uniforms);
    sh.vertexShader = sh.vertexShader
      .replace('#include <common>', '#include <common>\nvarying vec3 vPrintPos;\nvarying vec3 vUpView;')
      .replace(
        '#include <begin_vertex>',
        '#include <begin_vertex>\nvPrintPos = transformed;\nvUpView = normalize((modelViewMatrix * vec4(0.0, 1.0, 0.0, 0.0)).xyz);',
      );
    const head = `#include <common>
varying vec3 vPrintPos;
varying vec3 vUpView;
uniform float uLayerH;
uniform float uBead;
uniform float uGroove;
uniform float uJitter;
uniform float uHoleCells;
uniform float uHoleRowH;
uniform float uHoleSize;
float prHash(float n) { return fract(sin(n * 12.9898) * 43758.5453); }
`;
    sh.fragmentShader = sh.fragmentShader
      .replace('#include <common>', head)
      .replace(
        '#include <color_fragment>',
        `#include <color_fragment>
${HOLES_GLSL}
{
  float ly = vPrintPos.y / uLayerH;
  float fw = fwidth(ly);
  float vis = 1.0 - smoothstep(0.18, 0.45, fw);
  float u = 2.0 * fract(ly) - 1.0;
  float groove = pow(abs(u), 6.0);
  float jit = 1.0 + uJitter * (prHash(floor(ly)) - 0.5) * 2.0;
  float shade = mix(1.0 - uGroove * 0.22, (1.0 - uGroove * groove) * jit, vis);
  diffuseColor.rgb *= shade;
}`,
      )
      .replace(
        '#include <normal_fragment_maps>',
        `#include <normal_fragment_maps>
{
  float ly = vPrintPos.y / uLayerH;
  float fw = fwidth(ly);
  float vis = 1.0 - smoothstep(0.18, 0.45, fw);
  float u = 2.0 * fract(ly) - 1.0;
  float slope = u / sqrt(max(1.0 - u * u, 0.06));
  float sideF = smoothstep(0.15, 0.7, 1.0 - abs(dot(normal, vUpView)));
  normal = normalize(normal + vUpView * slope * uBead * vis * sideF);
}`,
      );
  };
  // Keep one compiled program per distinct uniform set (three caches by this key).
  m.customProgramCacheKey = () => (o.holes ? 'print-holes' : 'print');
  m.userData.printUniforms = uniforms;
  return m;
}

/** Shadow-pass material that cuts the same lattice openings as printMaterial({holes}). */
export function holesDepthMaterial(h: { cells: number; rowH: number; size: number }): THREE.MeshDepthMaterial {
  const d = new THREE.MeshDepthMaterial({ depthPacking: THREE.RGBADepthPacking });
  d.onBeforeCompile = (sh) => {
    sh.uniforms.uHoleCells = { value: h.cells };
    sh.uniforms.uHoleRowH = { value: h.rowH };
    sh.uniforms.uHoleSize = { value: h.size };
    sh.vertexShader = sh.vertexShader
      .replace('#include <common>', '#include <common>\nvarying vec3 vPrintPos;')
      .replace('#include <begin_vertex>', '#include <begin_vertex>\nvPrintPos = transformed;');
    sh.fragmentShader = sh.fragmentShader
      .replace('#include <common>', '#include <common>\nvarying vec3 vPrintPos;\nuniform float uHoleCells;\nuniform float uHoleRowH;\nuniform float uHoleSize;\n#define PR_HOLES')
      .replace('#include <clipping_planes_fragment>', '#include <clipping_planes_fragment>\n' + HOLES_GLSL);
  };
  d.customProgramCacheKey = () => 'print-holes-depth';
  return d;
}

export type Contour = (v: number, y: number, out: Float32Array) => void;

export interface LayeredSpec {
  height: number;
  n: number; // points per contour (closed loop)
  contour: Contour; // fills out[2*i], out[2*i+1] = x, z
  rings?: number; // vertical samples when not using geometric beads
  layerH?: number; // for geometric beads
  beadRings?: number; // >0: each layer sampled with this many rings and displaced into a bead
  beadDepth?: number;
  top?: 'flat' | 'none' | 'shell';
  shell?: number; // wall thickness for top: 'shell'
  innerDepth?: number; // how deep the inner wall of a shell goes (from the top)
  bottom?: boolean;
  y0?: number; // start height (for partially printed objects)
}

function signedArea(c: Float32Array, n: number): number {
  let a = 0;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    a += c[2 * i]! * c[2 * j + 1]! - c[2 * j]! * c[2 * i + 1]!;
  }
  return a * 0.5;
}

function reverseContour(c: Float32Array, n: number): void {
  for (let i = 0; i < n / 2; i++) {
    const j = n - 1 - i;
    const x = c[2 * i]!, z = c[2 * i + 1]!;
    c[2 * i] = c[2 * j]!;
    c[2 * i + 1] = c[2 * j + 1]!;
    c[2 * j] = x;
    c[2 * j + 1] = z;
  }
}

/** Outward 2D normals of a positive-area closed contour. */
function contourNormals(c: Float32Array, n: number, out: Float32Array): void {
  for (let i = 0; i < n; i++) {
    const p = (i - 1 + n) % n, q = (i + 1) % n;
    const tx = c[2 * q]! - c[2 * p]!, tz = c[2 * q + 1]! - c[2 * p + 1]!;
    const l = Math.hypot(tx, tz) || 1;
    out[2 * i] = tz / l;
    out[2 * i + 1] = -tx / l;
  }
}

/** Builds a stacked-layer solid (or open shell) from per-height contours. */
export function layeredGeometry(s: LayeredSpec): THREE.BufferGeometry {
  const n = s.n;
  const y0 = s.y0 ?? 0;
  const ys: number[] = [];
  const bead: number[] = [];
  if (s.beadRings && s.layerH) {
    const layers = Math.max(1, Math.round((s.height - y0) / s.layerH));
    const lh = (s.height - y0) / layers;
    for (let L = 0; L < layers; L++)
      for (let k = 0; k < s.beadRings; k++) {
        const t = k / s.beadRings;
        ys.push(y0 + (L + t) * lh);
        const u = 2 * t - 1;
        bead.push(Math.sqrt(Math.max(0, 1 - Math.pow(Math.abs(u), 2.2))) - 1);
      }
    ys.push(s.height);
    bead.push(-1);
  } else {
    const R = s.rings ?? Math.min(240, Math.max(16, Math.ceil((s.height - y0) / 0.025)));
    for (let j = 0; j <= R; j++) {
      ys.push(y0 + ((s.height - y0) * j) / R);
      bead.push(0);
    }
  }
  const R1 = ys.length;
  const pos: number[] = [];
  const idx: number[] = [];
  const c = new Float32Array(n * 2);
  const nr = new Float32Array(n * 2);
  const depth = s.beadDepth ?? 0;
  let topC: Float32Array = c;
  let topN: Float32Array = nr;
  for (let j = 0; j < R1; j++) {
    const y = ys[j]!;
    s.contour(y / s.height, y, c);
    if (signedArea(c, n) < 0) reverseContour(c, n);
    contourNormals(c, n, nr);
    const d = depth * bead[j]!;
    for (let i = 0; i < n; i++) pos.push(c[2 * i]! + nr[2 * i]! * d, y, c[2 * i + 1]! + nr[2 * i + 1]! * d);
    if (j === R1 - 1) {
      topC = c.slice();
      topN = nr.slice();
    }
  }
  for (let j = 0; j < R1 - 1; j++)
    for (let i = 0; i < n; i++) {
      const i1 = (i + 1) % n;
      const a = j * n + i, b = j * n + i1, cc = (j + 1) * n + i, d = (j + 1) * n + i1;
      idx.push(a, cc, b, b, cc, d);
    }
  const base = pos.length / 3;
  const yTop = ys[R1 - 1]!;
  const top = s.top ?? 'flat';
  if (top === 'flat') {
    capIndices(topC, n, yTop, true, pos, idx);
  } else if (top === 'shell') {
    const t = s.shell ?? 0.03;
    // rim: outer ring and inner ring at the top, then inner wall going down
    const inner = new Float32Array(n * 2);
    for (let i = 0; i < n; i++) {
      inner[2 * i] = topC[2 * i]! - topN[2 * i]! * t;
      inner[2 * i + 1] = topC[2 * i + 1]! - topN[2 * i + 1]! * t;
    }
    const rb = pos.length / 3;
    for (let i = 0; i < n; i++) pos.push(topC[2 * i]!, yTop, topC[2 * i + 1]!);
    for (let i = 0; i < n; i++) pos.push(inner[2 * i]!, yTop, inner[2 * i + 1]!);
    for (let i = 0; i < n; i++) {
      const i1 = (i + 1) % n;
      idx.push(rb + i, rb + i1, rb + n + i, rb + i1, rb + n + i1, rb + n + i);
    }
    // inner wall: reuse contours going down, offset inwards, faces pointing inward
    const depthIn = s.innerDepth ?? Math.min(0.4, s.height * 0.6);
    const jr: number[] = [];
    for (let j = R1 - 1; j >= 0; j--) {
      if (yTop - ys[j]! > depthIn) break;
      jr.push(j);
    }
    const ib = pos.length / 3;
    for (const j of jr) {
      const y = ys[j]!;
      s.contour(y / s.height, y, c);
      if (signedArea(c, n) < 0) reverseContour(c, n);
      contourNormals(c, n, nr);
      for (let i = 0; i < n; i++) pos.push(c[2 * i]! - nr[2 * i]! * t, y, c[2 * i + 1]! - nr[2 * i + 1]! * t);
    }
    for (let k = 0; k < jr.length - 1; k++)
      for (let i = 0; i < n; i++) {
        const i1 = (i + 1) % n;
        const a = ib + k * n + i, b = ib + k * n + i1, cc = ib + (k + 1) * n + i, d = ib + (k + 1) * n + i1;
        // k grows downwards, so this winding faces inwards
        idx.push(a, cc, b, b, cc, d);
      }
    // inner floor (dark soil or bottom)
    const last = jr[jr.length - 1]!;
    const fc = new Float32Array(n * 2);
    for (let i = 0; i < n; i++) {
      const v = ib + (jr.length - 1) * n + i;
      fc[2 * i] = pos[3 * v]!;
      fc[2 * i + 1] = pos[3 * v + 2]!;
    }
    capIndices(fc, n, ys[last]!, true, pos, idx);
  }
  if (s.bottom) {
    s.contour(y0 / s.height, y0, c);
    if (signedArea(c, n) < 0) reverseContour(c, n);
    capIndices(c, n, y0, false, pos, idx);
  }
  void base;
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  g.setIndex(idx);
  g.computeVertexNormals();
  return g;
}

function capIndices(c: Float32Array, n: number, y: number, up: boolean, pos: number[], idx: number[]): void {
  const pts: THREE.Vector2[] = [];
  for (let i = 0; i < n; i++) pts.push(new THREE.Vector2(c[2 * i]!, c[2 * i + 1]!));
  const tris = THREE.ShapeUtils.triangulateShape(pts, []);
  const b = pos.length / 3;
  for (const p of pts) pos.push(p.x, y, p.y);
  for (const t of tris) {
    const [a, bb, cc] = t as [number, number, number];
    // face normal y-component sign from the 2D winding in (x,z)
    const ax = pts[a]!.x, az = pts[a]!.y;
    const cross = (pts[bb]!.x - ax) * (pts[cc]!.y - az) - (pts[bb]!.y - az) * (pts[cc]!.x - ax);
    // (b-a)x(c-a) in xz with y up: normal.y = -(cross)
    const faceUp = -cross > 0;
    if (faceUp === up) idx.push(b + a, b + bb, b + cc);
    else idx.push(b + a, b + cc, b + bb);
  }
}

// ---- contour helpers ----

/** Rounded rectangle (superellipse-ish corners) centred at cx,cz. */
export function roundedRect(out: Float32Array, n: number, w: number, d: number, r: number, cx = 0, cz = 0): void {
  r = Math.min(r, w / 2 - 1e-4, d / 2 - 1e-4);
  const hw = w / 2 - r, hd = d / 2 - r;
  const straightW = 2 * hw, straightD = 2 * hd, arc = (Math.PI / 2) * r;
  const per = 2 * straightW + 2 * straightD + 4 * arc;
  for (let i = 0; i < n; i++) {
    let s = (i / n) * per;
    let x = 0, z = 0;
    const segs: Array<[number, (t: number) => void]> = [
      [straightW, (t) => { x = -hw + t; z = -hd - r; }],
      [arc, (t) => { const a = -Math.PI / 2 + t / r; x = hw + Math.cos(a) * r; z = -hd + Math.sin(a) * r; }],
      [straightD, (t) => { x = hw + r; z = -hd + t; }],
      [arc, (t) => { const a = t / r; x = hw + Math.cos(a) * r; z = hd + Math.sin(a) * r; }],
      [straightW, (t) => { x = hw - t; z = hd + r; }],
      [arc, (t) => { const a = Math.PI / 2 + t / r; x = -hw + Math.cos(a) * r; z = hd + Math.sin(a) * r; }],
      [straightD, (t) => { x = -hw - r; z = hd - t; }],
      [arc, (t) => { const a = Math.PI + t / r; x = -hw + Math.cos(a) * r; z = -hd + Math.sin(a) * r; }],
    ];
    for (const [len, f] of segs) {
      if (s <= len || f === segs[segs.length - 1]![1]) {
        f(Math.min(s, len));
        break;
      }
      s -= len;
    }
    out[2 * i] = x + cx;
    out[2 * i + 1] = z + cz;
  }
}

/** A closed loop around an open centreline path (x,z pairs), thickness t, round ends. */
export function strokePath(out: Float32Array, n: number, path: Float32Array, m: number, t: number): void {
  // n must be even-ish: half the points along each side, ends rounded with a few points
  const endPts = 6;
  const side = (n - 2 * endPts) / 2;
  const nrm = (k: number): [number, number] => {
    const p = Math.max(0, k - 1), q = Math.min(m - 1, k + 1);
    const tx = path[2 * q]! - path[2 * p]!, tz = path[2 * q + 1]! - path[2 * p + 1]!;
    const l = Math.hypot(tx, tz) || 1;
    return [tz / l, -tx / l];
  };
  const sample = (s: number): [number, number, number, number] => {
    const f = s * (m - 1);
    const k = Math.min(m - 2, Math.floor(f));
    const a = f - k;
    const x = path[2 * k]! * (1 - a) + path[2 * k + 2]! * a;
    const z = path[2 * k + 1]! * (1 - a) + path[2 * k + 3]! * a;
    const [nx0, nz0] = nrm(k), [nx1, nz1] = nrm(k + 1);
    const nx = nx0 * (1 - a) + nx1 * a, nz = nz0 * (1 - a) + nz1 * a;
    const l = Math.hypot(nx, nz) || 1;
    return [x, z, nx / l, nz / l];
  };
  let o = 0;
  const h = t / 2;
  for (let i = 0; i < side; i++) {
    const [x, z, nx, nz] = sample(i / (side - 1));
    out[o++] = x + nx * h;
    out[o++] = z + nz * h;
  }
  {
    const [x, z, nx, nz] = sample(1);
    for (let e = 1; e <= endPts; e++) {
      const a = (e / (endPts + 1)) * Math.PI;
      const tx = -nz, tz = nx; // tangent direction
      out[o++] = x + (nx * Math.cos(a) + tx * Math.sin(a)) * h;
      out[o++] = z + (nz * Math.cos(a) + tz * Math.sin(a)) * h;
    }
  }
  for (let i = side - 1; i >= 0; i--) {
    const [x, z, nx, nz] = sample(i / (side - 1));
    out[o++] = x - nx * h;
    out[o++] = z - nz * h;
  }
  {
    const [x, z, nx, nz] = sample(0);
    for (let e = 1; e <= endPts; e++) {
      const a = (e / (endPts + 1)) * Math.PI;
      const tx = -nz, tz = nx;
      out[o++] = x + (-nx * Math.cos(a) - tx * Math.sin(a)) * h;
      out[o++] = z + (-nz * Math.cos(a) - tz * Math.sin(a)) * h;
    }
  }
}

/** Polar contour: radius function of angle. */
export function polar(out: Float32Array, n: number, r: (a: number) => number, cx = 0, cz = 0, sx = 1, sz = 1): void {
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const rr = r(a);
    out[2 * i] = cx + Math.cos(a) * rr * sx;
    out[2 * i + 1] = cz + Math.sin(a) * rr * sz;
  }
}

export function mesh(g: THREE.BufferGeometry, m: THREE.Material, shadows = true): THREE.Mesh {
  const me = new THREE.Mesh(g, m);
  me.castShadow = shadows;
  me.receiveShadow = true;
  return me;
}
