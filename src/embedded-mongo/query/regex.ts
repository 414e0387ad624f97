import { BSONRegExp } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonType } from './bson-values';

export const isRegex = (value: unknown): value is RegExp | BSONRegExp => value instanceof RegExp || bsonType(value) === 'BSONRegExp';

/** PCRE's extended mode (`x`), which JavaScript lacks: unescaped whitespace and `#` comments are dropped. */
function stripExtended(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\') {
      out += char + (pattern[++i] ?? '');
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (!inClass && /\s/.test(char)) continue;
    else if (!inClass && char === '#') {
      while (i < pattern.length && pattern[i] !== '\n') i++;
      continue;
    }
    out += char;
  }
  return out;
}

const cache = new Map<string, RegExp>();

/** A JS RegExp for a BSON regex (pattern + PCRE options i, m, s, x; u is JavaScript's default for BSON text). */
export function toJsRegExp(pattern: string, options: string): RegExp {
  const key = `${options}/${pattern}`;
  let regex = cache.get(key);
  if (regex) return regex;
  for (const flag of options) {
    if (!'imsxu'.includes(flag)) throw new MongoCommandError('BadValue', `invalid flag in regex options: ${flag}`);
  }
  const source = options.includes('x') ? stripExtended(pattern) : pattern;
  try {
    regex = new RegExp(source, [...new Set(options.replace(/[xu]/g, ''))].join('') + 'u');
  } catch {
    try {
      regex = new RegExp(source, [...new Set(options.replace(/[xu]/g, ''))].join(''));
    } catch (error) {
      throw new MongoCommandError('BadValue', `Regular expression is invalid: ${(error as Error).message}`);
    }
  }
  if (cache.size > 1000) cache.clear();
  cache.set(key, regex);
  return regex;
}

export function regexOf(value: RegExp | BSONRegExp, extraOptions = ''): RegExp {
  if (value instanceof RegExp) return extraOptions ? toJsRegExp(value.source, value.flags + extraOptions) : value;
  return toJsRegExp(value.pattern, value.options + extraOptions);
}
