import { pipeline } from 'node:stream/promises';
import { create as contentDisposition } from 'content-disposition';
import { Router, type Request, type Response } from 'express';
import { OBJECT_ID_PATTERN } from '../../shared/admin-schema';
import { PREVIEWABLE_TYPES } from '../../shared/attachment-rules';
import { sendError } from '../api/json-errors';
import type { Database } from '../db/database';
import { ObjectId } from '../db/driver';
import { findAttachment, readAttachment } from './attachment-store';

const NOT_FOUND = 'Attachment not found';

/**
 * Whatever a file holds, it never runs as a page of this site: no sniffing, no scripts, no plugins,
 * no frames, no same-origin access even if a browser were to render it (sandbox).
 */
function lockDown(res: Response): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

async function send(db: Database, req: Request, res: Response, disposition: 'attachment' | 'inline'): Promise<void> {
  const raw = String(req.params.id);
  if (!OBJECT_ID_PATTERN.test(raw)) return sendError(res, 400, 'Invalid attachment id');
  const id = new ObjectId(raw);
  const file = await findAttachment(db.native, id);
  if (!file) return sendError(res, 404, NOT_FOUND);
  // Only raster images are ever shown inline (as <img>), never PDFs, models or archives.
  if (disposition === 'inline' && !PREVIEWABLE_TYPES.includes(file.metadata.content_type)) return sendError(res, 404, 'No preview for this type of file');
  lockDown(res);
  res.setHeader('Content-Type', file.metadata.content_type);
  res.setHeader('Content-Length', String(file.length));
  // RFC 6266: an ASCII fallback in filename="…" and the exact name in filename*=UTF-8''….
  res.setHeader('Content-Disposition', contentDisposition(file.filename, { type: disposition }));
  await pipeline(readAttachment(db.native, id), res).catch((error: unknown) => {
    // Headers are gone by now: a broken stream can only end the response early (the client sees a short file).
    req.log.warn({ error: String(error), attachment: raw }, 'attachment download interrupted');
    res.destroy();
  });
}

/**
 * GET /api/admin/attachments/:id (download, byte for byte) and /:id/preview (raster images only,
 * inline, for the reading pane). Mounted inside the admin router: a signed-in admin only.
 */
export function attachmentsRouter(db: Database) {
  const router = Router();
  router.get('/:id', (req, res) => send(db, req, res, 'attachment'));
  router.get('/:id/preview', (req, res) => send(db, req, res, 'inline'));
  return router;
}
