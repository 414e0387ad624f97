import { lazy } from 'react';

/**
 * What the reading pane renders for an attachment that is a 3D model: the preview module (and through it
 * three.js) is fetched only when such a lead is opened, never in /admin's first load.
 */
export const LazyModelPreview = lazy(() => import('./model-preview').then((module) => ({ default: module.ModelPreview })));
