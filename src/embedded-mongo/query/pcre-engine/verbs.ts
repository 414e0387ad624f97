import { MongoCommandError } from '../../errors';
import { PcreSyntaxError } from '../pcre';
import type { Newline } from './newline';
import type { Node, Settings, Verb } from './nodes';

/**
 * The `(*…)` syntax of PCRE2 10.40 (`parse_regex` in pcre2_compile.c), as mongod compiles it: the option
 * settings that may open a pattern, the backtracking control verbs, and callouts (which mongod, setting no
 * callout function, never calls: they match nothing).
 */

const notSupported = (what: string) => new MongoCommandError('NotImplemented', `${what} in a regular expression is not supported by the embedded store`);

const MALFORMED = '(*VERB) not recognized or malformed';

/** PCRE2's defaults in mongod's build: a `(*LIMIT_…=d)` can only lower them, so one at or above is nothing. */
const DEFAULT_LIMITS: Record<string, number> = { MATCH: 10_000_000, DEPTH: 10_000_000, RECURSION: 10_000_000, HEAP: 20_000_000 };

const SETTING_NAMES = ['UTF8', 'UTF', 'UCP', 'NOTEMPTY_ATSTART', 'NOTEMPTY', 'NO_AUTO_POSSESS', 'NO_DOTSTAR_ANCHOR', 'NO_JIT', 'NO_START_OPT', 'CRLF', 'CR', 'LF', 'ANYCRLF', 'ANY', 'NUL', 'BSR_ANYCRLF', 'BSR_UNICODE'];

/**
 * The `(*NAME)` settings at the very start of the pattern, and where the pattern itself starts. PCRE2 reads
 * them in order (a later newline or `\R` setting wins); the first text that is not one ends them.
 */
export function leadingSettings(chars: string[]): { settings: Settings; start: number } {
  const settings: Settings = { ucp: false, noStartOptimize: false, bsrAnyCrlf: false, notEmpty: false, notEmptyAtStart: false, newline: 'LF' };
  let newline = 'LF';
  let pos = 0;
  for (;;) {
    if (chars[pos] !== '(' || chars[pos + 1] !== '*') break;
    const rest = chars.slice(pos + 2, pos + 40).join('');
    const limit = /^LIMIT_(MATCH|DEPTH|HEAP|RECURSION)=/.exec(rest);
    if (limit) {
      pos += 2 + limit[0].length;
      pos = limitSetting(chars, pos, limit[1]!);
      continue;
    }
    const name = SETTING_NAMES.find((candidate) => rest.startsWith(`${candidate})`));
    if (name === undefined) break;
    pos += 3 + name.length;
    if (['CR', 'LF', 'CRLF', 'ANYCRLF', 'ANY', 'NUL'].includes(name)) newline = name;
    else if (name === 'BSR_ANYCRLF' || name === 'BSR_UNICODE') settings.bsrAnyCrlf = name === 'BSR_ANYCRLF';
    else if (name === 'UCP') settings.ucp = true;
    else if (name === 'NO_START_OPT') settings.noStartOptimize = true;
    else if (name === 'NOTEMPTY') settings.notEmpty = true;
    else if (name === 'NOTEMPTY_ATSTART') settings.notEmptyAtStart = true;
    // UTF and UTF8 (mongod compiles in UTF mode already), NO_JIT, NO_AUTO_POSSESS and NO_DOTSTAR_ANCHOR
    // change how fast PCRE2 matches, never what (with no callouts, and the store has neither optimization).
  }
  settings.newline = newline as Newline;
  return { settings, start: pos };
}

/** `d)` after `(*LIMIT_X=`: PCRE2 reads digits while the value stays below about 2^32, then wants `)`. */
function limitSetting(chars: string[], pos: number, kind: string): number {
  if (!/[0-9]/.test(chars[pos] ?? '')) throw new PcreSyntaxError(MALFORMED);
  let value = 0;
  while (/[0-9]/.test(chars[pos] ?? '')) {
    if (value > Math.floor(0xffffffff / 10) - 1) break;
    value = value * 10 + Number(chars[pos++]);
  }
  if (chars[pos++] !== ')') throw new PcreSyntaxError(MALFORMED);
  // The store counts its own steps, not PCRE2's, so a lower limit would stop at another point.
  if (value < DEFAULT_LIMITS[kind]!) throw notSupported(`a (*LIMIT_${kind}=…) below PCRE2's default`);
  return pos;
}

const VERBS: Record<string, { verb?: Verb; argument: 'required' | 'optional' }> = {
  '': { argument: 'required' },
  MARK: { argument: 'required' },
  ACCEPT: { verb: 'accept', argument: 'optional' },
  F: { verb: 'fail', argument: 'optional' },
  FAIL: { verb: 'fail', argument: 'optional' },
  COMMIT: { verb: 'commit', argument: 'optional' },
  PRUNE: { verb: 'prune', argument: 'optional' },
  SKIP: { verb: 'skip', argument: 'optional' },
  THEN: { verb: 'then', argument: 'optional' },
};

/** The longest verb name PCRE2's 8-bit library takes, in UTF-8 bytes. */
const MAX_VERB_NAME = 255;

/**
 * `(*VERB)` or `(*VERB:NAME)` after `(*`: the node and where the pattern goes on. A name matters only to
 * `(*SKIP:NAME)` (mongod never reads the mark a match passed), so `(*PRUNE:NAME)`, `(*THEN:NAME)` and
 * `(*COMMIT:NAME)` act as their plain verbs, and `(*ACCEPT:NAME)`/`(*FAIL:NAME)` are a mark and the verb.
 */
export function readVerb(chars: string[], pos: number): { nodes: Node[]; end: number } {
  const first = chars[pos];
  if (first === undefined || !/[A-Za-z:]/.test(first)) throw new PcreSyntaxError('quantifier does not follow a repeatable item');
  let name = '';
  while (/\w/.test(chars[pos] ?? '')) name += chars[pos++]!;
  if (name.length > 32) throw new PcreSyntaxError('subpattern name is too long (maximum 32 code units)');
  const char = chars[pos];
  const verb = VERBS[name];
  if ((char !== ':' && char !== ')') || !verb) throw new PcreSyntaxError(MALFORMED);
  let argument = '';
  if (char === ':') {
    const close = chars.indexOf(')', pos);
    if (close < 0) throw new PcreSyntaxError(MALFORMED);
    argument = chars.slice(pos + 1, close).join('');
    pos = close;
  }
  pos++;
  if (verb.argument === 'required' && argument === '') throw new PcreSyntaxError('(*MARK) must have an argument');
  if (Buffer.byteLength(argument) > MAX_VERB_NAME) throw new PcreSyntaxError('name is too long in (*MARK), (*PRUNE), (*SKIP), or (*THEN)');
  if (!verb.verb) return { nodes: [{ type: 'mark', name: argument }], end: pos };
  if (argument !== '' && (verb.verb === 'accept' || verb.verb === 'fail')) {
    return { nodes: [{ type: 'mark', name: argument }, { type: 'verb', verb: verb.verb }], end: pos };
  }
  const named = argument !== '' && verb.verb === 'skip';
  return { nodes: [{ type: 'verb', verb: verb.verb, ...(named ? { name: argument } : {}) }], end: pos };
}

export type AlphaAssertion = 'pla' | 'plb' | 'nla' | 'nlb' | 'napla' | 'naplb' | 'atomic' | 'sr' | 'asr';

const ALPHA_ASSERTIONS: Record<string, AlphaAssertion> = {
  pla: 'pla',
  positive_lookahead: 'pla',
  plb: 'plb',
  positive_lookbehind: 'plb',
  nla: 'nla',
  negative_lookahead: 'nla',
  nlb: 'nlb',
  negative_lookbehind: 'nlb',
  napla: 'napla',
  non_atomic_positive_lookahead: 'napla',
  naplb: 'naplb',
  non_atomic_positive_lookbehind: 'naplb',
  atomic: 'atomic',
  sr: 'sr',
  script_run: 'sr',
  asr: 'asr',
  atomic_script_run: 'asr',
};

/**
 * `(*pla:…)`-style group openers after `(*` (a lowercase letter follows): which group, and where its body
 * starts.
 */
export function readAlphaAssertion(chars: string[], pos: number): { kind: AlphaAssertion; start: number } {
  let name = '';
  while (/\w/.test(chars[pos] ?? '')) name += chars[pos++]!;
  const kind = chars[pos] === ':' ? ALPHA_ASSERTIONS[name] : undefined;
  if (kind === undefined) throw new PcreSyntaxError('(*alpha_assertion) not recognized');
  return { kind, start: pos + 1 };
}

const CALLOUT_DELIMITERS: Record<string, string> = { '`': '`', "'": "'", '"': '"', '^': '^', '%': '%', '#': '#', $: '$', '{': '}' };

/**
 * `(?C)`, `(?Cn)` (n up to 255) or `(?C"text")` (delimiters `` ` ' " ^ % # $ `` or `{…}`, a doubled
 * delimiter standing for itself) after `(?C`: where the pattern goes on. mongod sets no callout function,
 * so PCRE2 passes over it.
 */
export function skipCallout(chars: string[], pos: number): number {
  if (pos >= chars.length) throw new PcreSyntaxError('missing closing parenthesis');
  const char = chars[pos]!;
  if (char !== ')' && !/[0-9]/.test(char)) {
    const delimiter = CALLOUT_DELIMITERS[char];
    if (delimiter === undefined) throw new PcreSyntaxError('unrecognized string delimiter follows (?C');
    for (;;) {
      if (++pos >= chars.length) throw new PcreSyntaxError('missing terminating delimiter for callout with string argument');
      if (chars[pos] === delimiter && (++pos >= chars.length || chars[pos] !== delimiter)) break;
    }
  } else {
    let number = 0;
    while (/[0-9]/.test(chars[pos] ?? '')) {
      number = number * 10 + Number(chars[pos++]);
      if (number > 255) throw new PcreSyntaxError('number after (?C is greater than 255');
    }
  }
  if (chars[pos] !== ')') throw new PcreSyntaxError('closing parenthesis for (?C expected');
  return pos + 1;
}
