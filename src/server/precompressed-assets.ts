import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the build's brotli or gzip copy of a hashed asset (written by scripts/build/precompress.ts)
 * to browsers that accept it: compressed once at build time at maximum effort instead of on every
 * request. Anything without a copy (development builds, fonts) falls through to express.static.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const copies = new Set(existsSync(assetsDir) ? readdirSync(assetsDir).filter((file) => /\.(br|gz)$/.test(file)) : []);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = req.path.slice(1);
    const available = ENCODINGS.filter((encoding) => copies.has(file + encoding.suffix));
    if (available.length === 0) return next();
    res.vary('Accept-Encoding');
    // Ours, not the browser's, order decides: browsers list gzip first but take brotli gladly.
    const encoding = available.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name);
    if (!encoding) return next();
    res.type(path.extname(file));
    res.sendFile(file + encoding.suffix, {
      root: assetsDir,
      immutable: true,
      maxAge: '1y',
      // Ranges would address the compressed bytes; nothing asks for part of a script.
      acceptRanges: false,
      headers: { 'Content-Encoding': encoding.name },
    });
  };
}
