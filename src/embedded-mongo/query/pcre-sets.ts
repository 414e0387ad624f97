/** The character sets of mongod's PCRE2 (UTF mode, no UCP) written as JavaScript `u`-mode pattern text (pcre.ts). */

import { ucpContents } from './pcre-unicode14/properties';

export const hex = (cp: number) => `\\u{${cp.toString(16)}}`;
/** A code point written so that it means itself anywhere in a `u` pattern, in or out of a class. */
export const literal = (cp: number) => (/[0-9A-Za-z_]/.test(String.fromCodePoint(cp)) ? String.fromCodePoint(cp) : hex(cp));

/** PCRE2's ASCII sets without UCP, as JavaScript class contents. */
export const SPACE = '\\t\\n\\v\\f\\r ';
export const HSPACE = '\\t \\xa0\\u1680\\u180e\\u2000-\\u200a\\u202f\\u205f\\u3000';
export const VSPACE = '\\n\\v\\f\\r\\x85\\u2028\\u2029';
export const POSIX: Record<string, string> = {
  alpha: 'A-Za-z',
  digit: '0-9',
  alnum: '0-9A-Za-z',
  upper: 'A-Z',
  lower: 'a-z',
  space: SPACE,
  blank: '\\t ',
  cntrl: '\\x00-\\x1f\\x7f',
  graph: '\\x21-\\x7e',
  print: '\\x20-\\x7e',
  punct: '\\x21-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7e',
  xdigit: '0-9A-Fa-f',
  word: '0-9A-Z_a-z',
  ascii: '\\x00-\\x7f',
};

/** A class's parts: contents of a JavaScript class, plus sets given by their complement (`\S`, `[:^alpha:]`). */
export interface ClassParts {
  positive: string;
  complements: string[];
}

/**
 * A class with complemented members (`[a\S]`) is not one JavaScript class: it is the class of its plain
 * members or any of the complements (`(?:[a]|[^\t\n…])`); negated, it is none of them, one character.
 */
export function classText({ positive, complements }: ClassParts, negated: boolean): string {
  if (complements.length === 0) return positive === '' ? (negated ? '[\\s\\S]' : '[^\\s\\S]') : `[${negated ? '^' : ''}${positive}]`;
  if (!negated) return `(?:${[...(positive ? [`[${positive}]`] : []), ...complements.map((set) => `[^${set}]`)].join('|')})`;
  // Not (positive or not-A or not-B): outside positive, inside A and inside B.
  const [last, ...others] = complements;
  return `${positive ? `(?![${positive}])` : ''}${others.map((set) => `(?=[${set}])`).join('')}[${last}]`;
}


/** The sets `\d \w \s` and the POSIX classes stand for (contents of a JavaScript class). */
export interface ClassSets {
  digit: string;
  word: string;
  space: string;
  /** A POSIX class's contents (`caseless` in force), undefined for a name PCRE2 does not know. */
  posix(name: string, caseless: boolean): string | undefined;
}

const ASCII_SETS: ClassSets = {
  digit: POSIX.digit!,
  word: POSIX.word!,
  space: SPACE,
  // PCRE2 without UCP: caseless [:upper:] and [:lower:] are [:alpha:].
  posix: (name, caseless) => POSIX[caseless && (name === 'upper' || name === 'lower') ? 'alpha' : name],
};

/** Under `(*UCP)` PCRE2 matches these by Unicode properties (its Unicode 14 ones); caseless changes none. */
let ucpSets: ClassSets | undefined;

export function classSets(ucp: boolean): ClassSets {
  if (!ucp) return ASCII_SETS;
  ucpSets ??= {
    digit: ucpContents('d'),
    word: ucpContents('w'),
    space: ucpContents('s'),
    posix: (name) => (Object.hasOwn(POSIX, name) ? ucpContents(name) : undefined),
  };
  return ucpSets;
}

/** `\b` (or `\B`, `at` false) for the word characters `word`. */
export function wordBoundary(word: string, at: boolean): string {
  return at ? `(?:(?<=[${word}])(?![${word}])|(?<![${word}])(?=[${word}]))` : `(?:(?<=[${word}])(?=[${word}])|(?<![${word}])(?![${word}]))`;
}
