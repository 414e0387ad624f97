import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFJS_FILES } from '../../src/shared/pdfjs-assets';

/** Copies pdf.js's prebuilt library and worker into the client assets under their versioned names. */
export async function copyPdfjsAssets(assetsDir: string): Promise<void> {
  const buildDir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'build');
  await Promise.all([
    copyFile(path.join(buildDir, 'pdf.min.mjs'), path.join(assetsDir, PDFJS_FILES.library)),
    copyFile(path.join(buildDir, 'pdf.worker.min.mjs'), path.join(assetsDir, PDFJS_FILES.worker)),
  ]);
}
