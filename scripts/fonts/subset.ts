/**
 * Trims the three variable fonts to the characters and weight ranges the site uses (a third to a
 * half smaller: less to download before the first paint on a phone) and writes them to
 * src/client/fonts, where src/client/fonts.css picks them up. Deterministic; run after changing
 * the families or the character set:   npm run fonts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { CHARACTERS, FAMILIES } from './families';

async function main() {
  for (const family of FAMILIES) {
    const source = readFileSync(family.source);
    const trimmed = await subsetFont(source, CHARACTERS, { targetFormat: 'woff2', variationAxes: { wght: family.weights } });
    writeFileSync(family.output, trimmed);
    console.log(`${path.basename(family.output)}: ${(source.length / 1024).toFixed(1)} KB → ${(trimmed.length / 1024).toFixed(1)} KB (weights ${family.weights.min}–${family.weights.max})`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
