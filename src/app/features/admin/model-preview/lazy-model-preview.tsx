import { useLayoutEffect } from 'react';
import { adminModelsInList } from '../../../../content/admin-models';
import { isMeasured, modelFormatOf, type ModelInsight } from '../../../../shared/model-measurement';
import { previewChunk, viewerChunk } from './model-chunks';
import { downloadModelFileAhead, modelFileHref } from './model-file';
import { useChunk } from './use-chunk';

type ModelAttachment = { id: string; filename: string; model?: ModelInsight };

/**
 * The reading pane's 3D models: one preview per STL, OBJ or 3MF attachment; nothing for other files. The
 * preview's chunks (and with them three.js) load only when a lead with a model is opened, never in /admin's
 * first load.
 */
export function ModelPreviews({ attachments }: { attachments: readonly ModelAttachment[] }) {
  const models = attachments.filter((attachment) => modelFormatOf(attachment.filename));
  return models.length === 0 ? null : <LoadedModelPreviews models={models} />;
}

function LoadedModelPreviews({ models }: { models: ModelAttachment[] }) {
  // A measured model gets the 3D view: its chunk and the file start loading now, alongside the panel's chunk.
  // A layout effect runs before the passive effects of the same commit, so when the chunks were loaded
  // already and the views mount at once, the downloads started here are there for them to take.
  const viewable = models.filter(({ model }) => model && isMeasured(model)).map(({ id }) => id).join(' ');
  useLayoutEffect(() => {
    if (!viewable) return undefined;
    viewerChunk.load().catch(() => undefined); // the view reports a failed load itself
    const cancels = viewable.split(' ').map((id) => downloadModelFileAhead(modelFileHref(id)));
    return () => cancels.forEach((cancel) => cancel());
  }, [viewable]);
  const { value: ModelPreview, failed } = useChunk(previewChunk);
  if (!ModelPreview) return <p role="status">{failed ? adminModelsInList.previewFailed : adminModelsInList.loadingPreview}</p>;
  return (
    <>
      {models.map((attachment) => (
        <ModelPreview key={attachment.id} attachmentId={attachment.id} filename={attachment.filename} model={attachment.model} />
      ))}
    </>
  );
}
