import { Mesh, type Object3D } from 'three';
import { OBJLoader } from 'three/examples/jsm/loaders/OBJLoader.js';
import { ThreeMFLoader } from 'three/examples/jsm/loaders/3MFLoader.js';
import { stlGeometry } from './stl-geometry';

/** The three.js object for a model file's bytes, by extension (the server measured the same bytes). */
export function loadModelObject(bytes: ArrayBuffer, filename: string): Object3D {
  const extension = filename.slice(filename.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'stl') return new Mesh(stlGeometry(bytes));
  if (extension === 'obj') return new OBJLoader().parse(new TextDecoder().decode(bytes));
  if (extension === '3mf') return new ThreeMFLoader().parse(bytes);
  throw new Error(`not a model file: ${filename}`);
}
