/**
 * Whether a character class writes a CR or LF itself, as PCRE2 10.42 decides it for PCRE2_HASCRORLF (which
 * matters only under a two-character newline setting). Checked against libpcre2: a CR or LF listed alone
 * or as a range's end counts, in a negated class too, except a negated class of that one character; a
 * class escape (`\s`, `\v`, POSIX classes) does not; a range that only spans them counts or not by its
 * size, by rules not settled here: undefined (refused).
 */
export function classNamesCrOrLf(text: string): boolean | undefined {
  const chars = Array.from(text.slice(1, -1));
  let pos = 0;
  const negated = chars[0] === '^';
  if (negated) pos++;
  const singles: number[] = [];
  const ranges: [number, number][] = [];
  let elements = 0;
  while (pos < chars.length) {
    const low = element(chars, pos);
    pos = low.end;
    elements++;
    if (low.code !== undefined && chars[pos] === '-' && pos + 1 < chars.length) {
      const high = element(chars, pos + 1);
      if (high.code !== undefined) {
        ranges.push([low.code, high.code]);
        pos = high.end;
        continue;
      }
    }
    if (low.code !== undefined) singles.push(low.code);
  }
  if (negated && elements === 1 && singles.length === 1) return false;
  const isCrOrLf = (code: number) => code === 10 || code === 13;
  if (singles.some(isCrOrLf) || ranges.some(([a, b]) => isCrOrLf(a) || isCrOrLf(b))) return true;
  if (ranges.some(([a, b]) => a <= 13 && b >= 10)) return undefined;
  return false;
}

const SIMPLE: Record<string, number> = { a: 7, b: 8, e: 27, f: 12, n: 10, r: 13, t: 9 };

/** One class element at `pos`: a character (with its code) or a set (`\s`, `[:alpha:]`: no code). */
function element(chars: string[], pos: number): { code?: number; end: number } {
  const char = chars[pos]!;
  if (char === '[' && chars[pos + 1] === ':') {
    const close = chars.indexOf(']', pos + 2);
    return { end: close < 0 ? chars.length : close + 1 };
  }
  if (char !== '\\') return { code: char.codePointAt(0)!, end: pos + 1 };
  const escaped = chars[pos + 1] ?? '';
  if (SIMPLE[escaped] !== undefined) return { code: SIMPLE[escaped], end: pos + 2 };
  if (escaped === 'x' || escaped === 'o') {
    if (chars[pos + 2] === '{') {
      const close = chars.indexOf('}', pos + 3);
      const digits = chars.slice(pos + 3, close).join('');
      return { code: parseInt(digits, escaped === 'x' ? 16 : 8), end: close + 1 };
    }
    let end = pos + 2;
    while (end < pos + 4 && /[0-9A-Fa-f]/.test(chars[end] ?? '')) end++;
    return { code: parseInt(chars.slice(pos + 2, end).join('') || '0', 16), end };
  }
  if (/[0-7]/.test(escaped)) {
    let end = pos + 1;
    while (end < pos + 4 && /[0-7]/.test(chars[end] ?? '')) end++;
    return { code: parseInt(chars.slice(pos + 1, end).join(''), 8), end };
  }
  if (escaped === 'c') return { code: (chars[pos + 2] ?? '@').toUpperCase().codePointAt(0)! ^ 0x40, end: pos + 3 };
  if (/[A-Za-z]/.test(escaped)) return { end: pos + 2 + (/[pP]/.test(escaped) ? (chars[pos + 2] === '{' ? chars.indexOf('}', pos + 2) - pos - 1 : 1) : 0) };
  return { code: escaped.codePointAt(0)!, end: pos + 2 };
}
