import { lazy, Suspense } from 'react';
import { adminModelsInList } from '../../../../content/admin-models';
import { modelFormatOf, type ModelInsight } from '../../../../shared/model-measurement';

// The preview module (and through it, once a model is measured, three.js) is fetched only when a lead
// with a model attachment is opened, never in /admin's first load.
const ModelPreview = lazy(() => import('./model-preview').then((module) => ({ default: module.ModelPreview })));

/** The reading pane's 3D models: one preview per STL, OBJ or 3MF attachment; nothing for other files. */
export function ModelPreviews({ attachments }: { attachments: readonly { id: string; filename: string; model?: ModelInsight }[] }) {
  const models = attachments.filter((attachment) => modelFormatOf(attachment.filename));
  if (models.length === 0) return null;
  return (
    <Suspense fallback={<p role="status">{adminModelsInList.loadingPreview}</p>}>
      {models.map((attachment) => (
        <ModelPreview key={attachment.id} attachmentId={attachment.id} filename={attachment.filename} model={attachment.model} />
      ))}
    </Suspense>
  );
}
