import { PDFJS_FILES } from '../../../../shared/pdfjs-assets';

type Pdfjs = typeof import('pdfjs-dist');

/** The thumbnail's longest side in canvas pixels: about twice the tile, for sharp high-density screens. */
const THUMBNAIL_PX = 480;
/** Embedded images above this many pixels are left out of the thumbnail (a 40-megapixel scan is not needed to see a drawing). */
const MAX_IMAGE_PIXELS = 40_000_000;

let loading: Promise<Pdfjs> | undefined;

/** pdf.js from this site's assets (a runtime URL, so esbuild leaves it alone), once per page. */
function loadPdfjs(): Promise<Pdfjs> {
  const url = `/assets/${PDFJS_FILES.library}`;
  loading ??= (import(url) as Promise<Pdfjs>).then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = `/assets/${PDFJS_FILES.worker}`;
    return pdfjs;
  });
  return loading;
}

/**
 * Draws page 1 of a PDF onto `canvas` and tells how many pages it has. pdf.js is loaded only when a PDF
 * tile is shown. It parses the file in its worker (from this origin) and only ever draws pixels here: no
 * text, annotation or form layer (nothing of the file becomes HTML), no eval of the file's functions, no
 * scripting (pdf.js runs none without its sandbox, which is never loaded), no fetches (no font, CMap,
 * ICC or WASM URLs are given, and the bytes come in as data). Throws whatever pdf.js throws for a
 * damaged, encrypted or unreadable file.
 */
export async function renderFirstPage(data: Uint8Array, canvas: HTMLCanvasElement, signal: AbortSignal): Promise<{ pages: number }> {
  const { AnnotationMode, getDocument, VerbosityLevel } = await loadPdfjs();
  signal.throwIfAborted();
  const task = getDocument({
    data,
    isEvalSupported: false,
    enableXfa: false,
    useWasm: false,
    useWorkerFetch: false,
    useSystemFonts: false,
    disableFontFace: true,
    maxImageSize: MAX_IMAGE_PIXELS,
    verbosity: VerbosityLevel.ERRORS,
  });
  const abort = () => void task.destroy();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const document = await task.promise;
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: THUMBNAIL_PX / Math.max(natural.width, natural.height) });
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport, annotationMode: AnnotationMode.ENABLE, background: '#ffffff' }).promise;
    return { pages: document.numPages };
  } finally {
    signal.removeEventListener('abort', abort);
    if (!signal.aborted) void task.destroy();
  }
}
