/**
 * The items whose meaning depends on PCRE2's newline convention, for a pattern that sets a one-character
 * newline other than mongod's LF: `(*CR)` or `(*NUL)`. (The translations pcre.ts gives for LF, with the
 * newline character swapped.) `.` and `\N` stop at it, `$` and `\Z` match before a final one, `(?m)^` after
 * one that is not at the very end, `(?m)$` before any. With a one-character newline PCRE2's search steps
 * from start to start as it does for LF (only CRLF-style newlines change that).
 */
export type Newline = 'LF' | 'CR' | 'NUL';

const CHARACTER: Record<Newline, string> = { LF: '\\n', CR: '\\r', NUL: '\\x00' };

export type NewlineItem = '.' | '^' | '$' | 'N' | 'Z';

const cache = new Map<string, RegExp>();

/** The sticky RegExp for `item` under `newline` with the options `m` and `s`. */
export function newlineAtom(item: NewlineItem, newline: Newline, options: { m: boolean; s: boolean }): RegExp {
  const key = `${item}${newline}${options.m ? 'm' : ''}${options.s ? 's' : ''}`;
  let regex = cache.get(key);
  if (!regex) {
    const nl = CHARACTER[newline];
    const source = {
      '.': options.s ? '[\\s\\S]' : `[^${nl}]`,
      N: `[^${nl}]`,
      '^': options.m ? `(?:^|(?<=${nl})(?=[\\s\\S]))` : '^',
      $: options.m ? `(?=${nl}|$)` : `(?=${nl}?$)`,
      Z: `(?=${nl}?$)`,
    }[item];
    regex = new RegExp(source, 'uy');
    cache.set(key, regex);
  }
  return regex;
}

/** The code point that ends a `#` comment in extended mode. */
export const newlineCharacter = (newline: Newline): string => ({ LF: '\n', CR: '\r', NUL: '\0' })[newline];
