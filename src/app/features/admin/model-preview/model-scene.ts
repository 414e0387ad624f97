import {
  BackSide,
  Box3,
  Box3Helper,
  BufferAttribute,
  type BufferGeometry,
  Color,
  DirectionalLight,
  DoubleSide,
  FrontSide,
  HemisphereLight,
  Mesh,
  MeshLambertMaterial,
  PerspectiveCamera,
  Scene,
  Spherical,
  Vector3,
  WebGLRenderer,
  type Object3D,
  type Side,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { theme } from '../../../styles/theme';
import { outsideFaces, type DrawnFaces } from './outside-faces';

export interface ModelScene {
  /** Back to the first view. */
  reset(): void;
  /** Turns the camera around the model: angles in radians, left/right and up/down. */
  orbit(left: number, up: number): void;
  /** Moves the view by fractions of the model's size, right and up. */
  pan(right: number, up: number): void;
  /** Closer (> 1) or farther (< 1). */
  zoom(factor: number): void;
  dispose(): void;
}

const ANTIALIAS_UP_TO_TRIANGLES = 200_000;
const SIDES: Record<DrawnFaces, Side> = { front: FrontSide, back: BackSide, both: DoubleSide };

/**
 * A WebGL renderer on the view's canvas, or null when this browser cannot draw WebGL. Made before the file
 * is fetched, so a browser without WebGL never downloads it. The context is asked for here, on the real
 * canvas: a throwaway probe context costs as much again (about 0.4 s on a software rasteriser), and
 * three.js would log an error where WebGL is simply off.
 */
export function createViewRenderer(canvas: HTMLCanvasElement, triangles: number): WebGLRenderer | null {
  try {
    // Multisampling is the costliest part of a frame on a software rasteriser (it halves a 20 MB model's
    // time to first frame in headless Chromium), and a dense mesh's edges are fine without it. The frame
    // stays readable after it is shown (toDataURL), for the e2e test's pixel checks.
    const attributes = { antialias: triangles <= ANTIALIAS_UP_TO_TRIANGLES, preserveDrawingBuffer: true, alpha: false, stencil: false };
    const context = canvas.getContext('webgl2', attributes) as WebGL2RenderingContext | null;
    if (!context) return null;
    const renderer = new WebGLRenderer({ canvas, context, ...attributes });
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    return renderer;
  } catch {
    return null;
  }
}

const FIELD_OF_VIEW = 35;
/** The first view looks from front-right and above (+x, −y, +z), models being z-up as STL and 3MF are. */
const VIEW_DIRECTION = new Vector3(1, -1.6, 1.1).normalize();

/**
 * Draws a model with its bounding box and keeps three HTML labels on the box's x, y and z edges. Renders on
 * demand (after a change), so an idle preview costs nothing; inertia only when motion is not reduced.
 */
export function createModelScene(options: {
  renderer: WebGLRenderer;
  object: Object3D;
  labels: [HTMLElement, HTMLElement, HTMLElement];
  /** The server found the mesh closed and consistently oriented. */
  watertight: boolean;
  reducedMotion: boolean;
  onFrame?: () => void;
}): ModelScene {
  const { renderer, object, labels } = options;
  const canvas = renderer.domElement;
  const scene = new Scene();
  scene.background = new Color(theme.color.paper);

  // Flat shading takes each face's normal from the screen-space slope of its position on the GPU: always
  // right (many exporters write zero or stale normals), and nothing to compute or upload per corner.
  // Lambert's diffuse light shows a part's shape as well as a physically based material at about half the
  // cost per pixel on a software rasteriser.
  const materials = new Map<Side, MeshLambertMaterial>();
  const materialFor = (side: Side) => materials.get(side) ?? materials.set(side, new MeshLambertMaterial({ color: 0x8a8680, side, flatShading: true })).get(side)!;
  object.traverse((child) => {
    if (child instanceof Mesh) {
      const geometry = child.geometry as BufferGeometry;
      geometry.deleteAttribute('normal');
      const position = geometry.getAttribute('position');
      // Interleaved positions (no loader here makes them) are simply drawn from both sides.
      const faces = position instanceof BufferAttribute ? outsideFaces(position.array, geometry.index?.array ?? null, options.watertight) : 'both';
      child.material = materialFor(SIDES[faces]);
    }
  });
  scene.add(object);
  const box = new Box3().setFromObject(object);
  const boxHelper = new Box3Helper(box, new Color(theme.color.accent));
  scene.add(boxHelper);
  const center = box.getCenter(new Vector3());
  const radius = Math.max(box.getSize(new Vector3()).length() / 2, 1e-6);

  const camera = new PerspectiveCamera(FIELD_OF_VIEW, 1, radius / 100, radius * 100);
  camera.up.set(0, 0, 1);
  const distance = (radius / Math.sin(((FIELD_OF_VIEW / 2) * Math.PI) / 180)) * 1.15;
  camera.position.copy(center).addScaledVector(VIEW_DIRECTION, distance);
  // Sky above, ground below: z-up like the models (three.js's default is y-up, which lit the model's back).
  const ambient = new HemisphereLight(0xffffff, 0x8a8680, 1.6);
  ambient.position.set(0, 0, 1);
  scene.add(ambient);
  // A key light from the viewer's upper right that turns with the view. Its target turns with the camera too
  // (by default it stays at the world's origin, which made it a headlight: a box's top and its side facing
  // the viewer came out the same grey), so each side of a flat-shaded part gets its own tone.
  const light = new DirectionalLight(0xffffff, 1.8);
  light.position.set(1, 1, 1);
  light.target.position.set(0, 0, -1);
  camera.add(light, light.target);
  scene.add(camera);

  const controls = new OrbitControls(camera, canvas);
  controls.target.copy(center);
  controls.enableDamping = !options.reducedMotion;
  controls.update();
  controls.saveState();

  // The edges the labels sit on: x and y along the bottom edges nearest the first view, which meet at
  // (max x, min y, min z); z up the front-left edge, away from that corner, so labels of flat pieces do not collide.
  const { min, max } = box;
  const edgeMidpoints = [
    new Vector3(center.x, min.y, min.z),
    new Vector3(max.x, center.y, min.z),
    new Vector3(min.x, min.y, center.z),
  ];
  const projected = new Vector3();
  const projectedCenter = new Vector3();
  /** Labels sit this far outside the box's edges on screen, so they never cover the corner they meet at. */
  const LABEL_OFFSET_PX = 18;

  let frameRequested = false;
  const render = () => {
    frameRequested = false;
    const moving = controls.update();
    renderer.render(scene, camera);
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    const toScreen = (v: Vector3): [number, number] => [((v.x + 1) / 2) * width, ((1 - v.y) / 2) * height];
    const [cx, cy] = toScreen(projectedCenter.copy(center).project(camera));
    edgeMidpoints.forEach((point, axis) => {
      const [x, y] = toScreen(projected.copy(point).project(camera));
      const away = Math.hypot(x - cx, y - cy) || 1;
      const label = labels[axis]!;
      label.style.transform = `translate(-50%, -50%) translate(${x + ((x - cx) / away) * LABEL_OFFSET_PX}px, ${y + ((y - cy) / away) * LABEL_OFFSET_PX}px)`;
      label.hidden = projected.z > 1;
    });
    options.onFrame?.();
    if (moving) requestRender();
  };
  const requestRender = () => {
    if (frameRequested) return;
    frameRequested = true;
    requestAnimationFrame(render);
  };
  controls.addEventListener('change', requestRender);

  const resize = () => {
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (width === 0 || height === 0) return;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    requestRender();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(canvas);
  resize();

  const spherical = new Spherical();
  const offset = new Vector3();
  return {
    reset() {
      controls.reset();
      requestRender();
    },
    orbit(left, up) {
      offset.copy(camera.position).sub(controls.target);
      // Spherical coordinates are y-up; the scene is z-up, so swap y and z around the conversion.
      spherical.setFromCartesianCoords(offset.x, offset.z, offset.y);
      spherical.theta -= left;
      spherical.phi = Math.min(Math.PI - 0.01, Math.max(0.01, spherical.phi - up));
      offset.setFromSpherical(spherical);
      camera.position.set(controls.target.x + offset.x, controls.target.y + offset.z, controls.target.z + offset.y);
      controls.update();
      requestRender();
    },
    pan(right, up) {
      const step = radius * 2;
      const x = new Vector3().setFromMatrixColumn(camera.matrix, 0).multiplyScalar(right * step);
      const y = new Vector3().setFromMatrixColumn(camera.matrix, 1).multiplyScalar(up * step);
      camera.position.add(x).add(y);
      controls.target.add(x).add(y);
      controls.update();
      requestRender();
    },
    zoom(factor) {
      // OrbitControls multiplies the camera distance by dollyIn's argument.
      controls.dollyIn(1 / factor);
      controls.update();
      requestRender();
    },
    dispose() {
      observer.disconnect();
      controls.dispose();
      object.traverse((child) => {
        if (child instanceof Mesh) child.geometry.dispose();
      });
      materials.forEach((material) => material.dispose());
      boxHelper.dispose();
      renderer.dispose();
    },
  };
}
