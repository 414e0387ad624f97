import { MongoCommandError } from '../../errors';
import { graphemeClusterEnd } from '../pcre-unicode14/grapheme';

/**
 * `\C` and `\X`, which match by units JavaScript's RegExp has no escape for.
 * - `\C` is one code unit: mongod's PCRE2 is the 8-bit library in UTF-8 mode (its build does not define
 *   NEVER_BACKSLASH_C), so one byte. On a character beyond ASCII it stops inside the character's UTF-8
 *   bytes: the matcher then stands at a position between two UTF-16 indices, `index + bytes / 4` (see
 *   `insideCharacter`). Only `\C` and the groups and repeats around it go on from such a position; any other
 *   item there (PCRE2 reads the remaining bytes as characters of their own) is refused when it is tried.
 * - `\X` is one extended grapheme cluster by PCRE2 10.40's own rules and Unicode 14 data
 *   (pcre-unicode14/grapheme.ts), which are neither Unicode's current rules nor Intl.Segmenter's.
 */

const refuse = (what: string) => new MongoCommandError('NotImplemented', `${what} in a regular expression is not supported by the embedded store`);

/** Whether `position` lies inside a character, after some of its UTF-8 bytes. */
export const insideCharacter = (position: number) => position % 1 !== 0;

/** Refuses an item tried inside a character (`what`: how it would read the rest of the character). */
export function refuseInsideCharacter(what = 'a pattern item'): MongoCommandError {
  return refuse(`${what} after a \\C that stopped inside a character (PCRE2 reads its remaining UTF-8 bytes one by one)`);
}

const utf8Length = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/** Where `\C` at `position` ends (one UTF-8 byte on), or -1 at the end of the input. */
export function codeUnitEnd(input: string, position: number): number {
  const index = Math.floor(position);
  if (index >= input.length) return -1;
  const cp = input.codePointAt(index)!;
  const bytes = Math.round((position - index) * 4) + 1;
  return bytes < utf8Length(cp) ? index + bytes / 4 : index + (cp > 0xffff ? 2 : 1);
}

/** Where `\X` at `position` ends, or -1 at the end of the input. */
export function graphemeEnd(input: string, position: number): number {
  return position >= input.length ? -1 : graphemeClusterEnd(input, position);
}
