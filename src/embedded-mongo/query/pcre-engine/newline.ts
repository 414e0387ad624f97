/**
 * The items whose meaning depends on PCRE2's newline convention, for a pattern that sets one other than
 * mongod's LF: `(*CR)`, `(*NUL)`, `(*CRLF)`, `(*ANYCRLF)` (CR, LF or CRLF) or `(*ANY)` (any Unicode line
 * break). As pcre2_match has them: `.` and `\N` fail where a newline starts, `$` and `\Z` match at the end or
 * before a newline that ends the subject, `(?m)$` before any newline, `(?m)^` after one (not at the very
 * end). (The translations pcre.ts gives for LF, generalized.)
 */
export type Newline = 'LF' | 'CR' | 'NUL' | 'CRLF' | 'ANYCRLF' | 'ANY';

const ANY_BREAK = '\\n\\v\\f\\r\\x85\\u2028\\u2029';

/** A newline starting here (longest first), what a character that is not the start of one is, and what ends one. */
const SHAPES: Record<Newline, { newline: string; notNewline: string; endsNewline: string }> = {
  LF: { newline: '\\n', notNewline: '[^\\n]', endsNewline: '\\n' },
  CR: { newline: '\\r', notNewline: '[^\\r]', endsNewline: '\\r' },
  NUL: { newline: '\\x00', notNewline: '[^\\x00]', endsNewline: '\\x00' },
  CRLF: { newline: '\\r\\n', notNewline: '(?!\\r\\n)[\\s\\S]', endsNewline: '\\r\\n' },
  ANYCRLF: { newline: '\\r\\n|[\\r\\n]', notNewline: '[^\\r\\n]', endsNewline: '[\\r\\n]' },
  ANY: { newline: `\\r\\n|[${ANY_BREAK}]`, notNewline: `[^${ANY_BREAK}]`, endsNewline: `[${ANY_BREAK}]` },
};

export type NewlineItem = '.' | '^' | '$' | 'N' | 'Z';

const cache = new Map<string, RegExp>();

/** The sticky RegExp for `item` under `newline` with the options `m` and `s`. */
export function newlineAtom(item: NewlineItem, newline: Newline, options: { m: boolean; s: boolean }): RegExp {
  const key = `${item}${newline}${options.m ? 'm' : ''}${options.s ? 's' : ''}`;
  let regex = cache.get(key);
  if (!regex) {
    const shape = SHAPES[newline];
    const source = {
      '.': options.s ? '[\\s\\S]' : shape.notNewline,
      N: shape.notNewline,
      '^': options.m ? `(?:^|(?<=${shape.endsNewline})(?=[\\s\\S]))` : '^',
      $: options.m ? `(?=${shape.newline}|$)` : `(?=(?:${shape.newline})?$)`,
      Z: `(?=(?:${shape.newline})?$)`,
    }[item];
    regex = new RegExp(source, 'uy');
    cache.set(key, regex);
  }
  return regex;
}

const PATTERN_NEWLINE: Record<Newline, RegExp> = {
  LF: /\n/y,
  CR: /\r/y,
  NUL: /\0/y,
  CRLF: /\r\n/y,
  ANYCRLF: /\r\n|[\r\n]/y,
  ANY: /\r\n|[\n\v\f\r\x85\u2028\u2029]/y,
};

/** The length of the newline starting at `position` of the pattern's code points (0 if none): it ends a `#` comment. */
export function newlineLength(chars: string[], position: number, newline: Newline): number {
  const regex = PATTERN_NEWLINE[newline];
  regex.lastIndex = 0;
  const found = regex.exec(chars.slice(position, position + 2).join(''));
  return found ? found[0].length : 0;
}

/** Newlines of two characters: PCRE2's search then never starts between a CR and an LF (unless the pattern names one). */
export const isMultiCharacter = (newline: Newline): boolean => newline === 'CRLF' || newline === 'ANYCRLF' || newline === 'ANY';
