import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';

/** Text assets worth compressing (fonts and images are compressed formats already). */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.css', '.svg'];

const brotli = promisify(brotliCompress);

/**
 * Writes a maximum-effort brotli (.br) and gzip (.gz) copy next to every text asset of a production
 * build, so the server sends hashed assets without compressing them per request (src/server/
 * precompressed-assets.ts), and browsers download about a sixth less script than with on-the-fly
 * brotli at the quality a server can afford per request. The gzip copies come from Zopfli, whose
 * exhaustive search makes standard gzip streams about 3 % smaller than zlib's level 9 (4 KB of the
 * first load of /) for about 7 s of build time. Files up to 256 KB (every first-load chunk) get 50
 * iterations, about 30 bytes fewer on / than 15; the large lazy libraries (three.js, pdf.js) keep 15,
 * where more would cost many seconds of build for a file fetched once.
 */
const SMALL_FILE_BYTES = 256 * 1024;

export async function precompressAssets(assetsDir: string): Promise<void> {
  const files = (await readdir(assetsDir)).filter((file) => PRECOMPRESSED_EXTENSIONS.includes(path.extname(file)));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(path.join(assetsDir, file));
      const [br, gz] = await Promise.all([
        brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
        zopfliGzip(source, { numiterations: source.length <= SMALL_FILE_BYTES ? 50 : 15 }),
      ]);
      await Promise.all([writeFile(path.join(assetsDir, `${file}.br`), br), writeFile(path.join(assetsDir, `${file}.gz`), gz)]);
    }),
  );
}
