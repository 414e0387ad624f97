import path from 'node:path';

/**
 * The site's three typefaces: where each comes from (the @fontsource-variable packages), the weight
 * range the styles use, and the trimmed file the site serves (src/client/fonts, made by subset.ts).
 */
export interface Family {
  /** The CSS family name the theme asks for. */
  name: string;
  source: string;
  /** Weights the styles use; the variable axis is cut down to this range. */
  weights: { min: number; max: number };
  output: string;
}

const ROOT = path.resolve(__dirname, '..', '..');
const fontsource = (pkg: string) => path.join(ROOT, 'node_modules', '@fontsource-variable', pkg, 'files', `${pkg}-latin-wght-normal.woff2`);
const output = (file: string) => path.join(ROOT, 'src', 'client', 'fonts', file);

export const FAMILIES: Family[] = [
  { name: 'Space Grotesk Variable', source: fontsource('space-grotesk'), weights: { min: 400, max: 700 }, output: output('space-grotesk.woff2') },
  { name: 'Inter Variable', source: fontsource('inter'), weights: { min: 400, max: 700 }, output: output('inter.woff2') },
  { name: 'JetBrains Mono Variable', source: fontsource('jetbrains-mono'), weights: { min: 400, max: 500 }, output: output('jetbrains-mono.woff2') },
];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/**
 * Printable ASCII, Latin-1 (accented names, © ° ×) and typographic punctuation: everything the
 * site's copy uses. Anything else (a visitor's name in another script, shown in the inbox) falls
 * back per character to the metric-matched local font.
 */
export const CHARACTERS = range(0x20, 0x7e) + range(0xa0, 0xff) + '‐‑‒–—‘’‚“”„†‡•…‰′″‹›€™←↑→↓−';

/** The same set as a CSS unicode-range, so browsers know which characters the file can draw. */
export const UNICODE_RANGE = 'U+0020-007E, U+00A0-00FF, U+2010-2014, U+2018-201A, U+201C-201E, U+2020-2022, U+2026, U+2030, U+2032-2033, U+2039-203A, U+20AC, U+2122, U+2190-2193, U+2212';
