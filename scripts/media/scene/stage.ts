// Rooms, light and the render pipeline shared by every shot, so the portfolio reads as one set.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { RenderPass } from 'three/examples/jsm/postprocessing/RenderPass.js';
import { GTAOPass } from 'three/examples/jsm/postprocessing/GTAOPass.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';
import { fbm3, mulberry32 } from './rng';

export const PALETTE = {
  black: 0x161514,
  charcoal: 0x2a2927,
  offwhite: 0xe9e3d8,
  bone: 0xd8d0c2,
  concrete: 0xa7a39c,
  concreteDark: 0x77736d,
  concreteLight: 0xc4c0b8,
  accent: 0xff5a1f, // signal orange, used sparingly
  warm: 0xffd9a8,
};

export type StageKind = 'studio' | 'hall' | 'interior' | 'outdoor' | 'dark';

export interface StageOpts {
  kind: StageKind;
  backdrop?: number;
  floor?: number;
  env?: number; // environment intensity
  exposure?: number;
  sunDir?: [number, number, number];
  sun?: number;
  sunColor?: number;
  fog?: number; // density
  size?: number; // room scale for hall/interior
  ao?: number; // GTAO radius in metres
  shadowSpan?: number; // half-size of the sun shadow frustum
}

let renderer: THREE.WebGLRenderer | null = null;
let envTex: THREE.Texture | null = null;

export function getRenderer(): THREE.WebGLRenderer {
  if (renderer) return renderer;
  const canvas = document.createElement('canvas');
  document.body.appendChild(canvas);
  renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true, powerPreference: 'high-performance' });
  renderer.setPixelRatio(1);
  renderer.shadowMap.enabled = true;
  renderer.localClippingEnabled = true;
  renderer.shadowMap.type = THREE.PCFShadowMap;
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  const pmrem = new THREE.PMREMGenerator(renderer);
  envTex = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  return renderer;
}

const texCache = new Map<string, THREE.Texture>();

/** Subtle trowelled-concrete texture (canvas), tiled; also used as roughness. */
export function concreteTexture(seed: number, size = 512): THREE.Texture {
  const k = `c${seed}-${size}`;
  const hit = texCache.get(k);
  if (hit) return hit;
  const cv = document.createElement('canvas');
  cv.width = cv.height = size;
  const ctx = cv.getContext('2d')!;
  const img = ctx.createImageData(size, size);
  const r = mulberry32(seed);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const u = x / size, v = y / size;
      // tileable by sampling noise on a torus
      const a = u * Math.PI * 2, b = v * Math.PI * 2;
      const n1 = fbm3(Math.cos(a) * 2 + 10, Math.sin(a) * 2, Math.cos(b) * 2 + Math.sin(b) * 0.5, 5, seed);
      const n2 = fbm3(Math.cos(a) * 9, Math.sin(a) * 9 + Math.sin(b) * 9, Math.cos(b) * 9, 3, seed + 7);
      const g = 200 + n1 * 26 + n2 * 9 + (r() - 0.5) * 10;
      const o = (y * size + x) * 4;
      img.data[o] = img.data[o + 1] = img.data[o + 2] = Math.max(0, Math.min(255, g));
      img.data[o + 3] = 255;
    }
  ctx.putImageData(img, 0, 0);
  const t = new THREE.CanvasTexture(cv);
  t.wrapS = t.wrapT = THREE.RepeatWrapping;
  t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = 8;
  texCache.set(k, t);
  return t;
}

export function floorMaterial(color: number, seed = 3, repeat = 6, roughness = 0.72): THREE.MeshStandardMaterial {
  const tex = concreteTexture(seed).clone();
  tex.repeat.set(repeat, repeat);
  tex.needsUpdate = true;
  return new THREE.MeshStandardMaterial({ color, map: tex, roughness, roughnessMap: tex, metalness: 0 });
}

/** Cyclorama: floor sweeping up into a backdrop, for product shots. */
function cyclorama(scene: THREE.Scene, color: number, floorColor: number, w = 40, d = 30, h = 18, r = 6): void {
  const shape: Array<[number, number]> = [];
  shape.push([d, 0]);
  shape.push([-d + r, 0]);
  for (let i = 1; i <= 16; i++) {
    const a = (i / 16) * (Math.PI / 2);
    shape.push([-d + r - Math.sin(a) * r, r - Math.cos(a) * r]);
  }
  shape.push([-d, h]);
  const pos: number[] = [];
  const uv: number[] = [];
  const idx: number[] = [];
  const segX = 2;
  for (let i = 0; i < shape.length; i++)
    for (let k = 0; k <= segX; k++) {
      const [z, y] = shape[i]!;
      const x = -w / 2 + (w * k) / segX;
      pos.push(x, y, z);
      uv.push(x / 6, (i < 2 ? z : -d + y) / 6);
    }
  for (let i = 0; i < shape.length - 1; i++)
    for (let k = 0; k < segX; k++) {
      const a = i * (segX + 1) + k, b = a + 1, c = a + segX + 1, dd = c + 1;
      idx.push(a, b, c, b, dd, c);
    }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  g.setAttribute('uv', new THREE.Float32BufferAttribute(uv, 2));
  g.setIndex(idx);
  g.computeVertexNormals();
  const m = floorMaterial(floorColor, 5, 1, 0.85);
  m.color.set(color);
  const me = new THREE.Mesh(g, m);
  me.receiveShadow = true;
  scene.add(me);
}

/** A square floor (or sand) of side `size` at y = 0, catching shadows. */
function addGround(scene: THREE.Scene, size: number, m: THREE.Material): void {
  const ground = new THREE.Mesh(new THREE.PlaneGeometry(size, size), m);
  ground.rotation.x = -Math.PI / 2;
  ground.receiveShadow = true;
  scene.add(ground);
}

function box(w: number, h: number, d: number, m: THREE.Material, x: number, y: number, z: number): THREE.Mesh {
  const me = new THREE.Mesh(new THREE.BoxGeometry(w, h, d), m);
  me.position.set(x, y, z);
  me.receiveShadow = true;
  me.castShadow = true;
  return me;
}

/** A tall exhibition hall: polished concrete floor, board-formed walls, ceiling slots of daylight. */
function hall(scene: THREE.Scene, o: StageOpts): void {
  const S = o.size ?? 30;
  addGround(scene, S * 3, floorMaterial(o.floor ?? 0x7f7a74, 11, S / 3, 0.4));
  const wallM = floorMaterial(o.backdrop ?? 0x8f8a83, 21, 4, 0.9);
  const H = S * 0.55;
  scene.add(box(S * 3, H, 1, wallM, 0, H / 2, -S));
  scene.add(box(S * 3, H, 1, wallM, 0, H / 2, S * 1.2));
  scene.add(box(1, H, S * 3, wallM, -S * 1.1, H / 2, 0));
  scene.add(box(1, H, S * 3, wallM, S * 1.1, H / 2, 0));
  const ceilM = new THREE.MeshStandardMaterial({ color: 0x3a3836, roughness: 0.9 });
  const ceil = new THREE.Mesh(new THREE.PlaneGeometry(S * 3, S * 3), ceilM);
  ceil.rotation.x = Math.PI / 2;
  ceil.position.y = H;
  scene.add(ceil);
  // roof beams and skylight strips
  const glow = new THREE.MeshBasicMaterial({ color: 0xfff6ea });
  for (let i = -6; i <= 6; i++) {
    const sk = new THREE.Mesh(new THREE.PlaneGeometry(S * 2.2, 0.9), glow);
    sk.rotation.x = Math.PI / 2;
    sk.position.set(0, H - 0.02, i * (S / 5));
    scene.add(sk);
    scene.add(box(S * 2.2, 0.7, 0.35, ceilM, 0, H - 0.4, i * (S / 5) + S / 10));
  }
  // pilasters along the back wall
  const pil = new THREE.MeshStandardMaterial({ color: 0xaaa59d, roughness: 0.85 });
  for (let i = -5; i <= 5; i++) scene.add(box(0.8, H, 0.8, pil, i * (S / 4), H / 2, -S + 0.8));
}

function interior(scene: THREE.Scene, o: StageOpts): void {
  const S = o.size ?? 12;
  addGround(scene, S * 4, floorMaterial(o.floor ?? 0x6b645c, 13, S / 2, 0.55));
  const wallM = floorMaterial(o.backdrop ?? 0x8f8981, 17, 3, 0.92);
  const H = 4.6;
  scene.add(box(S * 4, H, 0.4, wallM, 0, H / 2, -S * 0.5));
  scene.add(box(0.4, H, S * 4, wallM, -S * 1.2, H / 2, 0));
  scene.add(box(0.4, H, S * 4, wallM, S * 1.2, H / 2, 0));
  scene.add(box(S * 4, H, 0.4, wallM, 0, H / 2, S * 1.4));
  const ceil = new THREE.Mesh(new THREE.PlaneGeometry(S * 4, S * 4), new THREE.MeshStandardMaterial({ color: 0x5d5955, roughness: 0.95 }));
  ceil.rotation.x = Math.PI / 2;
  ceil.position.y = H;
  scene.add(ceil);
  const glow = new THREE.MeshBasicMaterial({ color: 0xf3ead9 });
  for (let i = -3; i <= 3; i++) {
    const sk = new THREE.Mesh(new THREE.PlaneGeometry(0.25, S * 3), glow);
    sk.rotation.x = Math.PI / 2;
    sk.position.set(i * 2.4, H - 0.01, 0);
    scene.add(sk);
  }
}

function skyDome(scene: THREE.Scene, top: number, horizon: number): void {
  const g = new THREE.SphereGeometry(400, 32, 16);
  const m = new THREE.ShaderMaterial({
    side: THREE.BackSide,
    depthWrite: false,
    fog: false,
    uniforms: { top: { value: new THREE.Color(top) }, hor: { value: new THREE.Color(horizon) } },
    vertexShader: 'varying vec3 vP; void main(){ vP = normalize(position); gl_Position = projectionMatrix*modelViewMatrix*vec4(position,1.0);}',
    fragmentShader:
      'uniform vec3 top; uniform vec3 hor; varying vec3 vP; void main(){ float t = pow(clamp(vP.y,0.0,1.0),0.45); gl_FragColor = vec4(mix(hor, top, t), 1.0);\n#include <tonemapping_fragment>\n#include <colorspace_fragment>\n}',
  });
  scene.add(new THREE.Mesh(g, m));
}

function outdoor(scene: THREE.Scene, o: StageOpts): void {
  skyDome(scene, 0x4f86b4, 0xd9dcd6);
  addGround(scene, 300, floorMaterial(o.floor ?? 0xe2d5bd, 31, 60, 0.95));
  const sea = new THREE.Mesh(
    new THREE.PlaneGeometry(600, 200),
    new THREE.MeshPhysicalMaterial({ color: 0x2f8a99, roughness: 0.12, metalness: 0.0, clearcoat: 1 }),
  );
  sea.rotation.x = -Math.PI / 2;
  sea.position.set(0, 0.02, -125);
  scene.add(sea);
}

export interface Stage {
  scene: THREE.Scene;
  sun: THREE.DirectionalLight;
  opts: StageOpts;
}

export function buildStage(o: StageOpts): Stage {
  getRenderer();
  const scene = new THREE.Scene();
  scene.environment = envTex;
  scene.environmentIntensity = o.env ?? 0.4;
  const kind = o.kind;
  if (kind === 'studio') cyclorama(scene, o.backdrop ?? 0xd9d4cb, o.floor ?? 0xd9d4cb);
  else if (kind === 'dark') {
    cyclorama(scene, o.backdrop ?? 0x1b1a19, o.floor ?? 0x1b1a19);
    scene.background = new THREE.Color(o.backdrop ?? 0x121110);
  } else if (kind === 'hall') hall(scene, o);
  else if (kind === 'interior') interior(scene, o);
  else outdoor(scene, o);
  if (!scene.background) scene.background = new THREE.Color(o.backdrop ?? 0xd9d4cb);
  if (o.fog) scene.fog = new THREE.FogExp2(kind === 'outdoor' ? 0xdfe3e2 : kind === 'hall' ? 0x9c978f : (o.backdrop ?? 0xb9b4ab), o.fog);
  const sun = new THREE.DirectionalLight(o.sunColor ?? 0xfff1e0, o.sun ?? 2.2);
  const d = o.sunDir ?? [-4, 8, 5];
  sun.position.set(d[0], d[1], d[2]).normalize().multiplyScalar(40);
  sun.castShadow = true;
  sun.shadow.mapSize.set(4096, 4096);
  const span = o.shadowSpan ?? 8;
  const cam = sun.shadow.camera;
  cam.left = -span;
  cam.right = span;
  cam.top = span;
  cam.bottom = -span;
  cam.near = 1;
  cam.far = 90;
  sun.shadow.bias = -0.0004;
  sun.shadow.normalBias = 0.02;
  sun.shadow.radius = 6;
  scene.add(sun);
  scene.add(sun.target);
  scene.add(new THREE.HemisphereLight(0xf4efe6, 0x3b3834, 0.12));
  return { scene, sun, opts: o };
}

export interface ShotOpts {
  width: number;
  height: number;
  ss: number; // supersampling factor
  ao?: number; // AO radius (0 = off)
  exposure?: number;
}

/** Renders and returns a PNG data URL of the canvas (width*ss x height*ss). */
export function renderShot(scene: THREE.Scene, camera: THREE.PerspectiveCamera, s: ShotOpts): string {
  const r = getRenderer();
  const W = Math.round(s.width * s.ss), H = Math.round(s.height * s.ss);
  r.setSize(W, H, false);
  r.toneMappingExposure = s.exposure ?? 1;
  camera.aspect = s.width / s.height;
  camera.updateProjectionMatrix();
  if (!s.ao) {
    r.render(scene, camera);
  } else {
    const rt = new THREE.WebGLRenderTarget(W, H, { type: THREE.HalfFloatType });
    const composer = new EffectComposer(r, rt);
    composer.setPixelRatio(1);
    composer.setSize(W, H);
    const gtao = new GTAOPass(scene, camera, W, H);
    composer.addPass(new RenderPass(scene, camera));
    composer.addPass(gtao);
    composer.addPass(new OutputPass());
    gtao.updateGtaoMaterial({ radius: s.ao, distanceExponent: 1.5, thickness: 1.0, scale: 1.0, samples: 12 });
    gtao.updatePdMaterial({ lumaPhi: 10, depthPhi: 2, normalPhi: 3, radius: 5, rings: 2, samples: 12 });
    gtao.blendIntensity = 1;
    composer.render();
    const url = r.domElement.toDataURL('image/png');
    gtao.dispose();
    composer.dispose();
    rt.dispose();
    return url;
  }
  return r.domElement.toDataURL('image/png');
}

export function disposeScene(scene: THREE.Scene): void {
  scene.traverse((o) => {
    const m = o as THREE.Mesh;
    if (m.geometry) m.geometry.dispose();
    const mat = m.material as THREE.Material | THREE.Material[] | undefined;
    if (Array.isArray(mat)) mat.forEach((x) => x.dispose());
    else if (mat) mat.dispose();
  });
}
