// Browser entry: exposes window.__media for the Node driver (scripts/media/browser.ts).
import * as THREE from 'three';
import { RECIPES, type Built } from './recipes';
import type { SceneSpec } from './scene-spec';
import './recipes-projects';
import './recipes-workshop';
import { hashString, mulberry32 } from './rng';
import { disposeScene, renderShot } from './stage';

/** A still's or a video's spec, as the Node driver sends it. */
type Spec = SceneSpec & { key?: string; name?: string };

function build(spec: Spec): Built {
  const r = RECIPES[spec.recipe];
  if (!r) throw new Error(`unknown recipe ${spec.recipe}`);
  return r({ seed: spec.seed, rng: mulberry32(spec.seed ^ hashString(spec.recipe)), params: spec.params ?? {} });
}

function camFor(b: Built, view: string | undefined): THREE.PerspectiveCamera {
  const name = view ?? Object.keys(b.views)[0]!;
  const vw = b.views[name] ?? Object.values(b.views)[0]!;
  const cam = new THREE.PerspectiveCamera(vw.fov ?? 35, 1.6, 0.05, 900);
  cam.position.set(...vw.pos);
  cam.lookAt(new THREE.Vector3(...vw.look));
  return cam;
}

let video: { b: Built; cam: THREE.PerspectiveCamera; spec: Spec } | null = null;

(window as any).__media = {
  still(spec: Spec): string {
    const b = build(spec);
    const cam = camFor(b, spec.view);
    const url = renderShot(b.scene, cam, { width: spec.width, height: spec.height, ss: spec.ss, ao: spec.ao ?? b.ao, exposure: b.exposure });
    disposeScene(b.scene);
    return url;
  },
  videoSetup(spec: Spec): void {
    if (video) disposeScene(video.b.scene);
    const b = build(spec);
    video = { b, cam: camFor(b, spec.view), spec };
  },
  videoFrame(t: number): string {
    if (!video) throw new Error('videoSetup first');
    const { b, cam, spec } = video;
    b.update?.(t, cam);
    return renderShot(b.scene, cam, { width: spec.width, height: spec.height, ss: spec.ss, ao: spec.ao ?? 0, exposure: b.exposure });
  },
};
