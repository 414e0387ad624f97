import { MongoCommandError } from '../../errors';
import { graphemeClusterEnd } from '../pcre-unicode14/grapheme';

/**
 * `\C` and `\X`, which match by units JavaScript's RegExp has no escape for.
 * - `\C` is one code unit: mongod's PCRE2 is the 8-bit library in UTF-8 mode (its build does not define
 *   NEVER_BACKSLASH_C), so one byte. On an ASCII character that is the character; on any other it would
 *   stop inside the character's UTF-8 bytes, which the store's UTF-16 positions cannot represent: refused.
 * - `\X` is one extended grapheme cluster by PCRE2 10.40's own rules and Unicode 14 data
 *   (pcre-unicode14/grapheme.ts), which are neither Unicode's current rules nor Intl.Segmenter's.
 */

const refuse = (what: string) => new MongoCommandError('NotImplemented', `${what} in a regular expression is not supported by the embedded store`);

/** Where `\C` at `position` ends, or -1 at the end of the input. */
export function codeUnitEnd(input: string, position: number): number {
  if (position >= input.length) return -1;
  if (input.charCodeAt(position) > 0x7f) throw refuse('\\C on a character beyond ASCII (PCRE2 matches one of its UTF-8 bytes)');
  return position + 1;
}

/** Where `\X` at `position` ends, or -1 at the end of the input. */
export function graphemeEnd(input: string, position: number): number {
  return position >= input.length ? -1 : graphemeClusterEnd(input, position);
}
