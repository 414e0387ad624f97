/** Where a model's bytes are read: the attachment route, with the staff member's session cookie. */
export const modelFileHref = (attachmentId: string): string => `/api/admin/attachments/${encodeURIComponent(attachmentId)}`;

/** A model file on its way to the 3D view; `abort` cancels the download. */
export interface ModelDownload {
  bytes: Promise<ArrayBuffer>;
  abort: () => void;
}

function download(href: string): ModelDownload {
  const controller = new AbortController();
  const bytes = fetch(href, { credentials: 'same-origin', signal: controller.signal }).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  // Whoever takes the download handles its failure; one cancelled before anyone took it must not be logged.
  bytes.catch(() => undefined);
  return { bytes, abort: () => controller.abort() };
}

/** Downloads started ahead of the view, until the view takes them (one entry per file, dropped when taken). */
const ahead = new Map<string, ModelDownload>();

/**
 * Starts downloading a model file while three.js is still loading, so the two overlap instead of one
 * waiting for the other. Returns the cancel for when the lead closes before the view took the download.
 */
export function downloadModelFileAhead(href: string): () => void {
  const started = ahead.get(href) ?? download(href);
  ahead.set(href, started);
  return () => {
    if (ahead.get(href) !== started) return;
    ahead.delete(href);
    started.abort();
  };
}

/** The 3D view's download of a file: the one started ahead if any (the view now owns it), else a new one. */
export function takeModelFile(href: string): ModelDownload {
  const started = ahead.get(href);
  ahead.delete(href);
  return started ?? download(href);
}
