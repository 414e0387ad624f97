import { Router } from 'express';
import express from 'express';
import path from 'node:path';
import { precompressedAssets } from './precompressed-assets';

/**
 * Hashed build assets are immutable for a year, sent from their build-time brotli/gzip copies when
 * the browser accepts one; generated media and public files revalidate with
 * ETag/Last-Modified and support byte ranges (video seeking needs them). express.static never
 * serves outside its folder and refuses dotfiles.
 */
export function staticFiles(dirs: { assetsDir: string; publicDir: string }) {
  const router = Router();
  router.use('/assets', precompressedAssets(dirs.assetsDir));
  router.use('/assets', express.static(dirs.assetsDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  const publicFiles = express.static(dirs.publicDir, {
    index: false,
    maxAge: '1d',
    setHeaders(res, filePath) {
      if (/[\\/]media[\\/]/.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=604800');
    },
  });
  // Page URLs have no file extension: for them, skip the folder lookup (a failed stat and a 404 error
  // object built and thrown away on every page request).
  router.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  return router;
}
