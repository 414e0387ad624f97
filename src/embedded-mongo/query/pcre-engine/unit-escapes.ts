import { MongoCommandError } from '../../errors';

/**
 * `\C` and `\X`, which match by units JavaScript's RegExp has no escape for.
 * - `\C` is one code unit: mongod's PCRE2 is the 8-bit library in UTF-8 mode (its build does not define
 *   NEVER_BACKSLASH_C), so one byte. On an ASCII character that is the character; on any other it would
 *   stop inside the character's UTF-8 bytes, which the store's UTF-16 positions cannot represent: refused.
 * - `\X` is one extended grapheme cluster by PCRE2's rules on its Unicode data (14.0 in PCRE2 10.40–10.42).
 *   Intl.Segmenter applies the same rules on Node's newer Unicode (15.1, which added GB9c, Indic conjuncts,
 *   and new characters), so it answers only where the two cannot differ: clusters of code points below
 *   U+0370 (controls, CR LF, letters and the combining diacritical marks, whose break properties have not
 *   changed), followed by such a code point or the end. Elsewhere `\X` is refused when it is tried.
 */

const refuse = (what: string) => new MongoCommandError('NotImplemented', `${what} in a regular expression is not supported by the embedded store`);

/** Where `\C` at `position` ends, or -1 at the end of the input. */
export function codeUnitEnd(input: string, position: number): number {
  if (position >= input.length) return -1;
  if (input.charCodeAt(position) > 0x7f) throw refuse('\\C on a character beyond ASCII (PCRE2 matches one of its UTF-8 bytes)');
  return position + 1;
}

const STABLE_LIMIT = 0x370;
/** How far ahead the segmenter looks: a cluster of stable code points longer than this is refused. */
const WINDOW = 64;

let segmenter: Intl.Segmenter | undefined;

/** Where `\X` at `position` ends, or -1 at the end of the input. */
export function graphemeEnd(input: string, position: number): number {
  if (position >= input.length) return -1;
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  const window = input.slice(position, position + WINDOW + 1);
  const first = segmenter.segment(window)[Symbol.iterator]().next().value!.segment;
  const decidedBy = window.codePointAt(first.length);
  const stable = [...first].every((char) => char.codePointAt(0)! < STABLE_LIMIT) && (decidedBy === undefined || decidedBy < STABLE_LIMIT);
  if (!stable || (first.length === window.length && position + window.length < input.length)) {
    throw refuse('\\X over characters from U+0370 on (Node’s Unicode 15.1 grapheme rules are not PCRE2’s Unicode 14 ones)'.replace(/’/g, "'"));
  }
  return position + first.length;
}
