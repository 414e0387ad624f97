import { PcreSyntaxError } from '../pcre';
import { hex } from '../pcre-sets';
import { PROPERTIES, SETS, UCP_CLASSES } from './tables';

/**
 * PCRE2 10.40's Unicode 14 sets (probed from libpcre2 by scripts/pcre-unicode14/generate.ts) as JavaScript
 * class contents, so that `\p{…}` and `(*UCP)` classes match what mongod's PCRE2 matches rather than what
 * V8's Unicode 15.1 tables say (characters added in 15.0/15.1 are unassigned, Script Unknown, to PCRE2).
 */

const contents = new Map<number, string>();

/** The JavaScript class contents (`\u{41}-\u{5a}…`, no brackets) of SETS[index]. */
function setContents(index: number): string {
  const known = contents.get(index);
  if (known !== undefined) return known;
  const flat = setRanges(index);
  let text = '';
  for (let i = 0; i < flat.length; i += 2) text += flat[i] === flat[i + 1] ? hex(flat[i]!) : `${hex(flat[i]!)}-${hex(flat[i + 1]!)}`;
  contents.set(index, text);
  return text;
}

/** PCRE2 reads at most this many name bytes (spaces, hyphens and underscores not counted) inside `\p{…}`. */
const NAME_LIMIT = 48;

const PREFIXES: Record<string, string> = { sc: 'sc:', script: 'sc:', scx: 'scx:', scriptextensions: 'scx:', bc: 'bidi', bidiclass: 'bidi' };

/**
 * The class contents for the name inside `\p{…}` (after any `^`), as PCRE2's get_ucp reads it: case,
 * white space, hyphens and underscores do not count; `sc:`/`script=` (Script), `scx:` (Script_Extensions)
 * and `bc:`/`bidi_class:` (looked up as `bidi…`) may qualify it; an unqualified script name means its
 * Script_Extensions.
 */
export function propertyContents(braced: string): string {
  const name = braced.replace(/[ \t\n\v\f\r_-]/g, '').replace(/[A-Z]/g, (c) => c.toLowerCase());
  if (Buffer.byteLength(name) > NAME_LIMIT) throw new PcreSyntaxError('malformed \\P or \\p sequence');
  const separator = name.search(/[:=]/);
  let key = name;
  if (separator >= 0) {
    const prefix = PREFIXES[name.slice(0, separator)];
    if (prefix === undefined) throw unknown();
    key = prefix + name.slice(separator + 1);
  }
  const index = Object.hasOwn(PROPERTIES, key) ? PROPERTIES[key] : undefined;
  if (index === undefined) throw unknown();
  return setContents(index);
}

/** `\pL`: one letter, any case; anything else after `\p` is malformed. */
export function letterPropertyContents(letter: string): string {
  if (!/^[A-Za-z]$/.test(letter)) throw new PcreSyntaxError('malformed \\P or \\p sequence');
  return propertyContents(letter);
}

/** Under `(*UCP)`: the contents of `\d`, `\w`, `\s` (`d`, `w`, `s`) or a POSIX class (`alpha`…). */
export function ucpContents(name: string): string {
  return setContents(UCP_CLASSES[name]!);
}

const ranges = new Map<number, Uint32Array>();

/** SETS[index] as flat [from, to, from, to...] code point ranges, in order. */
export function setRanges(index: number): Uint32Array {
  const known = ranges.get(index);
  if (known) return known;
  const numbers = SETS[index]!.split(',').filter(Boolean).map((n) => parseInt(n, 36));
  const flat = new Uint32Array(numbers.length);
  let previous = -1;
  for (let i = 0; i < numbers.length; i += 2) {
    flat[i] = previous + 1 + numbers[i]!;
    previous = flat[i + 1] = flat[i]! + numbers[i + 1]!;
  }
  ranges.set(index, flat);
  return flat;
}

/** Whether `cp` lies in one of the flat ranges (setRanges' form), searched by halves. */
export function inRanges(flat: Uint32Array, cp: number): boolean {
  let [low, high] = [0, flat.length / 2 - 1];
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (cp < flat[2 * middle]!) high = middle - 1;
    else if (cp > flat[2 * middle + 1]!) low = middle + 1;
    else return true;
  }
  return false;
}

/** Whether PCRE2 10.40 has `cp` as unassigned (Cn): characters added to Unicode after 14.0 are. */
export function unassignedInUnicode14(cp: number): boolean {
  return inRanges(setRanges(PROPERTIES.cn!), cp);
}

const unknown = () => new PcreSyntaxError('unknown property after \\P or \\p');
