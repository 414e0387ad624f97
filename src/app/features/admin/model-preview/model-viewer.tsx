import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { adminModels } from '../../../../content/admin-models';
import type { ModelMeasurement } from '../../../../shared/model-measurement';
import { prefersReducedMotion } from '../../../components/use-reduced-motion';
import { ActionButton } from '../shared/action-controls';
import { loadModelObject } from './load-model-object';
import { modelFileHref, takeModelFile } from './model-file';
import { createModelScene, createViewRenderer, type ModelScene } from './model-scene';
import { formatLength, inMetres } from './model-size';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  max-height: 70vh;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.color.concrete};
  background: ${(p) => p.theme.color.paper};
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
  canvas {
    display: block;
    width: 100%;
    height: 100%;
    touch-action: none;
  }
`;

const Label = styled.span`
  position: absolute;
  top: 0;
  left: 0;
  padding: 2px 6px;
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  white-space: nowrap;
  pointer-events: none;
`;

const Status = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  padding: 24px;
  text-align: center;
  color: ${(p) => p.theme.color.stone};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-top: 10px;
  font-size: 0.8125rem;
  color: ${(p) => p.theme.color.stone};
  p {
    flex: 1 1 260px;
    margin: 0;
  }
`;

type ViewerState = 'loading' | 'ready' | 'no-webgl' | 'failed';

/** Keys on the focused view: arrows orbit, Shift + arrows pan, + and − zoom, 0 or Home resets. */
function handleKey(event: KeyboardEvent, scene: ModelScene): boolean {
  const step = event.shiftKey ? 0.05 : Math.PI / 24;
  const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  const arrow = arrows[event.key];
  if (arrow) {
    if (event.shiftKey) scene.pan(-arrow[0] * step, -arrow[1] * step);
    else scene.orbit(arrow[0] * step, arrow[1] * step);
    return true;
  }
  if (event.key === '+' || event.key === '=') scene.zoom(1.2);
  else if (event.key === '-' || event.key === '_') scene.zoom(1 / 1.2);
  else if (event.key === '0' || event.key === 'Home') scene.reset();
  else return false;
  return true;
}

/**
 * The three.js view of one attachment (this module and three.js are their own lazily loaded chunk). It
 * reads the file with the staff member's session cookie, draws it with its bounding box and labels the
 * box's sides with the server's measurements, so what staff read is what the inbox stored.
 */
export function ModelViewer({ attachmentId, filename, model }: { attachmentId: string; filename: string; model: ModelMeasurement }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const labelRefs = [useRef<HTMLSpanElement>(null), useRef<HTMLSpanElement>(null), useRef<HTMLSpanElement>(null)];
  const sceneRef = useRef<ModelScene | null>(null);
  const [state, setState] = useState<ViewerState>('loading');
  const [firstFrameMs, setFirstFrameMs] = useState<number | null>(null);
  const href = modelFileHref(attachmentId);

  useEffect(() => {
    const started = performance.now();
    // Usually already on its way (lazy-model-preview.tsx started it with three.js's chunk).
    const download = takeModelFile(href);
    const renderer = canvasRef.current ? createViewRenderer(canvasRef.current, model.triangles) : null;
    if (!renderer) {
      download.abort();
      setState('no-webgl');
      return undefined;
    }
    let closed = false;
    let scene: ModelScene | null = null;
    (async () => {
      const object = loadModelObject(await download.bytes, filename);
      const labels = labelRefs.map((ref) => ref.current) as [HTMLSpanElement, HTMLSpanElement, HTMLSpanElement];
      if (closed || labels.some((label) => !label)) return;
      let first = true;
      scene = createModelScene({
        renderer,
        object,
        labels,
        watertight: model.watertight,
        reducedMotion: prefersReducedMotion(),
        onFrame: () => {
          if (!first) return;
          first = false;
          setFirstFrameMs(Math.round(performance.now() - started));
        },
      });
      sceneRef.current = scene;
      setState('ready');
    })().catch(() => {
      if (!closed) setState('failed');
    });
    return () => {
      closed = true;
      download.abort();
      if (scene) scene.dispose();
      else renderer.dispose();
      sceneRef.current = null;
    };
    // The refs are stable; the view is rebuilt only for another file.
  }, [href, filename, model.triangles, model.watertight]);

  const metres = inMetres(model.bbox_mm);
  const { viewer } = adminModels;
  const fallback = state === 'no-webgl' ? viewer.noWebgl : state === 'failed' ? viewer.loadFailed : null;
  return (
    <div>
      <Frame
        role="group"
        aria-label={viewer.label(filename)}
        aria-describedby={`model-help-${attachmentId}`}
        tabIndex={state === 'ready' ? 0 : -1}
        data-state={state}
        data-first-frame-ms={firstFrameMs ?? undefined}
        onKeyDown={(event) => {
          if (sceneRef.current && handleKey(event, sceneRef.current)) event.preventDefault();
        }}
      >
        <canvas ref={canvasRef} hidden={state !== 'ready'} />
        {model.bbox_mm.map((mm, axis) => (
          <Label key={axis} ref={labelRefs[axis]} hidden={state !== 'ready'} data-axis={viewer.axis[axis]}>
            {`${viewer.axis[axis]} ${formatLength(mm, metres)}`}
          </Label>
        ))}
        {state === 'loading' ? <Status>{viewer.loading}</Status> : null}
        {fallback ? (
          <Status role="status">
            <span>
              {fallback} <a href={href}>{viewer.download}</a>
            </span>
          </Status>
        ) : null}
      </Frame>
      <Toolbar>
        <ActionButton type="button" onClick={() => sceneRef.current?.reset()} disabled={state !== 'ready'}>
          {viewer.reset}
        </ActionButton>
        <p id={`model-help-${attachmentId}`}>{viewer.help}</p>
      </Toolbar>
    </div>
  );
}
