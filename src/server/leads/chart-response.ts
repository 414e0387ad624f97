import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { CHART_STYLE } from './weekly-chart-svg';

/** `?v=` is the figures' fingerprint the dashboard puts in the URL (shared/weekly-chart.ts); nothing else is taken. */
export const ChartQuerySchema = z.strictObject({ v: z.string().regex(/^[0-9a-z]{1,13}$/, 'v must be the chart fingerprint').optional() });

const STYLE_HASH = createHash('sha256').update(CHART_STYLE).digest('base64');

/**
 * The SVG is an image, never a page: no script, nothing loaded, only its own style (by hash), and
 * sandboxed should someone open it on its own. The site's CSP (nonce scripts) is replaced, not added to.
 */
export const CHART_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; frame-ancestors 'none'; sandbox`;

/**
 * Sends the chart as a privately cacheable image: the browser keeps it but asks each time (`no-cache`),
 * and the same figures answer 304 with no body. Staff data, so never `public`; after sign-out the
 * revalidation itself is refused (401).
 */
export function sendChartSvg(req: Request, res: Response, svg: string): void {
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('ETag', `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`);
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', CHART_CSP);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.send(svg);
}
