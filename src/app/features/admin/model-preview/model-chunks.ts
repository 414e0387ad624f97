import { chunk } from './use-chunk';

// The preview's two chunks: its panel (texts, fit and mass) and the 3D view with three.js (~150 KB gzip).
// Both start loading, with the model file, as soon as a lead with a measured model opens (lazy-model-preview.tsx).
export const previewChunk = chunk(() => import('./model-preview').then((module) => module.ModelPreview));
export const viewerChunk = chunk(() => import('./model-viewer').then((module) => module.ModelViewer));
