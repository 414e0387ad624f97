import { compose, determinant, IDENTITY, transformPoint, type Affine } from './affine';
import { grown } from './growable';
import { ModelFormatError, type MeasureBudget } from './measure-limits';
import type { MeshAccumulator } from './mesh-accumulator';
import type { ModelUnit } from '../../shared/model-measurement';
import { MILLIMETERS_PER_UNIT } from '../../shared/model-measurement';
import type { ModelSource } from './model-source';
import { forEachXmlTag, xmlAttributes, type XmlTag } from './xml-tags';
import { readZipDirectory, readZipEntry, type ZipEntry } from './zip-reader';

const MODEL_RELATIONSHIP = 'http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel';
const DEFAULT_MODEL_PART = '3D/3dmodel.model';
/** Components nest; deeper than this is a cycle or an attack, not a design. */
const MAX_COMPONENT_DEPTH = 32;

interface MeshObject {
  kind: 'mesh';
  vertices: Float64Array;
  vertexCount: number;
  triangles: Uint32Array;
  triangleCount: number;
}

interface ComponentsObject {
  kind: 'components';
  components: { objectId: string; transform: Affine }[];
}

/** An object's part as the model declares it; `support` and `other` objects are not part of the print. */
type ModelObject = (MeshObject | ComponentsObject) & { printed: boolean };

/**
 * 3MF (3MF core specification 1.3): a zip whose root model part (named by `_rels/.rels`) is XML with a
 * `unit`, `object`s holding a mesh or components (other objects with transforms), and `build` items placing
 * objects with transforms. Meshes are read once, then every build item's triangles are fed in their final
 * position, so bounding box, area and volume are those of the printed build. Returns the declared unit.
 */
export async function measure3mf(source: ModelSource, mesh: MeshAccumulator, budget: MeasureBudget): Promise<ModelUnit> {
  const entries = await readZipDirectory(source);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const modelPart = await rootModelPart(source, byName, budget);
  const entry = byName.get(modelPart);
  if (!entry) throw new ModelFormatError(`the 3MF file has no model part "${modelPart}"`);
  const model = await readModel(source, entry, budget);
  if (model.items.length === 0) throw new ModelFormatError('the 3MF file has no build items: nothing would be printed');
  for (const item of model.items) placeObject(model.objects, item.objectId, item.transform, mesh, 0);
  return model.unit;
}

async function rootModelPart(source: ModelSource, byName: Map<string, ZipEntry>, budget: MeasureBudget): Promise<string> {
  const rels = byName.get('_rels/.rels');
  let target: string | undefined;
  if (rels) {
    await forEachXmlTag(readZipEntry(source, rels, 64 * 1024), budget, (tag) => {
      if (tag.closing || tag.name !== 'Relationship') return;
      const attributes = xmlAttributes(tag.body);
      if (attributes.Type === MODEL_RELATIONSHIP && attributes.Target) target ??= attributes.Target;
    });
  }
  return (target ?? DEFAULT_MODEL_PART).replace(/^\//, '');
}

async function readModel(source: ModelSource, entry: ZipEntry, budget: MeasureBudget) {
  const objects = new Map<string, ModelObject>();
  const items: { objectId: string; transform: Affine }[] = [];
  let unit: ModelUnit = 'millimeter';
  let current: { id: string; object: ModelObject } | undefined;
  let storedVertices = 0;
  let storedTriangles = 0;
  const { maxVertices, maxTriangles } = budget.limits;

  const onTag = (tag: XmlTag) => {
    if (tag.closing) {
      if (tag.name === 'object' && current) {
        objects.set(current.id, current.object);
        current = undefined;
      }
      return;
    }
    switch (tag.name) {
      case 'model': {
        const declared = xmlAttributes(tag.body).unit ?? 'millimeter';
        if (!(declared in MILLIMETERS_PER_UNIT)) throw new ModelFormatError(`the 3MF model declares an unknown unit "${declared.slice(0, 20)}"`);
        unit = declared as ModelUnit;
        break;
      }
      case 'object': {
        const attributes = xmlAttributes(tag.body);
        const id = attributes.id;
        if (!id) throw new ModelFormatError('the 3MF model has an object without an id');
        const printed = attributes.type !== 'support' && attributes.type !== 'other';
        current = { id, object: { kind: 'components', components: [], printed } };
        if (tag.selfClosing) {
          objects.set(id, current.object);
          current = undefined;
        }
        break;
      }
      case 'mesh':
        if (current) current.object = { kind: 'mesh', vertices: new Float64Array(3 * 256), vertexCount: 0, triangles: new Uint32Array(3 * 256), triangleCount: 0, printed: current.object.printed };
        break;
      case 'vertex': {
        const object = current?.object;
        if (object?.kind !== 'mesh') break;
        if (++storedVertices > maxVertices) throw new ModelFormatError(`the 3MF model has more than ${maxVertices.toLocaleString('en-US')} vertices`);
        const attributes = xmlAttributes(tag.body);
        const at = 3 * object.vertexCount++;
        object.vertices = grown(object.vertices, at + 3, 3 * maxVertices);
        object.vertices[at] = number3mf(attributes.x, 'vertex');
        object.vertices[at + 1] = number3mf(attributes.y, 'vertex');
        object.vertices[at + 2] = number3mf(attributes.z, 'vertex');
        break;
      }
      case 'triangle': {
        const object = current?.object;
        if (object?.kind !== 'mesh') break;
        if (++storedTriangles > maxTriangles) throw new ModelFormatError(`the 3MF model has more than ${maxTriangles.toLocaleString('en-US')} triangles`);
        const attributes = xmlAttributes(tag.body);
        const at = 3 * object.triangleCount++;
        object.triangles = grown(object.triangles, at + 3, 3 * maxTriangles);
        object.triangles[at] = vertexIndex(attributes.v1, object);
        object.triangles[at + 1] = vertexIndex(attributes.v2, object);
        object.triangles[at + 2] = vertexIndex(attributes.v3, object);
        break;
      }
      case 'component': {
        const object = current?.object;
        if (object?.kind !== 'components') break;
        const attributes = xmlAttributes(tag.body);
        if (Object.keys(attributes).some((name) => name.endsWith(':path'))) {
          throw new ModelFormatError('the 3MF model places components from other model parts (production extension), which is not supported');
        }
        object.components.push({ objectId: attributes.objectid ?? '', transform: parseTransform(attributes.transform) });
        break;
      }
      case 'item': {
        const attributes = xmlAttributes(tag.body);
        items.push({ objectId: attributes.objectid ?? '', transform: parseTransform(attributes.transform) });
        break;
      }
      default:
    }
  };
  await forEachXmlTag(readZipEntry(source, entry, budget.limits.maxXmlBytes), budget, onTag);
  return { objects, items, unit };
}

/** Feeds an object's triangles, placed by `transform`, into the mesh; components recurse. */
function placeObject(objects: Map<string, ModelObject>, objectId: string, transform: Affine, mesh: MeshAccumulator, depth: number): void {
  const object = objects.get(objectId);
  if (!object) throw new ModelFormatError(`the 3MF model refers to object "${objectId.slice(0, 20)}", which it does not define`);
  if (depth > MAX_COMPONENT_DEPTH) throw new ModelFormatError(`the 3MF model nests components more than ${MAX_COMPONENT_DEPTH} deep (a cycle?)`);
  if (!object.printed) return;
  if (object.kind === 'components') {
    for (const component of object.components) placeObject(objects, component.objectId, compose(component.transform, transform), mesh, depth + 1);
    return;
  }
  const ids = new Uint32Array(object.vertexCount);
  for (let v = 0; v < object.vertexCount; v++) {
    const [x, y, z] = transformPoint(transform, object.vertices[3 * v]!, object.vertices[3 * v + 1]!, object.vertices[3 * v + 2]!);
    ids[v] = mesh.vertex(x, y, z);
  }
  // A mirroring transform turns the faces inside out; swapping two corners turns them back.
  const mirrored = determinant(transform) < 0;
  for (let t = 0; t < object.triangleCount; t++) {
    const a = ids[object.triangles[3 * t]!]!;
    const b = ids[object.triangles[3 * t + 1]!]!;
    const c = ids[object.triangles[3 * t + 2]!]!;
    if (mirrored) mesh.addIndexed(a, c, b);
    else mesh.addIndexed(a, b, c);
  }
}

function number3mf(text: string | undefined, what: string): number {
  const value = text === undefined || text.trim() === '' ? NaN : Number(text);
  if (!Number.isFinite(value)) throw new ModelFormatError(`the 3MF model has a ${what} with a value that is not a finite number: "${(text ?? '').slice(0, 40)}"`);
  return value;
}

function vertexIndex(text: string | undefined, object: MeshObject): number {
  const index = number3mf(text, 'triangle');
  if (!Number.isInteger(index) || index < 0 || index >= object.vertexCount) {
    throw new ModelFormatError(`the 3MF model has a triangle referring to vertex ${String(text).slice(0, 20)}, which its mesh does not define before it`);
  }
  return index;
}

function parseTransform(text: string | undefined): Affine {
  if (text === undefined) return IDENTITY;
  const values = text.trim().split(/\s+/).map(Number);
  if (values.length !== 12 || !values.every(Number.isFinite)) throw new ModelFormatError(`the 3MF model has a transform that is not 12 finite numbers: "${text.slice(0, 60)}"`);
  return values;
}
