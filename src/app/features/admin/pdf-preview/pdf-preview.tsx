import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { adminAttachments } from '../../../../content/admin';
import { renderFirstPage } from './render-first-page';

const text = adminAttachments.pdf;

/** Bigger files get no preview: parsing them would cost the inbox seconds and memory for a thumbnail. */
const PDF_PREVIEW_MAX_MB = 10;
const PDF_PREVIEW_MAX_BYTES = PDF_PREVIEW_MAX_MB * 1024 * 1024;

type State = { name: 'loading' } | { name: 'ready'; pages: number } | { name: 'too-large' } | { name: 'unreadable' };

/** Fills the tile's preview box (absolutely, so the canvas's max-height has a definite height to fit). */
const Frame = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 10px;
  canvas {
    display: block;
    max-width: 100%;
    max-height: 100%;
    background: ${(p) => p.theme.color.white};
    box-shadow: 0 1px 3px rgba(17, 17, 16, 0.25);
  }
  canvas[hidden] {
    display: none;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  line-height: 1.4;
  text-align: center;
  color: ${(p) => p.theme.color.stone};
`;

const PageCount = styled.span`
  position: absolute;
  right: 6px;
  bottom: 6px;
  padding: 2px 6px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.6875rem;
  color: ${(p) => p.theme.color.paper};
  background: ${(p) => p.theme.color.ink};
`;

/**
 * A PDF attachment's tile preview: its first page drawn by pdf.js onto a canvas, named for screen
 * readers with the file and its page count. The bytes come from the same download URL as the tile's
 * Download link, with the session; pdf.js itself is fetched only when a PDF is shown
 * (render-first-page.ts). Big, damaged or password-protected files say why there is no preview; Download stays.
 */
export function PdfPreview({ url, filename, size }: { url: string; filename: string; size: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<State>(size > PDF_PREVIEW_MAX_BYTES ? { name: 'too-large' } : { name: 'loading' });

  useEffect(() => {
    if (size > PDF_PREVIEW_MAX_BYTES) return undefined;
    const controller = new AbortController();
    void (async () => {
      try {
        const response = await fetch(url, { credentials: 'same-origin', signal: controller.signal });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const data = new Uint8Array(await response.arrayBuffer());
        const { pages } = await renderFirstPage(data, canvas.current!, controller.signal);
        if (!controller.signal.aborted) setState({ name: 'ready', pages });
      } catch {
        if (!controller.signal.aborted) setState({ name: 'unreadable' });
      }
    })();
    return () => controller.abort();
  }, [url, size]);

  const ready = state.name === 'ready';
  return (
    <Frame data-pdf-preview={state.name}>
      <canvas ref={canvas} hidden={!ready} role="img" aria-label={ready ? text.label(filename, state.pages) : undefined} />
      {state.name === 'loading' && <Note role="status">{text.loading}</Note>}
      {state.name === 'too-large' && <Note>{text.tooLarge(PDF_PREVIEW_MAX_MB)}</Note>}
      {state.name === 'unreadable' && <Note>{text.unreadable}</Note>}
      {ready && <PageCount aria-hidden="true">{text.pages(state.pages)}</PageCount>}
    </Frame>
  );
}
