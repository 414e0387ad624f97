import { unassignedInUnicode14 } from './pcre-unicode14/properties';

/**
 * PCRE2's caseless matching in UTF mode (mongod's), without JavaScript's `i` flag: a character matches
 * every character with the same Unicode simple case folding (`k`, `K` and the Kelvin sign; `s`, `S` and
 * `ſ`). The store spells those sets out in the translated pattern, because JavaScript's `i` flag cannot be
 * scoped to a group on Node 20 and changes what `\w` and `\b` match. Node's case data is of a later
 * Unicode than PCRE2 10.40's (14): characters assigned since have no case partners there, so they are left out
 * (which makes every set equal to PCRE2 10.42's, as compared code point by code point below U+20000).
 */

/** Cased characters live below U+20000 (the last are Adlam's, U+1E900–U+1E943). */
const LAST_CASED = 0x1ffff;

let classes: Map<number, number[]> | undefined;

/**
 * Groups of characters that fold together. Candidates are linked through toLowerCase/toUpperCase, and each
 * group is then split by JavaScript's own `u`+`i` equality, which is simple case folding (as PCRE2's).
 */
function caseClasses(): Map<number, number[]> {
  if (classes) return classes;
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let root = x;
    while ((parent.get(root) ?? root) !== root) root = parent.get(root)!;
    return root;
  };
  const link = (a: number, b: number) => {
    const [x, y] = [find(a), find(b)];
    parent.set(a, parent.get(a) ?? a);
    parent.set(b, parent.get(b) ?? b);
    if (x !== y) parent.set(Math.max(x, y), Math.min(x, y));
  };
  for (let cp = 0; cp <= LAST_CASED; cp++) {
    if ((cp >= 0xd800 && cp <= 0xdfff) || unassignedInUnicode14(cp)) continue;
    const char = String.fromCodePoint(cp);
    for (const other of [char.toLowerCase(), char.toUpperCase()]) {
      const codePoints = [...other];
      if (codePoints.length === 1 && other !== char && !unassignedInUnicode14(other.codePointAt(0)!)) link(cp, other.codePointAt(0)!);
    }
  }
  const groups = new Map<number, number[]>();
  for (const cp of parent.keys()) {
    const root = find(cp);
    groups.set(root, [...(groups.get(root) ?? []), cp]);
  }
  classes = new Map();
  for (const members of groups.values()) {
    for (const cp of members) {
      const same = new RegExp(`^\\u{${cp.toString(16)}}$`, 'ui');
      const folded = members.filter((other) => same.test(String.fromCodePoint(other))).sort((a, b) => a - b);
      if (folded.length > 1) classes.set(cp, folded);
    }
  }
  return classes;
}

/** The characters `cp` matches caselessly (itself first). */
export function caselessVariants(cp: number): number[] {
  const members = caseClasses().get(cp);
  return members ? [cp, ...members.filter((other) => other !== cp)] : [cp];
}

/** The characters outside [from, to] that a caseless range [from, to] also matches. */
export function caselessRangeExtras(from: number, to: number): number[] {
  const extras = new Set<number>();
  for (const [cp, members] of caseClasses()) {
    if (cp < from || cp > to) continue;
    for (const other of members) if (other < from || other > to) extras.add(other);
  }
  return [...extras].sort((a, b) => a - b);
}
