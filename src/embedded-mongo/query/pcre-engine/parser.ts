import { MongoCommandError } from '../../errors';
import { PcreSyntaxError, translatePcre } from '../pcre';
import type { Condition, GroupRef, LookNode, Node, Program, Quantifier, Settings, VerbNode } from './nodes';
import { lookbehindLengths } from './lookbehind-length';
import { classNamesCrOrLf } from './class-newlines';
import { isMultiCharacter, newlineAtom, newlineLength, type NewlineItem } from './newline';
import { checkVerbs, type VerbPlace } from './verb-checks';
import { versionCondition } from './version-condition';
import { leadingSettings, readAlphaAssertion, readVerb, skipCallout } from './verbs';

/**
 * Parses a PCRE2 pattern (mongod's settings: UTF, no UCP, newline LF) into nodes for the store's matcher.
 * Structure (groups, alternation, quantifiers, references, calls, conditionals, `\K`, `\G`, the options
 * `i m s x n U J`) is read here; each single item (a character, class, escape or anchor) is handed to
 * pcre.ts's translator, which knows its exact meaning, and becomes a sticky JavaScript RegExp.
 * Verbs, callouts and leading `(*…)` settings are read by verbs.ts, `\C` and `\X` matched by unit-escapes.ts.
 * What neither can match as PCRE2 does (scripts...) is `238 NotImplemented`.
 */

interface Options {
  i: boolean;
  m: boolean;
  s: boolean;
  x: boolean;
  n: boolean;
  U: boolean;
  /** `(*UCP)`, from the leading settings (no inline option changes it). */
  ucp?: boolean;
}

const notSupported = (what: string) => new MongoCommandError('NotImplemented', `${what} in a regular expression is not supported by the embedded store`);

const atomCache = new Map<string, RegExp>();

/** The sticky RegExp matching one PCRE2 item with the options `i m s` (and `(*UCP)`) in force. */
function atomRegex(text: string, options: Options): RegExp {
  const flags = `${options.i ? 'i' : ''}${options.m ? 'm' : ''}${options.s ? 's' : ''}`;
  const key = `${flags}${options.ucp ? '*UCP' : ''}/${text}`;
  let regex = atomCache.get(key);
  if (!regex) {
    regex = new RegExp(translatePcre(text, flags, options.ucp).source, 'uy');
    if (atomCache.size > 5000) atomCache.clear();
    atomCache.set(key, regex);
  }
  return regex;
}

const codePointText = (cp: number) => `\\x{${cp.toString(16)}}`;

/** Escapes that match no character: anchors and word boundaries (not repeatable in PCRE2). */
const ZERO_WIDTH = new Set(['b', 'B', 'A', 'Z', 'z']);

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;

class Parser {
  private readonly chars: string[];
  private pos = 0;
  private captureCount = 0;
  private readonly groups = new Map<number, Node>();
  private readonly names = new Map<string, number[]>();
  private dupNames = false;
  /** The name of each named group number (branch reset groups may repeat a number). */
  private readonly numberNames = new Map<number, string>();
  /** References and calls to resolve once every group is known. */
  private readonly references: { ref: GroupRef; target: { group?: number; groups?: number[] }; many: boolean; at: number }[] = [];
  private lookaroundDepth = 0;
  private lookbehindDepth = 0;
  private settings!: Settings;
  /** Each verb, and whether it is inside a lookaround or a lookbehind (for verb-checks.ts). */
  private readonly verbs: VerbPlace[] = [];
  private nonAtomicDepth = 0;
  private hasCalls = false;
  private hasBranchReset = false;
  /** The pattern writes a CR or LF itself (PCRE2_HASCRORLF), which keeps PCRE2's search from skipping CRLF's middle. */
  private namesCrOrLf = false;
  /** A `(?m)^` or `.*`: what PCRE2's start-of-line optimization looks for. */
  private mayStartLine = false;
  private readonly lookbehinds: LookNode[] = [];
  private hasSkipName = false;
  private hasNamedAcceptOrFail = false;
  /**
   * Errors PCRE2 10.42 reports only after it has measured the lookbehinds: a `\K` in a lookaround and a
   * reference to a missing group (the first in the pattern), then a conditional group with too many
   * branches (stage 2), as PCRE2 answers a pattern holding several errors.
   */
  private readonly compileErrors: { stage: 1 | 2; at: number; message: string }[] = [];

  constructor(pattern: string) {
    this.chars = Array.from(pattern);
  }

  parse(options: Options): Program {
    const leading = leadingSettings(this.chars);
    this.settings = leading.settings;
    this.pos = leading.start;
    const root = this.alternation({ ...options, ucp: this.settings.ucp }, false);
    if (this.pos < this.chars.length) throw new PcreSyntaxError('unmatched closing parenthesis');
    for (const { ref, target, many, at } of this.references) {
      const numbers = 'number' in ref ? [ref.number] : this.names.get(ref.name);
      if (!numbers || numbers.some((number) => number > this.captureCount)) {
        this.compileErrors.push({ stage: 1, at, message: 'reference to non-existent subpattern' });
        continue;
      }
      if (many) target.groups = numbers;
      else target.group = Math.min(...numbers);
    }
    // `(*ACCEPT:NAME)` is a mark and the verb, which a quantifier would split apart: only a `(*SKIP:NAME)` sees the mark.
    if (this.hasSkipName && this.hasNamedAcceptOrFail) throw notSupported('(*ACCEPT:NAME) or (*FAIL:NAME) with (*SKIP:NAME)');
    // PCRE2's start-of-line optimization never starts inside a CRLF, even when the pattern writes a CR or LF;
    // whether a pattern gets it (every branch starting with `(?m)^` or `.*`) is not settled here.
    if (isMultiCharacter(this.settings.newline) && this.namesCrOrLf && this.mayStartLine && !this.settings.noStartOptimize) {
      throw notSupported('a `(?m)^` or `.*` with a CR or LF written under a two-character newline setting');
    }
    const program: Program = { root, captureCount: this.captureCount, groups: this.groups, names: this.names, settings: { ...this.settings, skipsCrlfMiddle: isMultiCharacter(this.settings.newline) && !this.namesCrOrLf } };
    for (const look of this.lookbehinds) look.lengths = lookbehindLengths(look, this.groups, this.hasBranchReset);
    const [first] = this.compileErrors.sort((a, b) => a.stage - b.stage || a.at - b.at);
    if (first) throw new PcreSyntaxError(first.message);
    checkVerbs(program, this.verbs, this.hasCalls);
    return program;
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.pos + offset];
  }

  private lookingAt(text: string): boolean {
    return this.chars.slice(this.pos, this.pos + text.length).join('') === text;
  }

  private skipExtended(options: Options): void {
    if (!options.x) return;
    while (this.pos < this.chars.length) {
      const char = this.peek()!;
      if (/[\t\n\v\f\r \x85\u200e\u200f\u2028\u2029]/u.test(char)) this.pos++;
      else if (char === '#') {
        while (this.pos < this.chars.length && newlineLength(this.chars, this.pos, this.settings.newline) === 0) this.pos++;
        this.pos += newlineLength(this.chars, this.pos, this.settings.newline);
      } else if (this.lookingAt('(?#')) this.comment();
      else return;
    }
  }

  private comment(): void {
    while (this.pos < this.chars.length && this.peek() !== ')') this.pos++;
    if (this.pos >= this.chars.length) throw new PcreSyntaxError('missing ) after (?# comment');
    this.pos++;
  }

  /**
   * Alternatives up to the group's `)` (consumed) or the pattern's end. `(?i)` & co. change `options` for
   * the rest of the group, across its alternatives. In a branch reset group each alternative numbers its
   * captures from the same place, and the group leaves the highest number reached.
   */
  private alternation(outer: Options, inGroup: boolean, branchReset = false): Node {
    const options = { ...outer };
    const alternatives: Node[] = [];
    const firstCapture = this.captureCount;
    let highest = this.captureCount;
    for (;;) {
      if (branchReset) this.captureCount = firstCapture;
      alternatives.push(this.sequence(options));
      highest = Math.max(highest, this.captureCount);
      const char = this.chars[this.pos];
      if (char === '|') {
        this.pos++;
        continue;
      }
      if (char === ')') {
        if (!inGroup) throw new PcreSyntaxError('unmatched closing parenthesis');
        this.pos++;
      } else if (inGroup) throw new PcreSyntaxError('missing closing parenthesis');
      break;
    }
    this.captureCount = highest;
    return alternatives.length === 1 ? alternatives[0]! : { type: 'alternation', alternatives };
  }

  private sequence(options: Options): Node {
    const items: Node[] = [];
    for (;;) {
      this.skipExtended(options);
      const char = this.peek();
      if (char === undefined || char === '|' || char === ')') break;
      const item = this.item(options, items);
      if (item) items.push(this.quantified(item, options));
    }
    // A lone group with alternatives stays inside a sequence: the alternatives are not this level's own.
    return items.length === 1 && items[0]!.type !== 'alternation' ? items[0]! : { type: 'sequence', items };
  }

  /** One item, or undefined for what matches nothing (an option setting, a comment, `\E`). */
  private item(options: Options, items: Node[]): Node | undefined {
    const char = this.chars[this.pos++]!;
    switch (char) {
      case '\\':
        return this.escape(options, items);
      case '[':
        return this.characterClass(options);
      case '(':
        return this.group(options, items);
      case '.':
        return { type: 'atom', regex: this.newlineAware('.', options), width: 1 };
      case '^':
      case '$':
        if (char === '^' && options.m) this.mayStartLine = true;
        return { type: 'atom', regex: this.newlineAware(char, options), width: 0 };
      case '*':
      case '+':
      case '?':
        throw new PcreSyntaxError('quantifier does not follow a repeatable item');
      case '{':
        if (this.bounds(false)) throw new PcreSyntaxError('quantifier does not follow a repeatable item');
    }
    return this.literal(char.codePointAt(0)!, options);
  }

  /** An item that depends on the newline: pcre.ts's translation for LF, newline.ts's for `(*CR)`/`(*NUL)`. */
  private newlineAware(item: NewlineItem, options: Options): RegExp {
    if (this.settings.newline === 'LF') return atomRegex(/^[NZ]$/.test(item) ? `\\${item}` : item, options);
    return newlineAtom(item, this.settings.newline, options);
  }

  private literal(cp: number, options: Options): Node {
    if (cp === 10 || cp === 13) this.namesCrOrLf = true;
    return { type: 'atom', regex: atomRegex(codePointText(cp), options), width: 1 };
  }

  /** `{n}`, `{n,}`, `{n,m}` (consumed when `consume`); undefined when the brace is a literal. */
  private bounds(consume = true): [number, number] | undefined {
    const found = /^(\d+)(,(\d*))?\}/.exec(this.chars.slice(this.pos, this.pos + 16).join(''));
    if (!found) return undefined;
    const min = Number(found[1]);
    const max = found[2] === undefined ? min : found[3] === '' ? Infinity : Number(found[3]);
    if (min > 65535 || (max !== Infinity && max > 65535)) throw new PcreSyntaxError('number too big in {} quantifier');
    if (max < min) throw new PcreSyntaxError('numbers out of order in {} quantifier');
    if (consume) this.pos += found[0].length;
    return [min, max];
  }

  /** The item with the quantifiers that follow it (PCRE2 allows `a{2}{3}`: a repeat of a repeat). */
  private quantified(node: Node, options: Options): Node {
    for (;;) {
      this.skipExtended(options);
      // A comment between an item and its quantifier is nothing at all.
      while (this.lookingAt('(?#')) this.comment();
      this.skipExtended(options);
      const char = this.peek();
      let range: [number, number] | undefined;
      if (char === '*') range = [0, Infinity];
      else if (char === '+') range = [1, Infinity];
      else if (char === '?') range = [0, 1];
      if (range) this.pos++;
      else if (char === '{') {
        this.pos++;
        range = this.bounds();
        if (!range) {
          this.pos--;
          return node;
        }
      } else return node;
      // `^`, `$`, `\b`, `\B`, `\A`, `\Z`, `\z`, `\G`, `\K` and verbs but `(*ACCEPT)` cannot be quantified
      // (PCRE2 10.30+); a group holding one can.
      if (!this.repeatable(node)) throw new PcreSyntaxError('quantifier does not follow a repeatable item');
      let mode: Quantifier = options.U ? 'lazy' : 'greedy';
      if (this.peek() === '+') {
        this.pos++;
        mode = 'possessive';
      } else if (this.peek() === '?') {
        this.pos++;
        mode = options.U ? 'greedy' : 'lazy';
      }
      if (range[0] === 0 && range[1] === Infinity && node.type === 'atom' && node.regex === this.newlineAware('.', options) && !options.s) this.mayStartLine = true;
      node = this.repeat(node, range[0], range[1], mode);
    }
  }

  private repeatable(node: Node): boolean {
    if (node.type === 'atom') return node.width !== 0;
    if (node.type === 'verb') return node.verb === 'accept';
    return node.type !== 'keep' && node.type !== 'searchStart' && node.type !== 'mark';
  }

  /** PCRE2 runs a repeated assertion at most once: `{0}` never, `{0,n}` optionally, else once. */
  private repeat(body: Node, min: number, max: number, mode: Quantifier): Node {
    if (body.type === 'look') {
      if (max === 0) return { type: 'sequence', items: [] };
      if (min > 0) return body;
      return { type: 'repeat', body, min: 0, max: 1, mode };
    }
    return { type: 'repeat', body, min, max, mode };
  }

  private escape(options: Options, items: Node[]): Node | undefined {
    const char = this.chars[this.pos++];
    if (char === undefined) throw new PcreSyntaxError('\\ at end of pattern');
    if (char === 'Q') {
      // Every character up to `\E` is itself; a quantifier after `\E` applies to the last one.
      let last: Node | undefined;
      while (this.pos < this.chars.length && !this.lookingAt('\\E')) {
        if (last) items.push(last);
        last = this.literal(this.chars[this.pos++]!.codePointAt(0)!, options);
      }
      if (this.lookingAt('\\E')) this.pos += 2;
      return last;
    }
    if (char === 'E') return undefined;
    if (char === 'K') {
      if (this.lookaroundDepth > 0) this.compileErrors.push({ stage: 1, at: this.pos, message: '\\K is not allowed in lookarounds (but see PCRE2_EXTRA_ALLOW_LOOKAROUND_BSK)' });
      return { type: 'keep' };
    }
    if (char === 'G') return { type: 'searchStart' };
    // `(*BSR_ANYCRLF)`: `\R` is CR, LF or CRLF (atomic, as PCRE2's `\R` is).
    if (char === 'R' && this.settings.bsrAnyCrlf) return { type: 'atom', regex: /\r\n|[\r\n]/y, width: null };
    if ((char === 'N' && !this.lookingAt('{U+')) || char === 'Z') return { type: 'atom', regex: this.newlineAware(char, options), width: char === 'N' ? 1 : 0 };
    if (char === 'X') return { type: 'grapheme' };
    if (char === 'C') return { type: 'codeUnit' };
    if (char === 'g') return this.gEscape(options);
    if (char === 'k') return this.backreference(this.braced('\\k is not followed by a braced, angle-bracketed, or quoted name'), options);
    if (/[1-9]/.test(char)) {
      let digits = char;
      while (/[0-9]/.test(this.peek() ?? '')) digits += this.chars[this.pos++]!;
      const number = Number(digits);
      // PCRE2: a backreference below 10, from 8 or 9, or to a group already opened; else up to three octal digits.
      if (number < 10 || /^[89]/.test(digits) || number <= this.captureCount) return this.backreference({ number }, options);
      const octal = /^[0-7]{1,3}/.exec(digits)![0];
      this.pos -= digits.length - octal.length;
      return this.literal(parseInt(octal, 8), options);
    }
    const start = this.pos - 2;
    if (char === 'x' || char === 'o' || char === 'p' || char === 'P') {
      if (this.peek() === '{') {
        const end = this.chars.indexOf('}', this.pos);
        this.pos = end < 0 ? this.chars.length : end + 1;
      } else if (char === 'x') {
        while (this.pos - start < 4 && /[0-9A-Fa-f]/.test(this.peek() ?? '')) this.pos++;
      } else if (char === 'p' || char === 'P') this.pos++;
    } else if (char === '0') {
      while (this.pos - start < 4 && /[0-7]/.test(this.peek() ?? '')) this.pos++;
    } else if (char === 'c') this.pos++;
    const text = this.chars.slice(start, this.pos).join('');
    const width = ZERO_WIDTH.has(char) ? 0 : char === 'R' ? null : 1;
    // The translator knows every other escape (and reports an unknown one as PCRE2 does).
    const regex = atomRegex(text, options);
    // A character escape (`\n`, `\x0a`, `\015`, `\cJ`...) writes a CR or LF as a literal does.
    if ('nrxo0c'.includes(char) && [10, 13].some((cp) => ((regex.lastIndex = 0), regex.test(String.fromCharCode(cp))))) this.namesCrOrLf = true;
    return { type: 'atom', regex, width };
  }

  /** `\g{n}`, `\gn`, `\g{-n}`, `\g{name}` (references); `\g<…>`, `\g'…'` (subroutine calls). */
  private gEscape(options: Options): Node {
    const invalid = '\\g is not followed by a braced, angle-bracketed, or quoted name/number or by a plain number';
    const open = this.peek();
    if (open === '<' || open === "'") {
      this.pos++;
      const text = this.until(open === '<' ? '>' : "'", invalid);
      return this.call(this.callTarget(text, invalid));
    }
    let text = '';
    if (open === '{') {
      this.pos++;
      text = this.until('}', invalid);
    } else while (/[-+0-9]/.test(this.peek() ?? '') && (text === '' || /[0-9]/.test(this.peek()!))) text += this.chars[this.pos++]!;
    if (/^-\d+$/.test(text)) return this.backreference({ number: this.relative(Number(text)) }, options);
    if (/^\d+$/.test(text) && Number(text) > 0) return this.backreference({ number: Number(text) }, options);
    if (NAME.test(text)) return this.backreference({ name: text }, options);
    throw new PcreSyntaxError(invalid);
  }

  private until(close: string, error: string): string {
    const end = this.chars.indexOf(close, this.pos);
    if (end < 0) throw new PcreSyntaxError(error);
    const text = this.chars.slice(this.pos, end).join('');
    this.pos = end + 1;
    return text;
  }

  /** A relative group number: `-1` is the latest group opened, `+1` the next one. */
  private relative(offset: number): number {
    const number = offset < 0 ? this.captureCount + 1 + offset : this.captureCount + offset;
    if (number < 1) throw new PcreSyntaxError('reference to non-existent subpattern');
    return number;
  }

  private callTarget(text: string, error: string): GroupRef {
    if (/^[-+]\d+$/.test(text)) return { number: this.relative(Number(text)) };
    if (/^\d+$/.test(text)) return { number: Number(text) };
    if (NAME.test(text)) return { name: text };
    throw new PcreSyntaxError(error);
  }

  /** `<name>`, `'name'` or `{name}` after `\k`. */
  private braced(error: string): GroupRef {
    const open = this.chars[this.pos++];
    const close = open === '<' ? '>' : open === "'" ? "'" : open === '{' ? '}' : undefined;
    if (!close) throw new PcreSyntaxError(error);
    return { name: this.name(close) };
  }

  private name(close: string): string {
    const text = this.until(close, 'subpattern name expected');
    if (!NAME.test(text)) throw new PcreSyntaxError('subpattern name expected');
    return text;
  }

  private backreference(ref: GroupRef, options: Options): Node {
    const node: Node = { type: 'backreference', ref, caseless: options.i };
    this.references.push({ ref, target: node, many: true, at: this.pos });
    return node;
  }

  private call(ref: GroupRef): Node {
    this.hasCalls = true;
    if ('number' in ref && ref.number === 0) return { type: 'call', ref, group: 0 };
    const node: Node = { type: 'call', ref };
    this.references.push({ ref, target: node, many: false, at: this.pos });
    return node;
  }

  private characterClass(options: Options): Node {
    const start = this.pos - 1;
    if (this.peek() === '^') this.pos++;
    if (this.peek() === ']') this.pos++;
    for (;;) {
      const char = this.chars[this.pos++];
      if (char === undefined) throw new PcreSyntaxError('missing terminating ] for character class');
      if (char === ']') break;
      if (char === '\\') {
        if (this.peek() === 'Q') {
          while (this.pos < this.chars.length && !this.lookingAt('\\E')) this.pos++;
          this.pos = Math.min(this.pos + 2, this.chars.length);
        } else this.pos++;
      } else if (char === '[' && /^:\^?[a-z]+:\]/.test(this.chars.slice(this.pos, this.pos + 12).join(''))) {
        this.pos = this.chars.indexOf(']', this.pos) + 1;
      }
    }
    const text = this.chars.slice(start, this.pos).join('');
    if (isMultiCharacter(this.settings.newline)) {
      const names = classNamesCrOrLf(text);
      if (names === undefined) throw notSupported('a class with a range over CR or LF under a two-character newline setting');
      if (names) this.namesCrOrLf = true;
    }
    return { type: 'atom', regex: atomRegex(text, options), width: 1 };
  }

  /** After `(`. */
  private group(options: Options, items: Node[]): Node | undefined {
    if (this.peek() === '*') return this.verb(items, options);
    if (this.peek() !== '?') return options.n ? this.plainGroup(options) : this.capture(options);
    this.pos++;
    const next = this.peek();
    if (next === '#') return void this.comment();
    if (next === ':') return this.plainGroup(options, 1);
    if (next === '|') {
      this.hasBranchReset = true;
      return this.plainGroup(options, 1, true);
    }
    if (next === '>') {
      this.pos++;
      return { type: 'atomic', body: this.alternation(options, true) };
    }
    if (next === '=' || next === '!') return this.look(options, false, next === '!', 1);
    if (this.lookingAt('<=') || this.lookingAt('<!')) return this.look(options, true, this.peek(1) === '!', 2);
    if (next === '<' || next === "'" || this.lookingAt('P<')) {
      if (next === 'P') this.pos++;
      const close = this.chars[this.pos++] === "'" ? "'" : '>';
      return this.capture(options, this.name(close));
    }
    if (this.lookingAt('P=')) {
      this.pos += 2;
      return this.backreference({ name: this.name(')') }, options);
    }
    if (this.lookingAt('P>') || next === '&') {
      this.pos += next === '&' ? 1 : 2;
      return this.call({ name: this.name(')') });
    }
    if (next === 'R' && this.peek(1) === ')') {
      this.pos += 2;
      return this.call({ number: 0 });
    }
    if (/^[-+]?[0-9]/.test(this.chars.slice(this.pos, this.pos + 2).join(''))) {
      const text = this.until(')', 'missing closing parenthesis');
      if (!/^[-+]?\d+$/.test(text)) throw new PcreSyntaxError('missing closing parenthesis');
      return this.call(this.callTarget(text, 'missing closing parenthesis'));
    }
    if (next === '(') return this.conditional(options);
    if (next === 'C') return this.callout();
    return this.optionSetting(options);
  }

  /** `(*VERB)`: a mark before it (`(*ACCEPT:NAME)`) joins the sequence, the verb is the item. */
  private verb(items: Node[], options: Options): Node {
    if (/[a-z]/.test(this.peek(1) ?? '')) return this.alphaAssertion(options);
    const { nodes, end } = readVerb(this.chars, this.pos + 1);
    this.pos = end;
    for (const node of nodes) {
      if (node.type === 'verb') {
        this.verbs.push({ node, inLookaround: this.lookaroundDepth > 0, inLookbehind: this.lookbehindDepth > 0, inNonAtomic: this.nonAtomicDepth > 0 });
      }
      if (node.type === 'verb' && node.name !== undefined) this.hasSkipName = true;
    }
    if (nodes.length > 1) this.hasNamedAcceptOrFail = true;
    items.push(...nodes.slice(0, -1));
    return nodes[nodes.length - 1]!;
  }

  /** `(*pla:…)`, `(*positive_lookahead:…)`, `(*atomic:…)`, `(*napla:…)`...: the groups they name. */
  private alphaAssertion(options: Options): Node {
    const { kind, start } = readAlphaAssertion(this.chars, this.pos + 1);
    this.pos = start;
    if (kind === 'atomic') return { type: 'atomic', body: this.alternation(options, true) };
    // `(*asr:…)` is `(*sr:(?>…))`: the body's first match, checked once (as libpcre2 answers).
    if (kind === 'sr') return { type: 'scriptRun', body: this.alternation(options, true) };
    if (kind === 'asr') return { type: 'scriptRun', body: { type: 'atomic', body: this.alternation(options, true) } };
    const nonAtomic = kind.startsWith('na');
    if (nonAtomic) this.nonAtomicDepth++;
    const look = this.look(options, kind.endsWith('lb'), kind.startsWith('nl'), 0);
    if (nonAtomic) this.nonAtomicDepth--;
    if (nonAtomic) look.nonAtomic = true;
    return look;
  }

  /** A callout matches nothing (mongod sets no callout function); a quantifier after one is an error, as in PCRE2. */
  private callout(): undefined {
    this.pos = skipCallout(this.chars, this.pos + 1);
    return undefined;
  }

  /** A group that captures nothing is just its contents (one call less per repetition when matching). */
  private plainGroup(options: Options, skip = 0, branchReset = false): Node {
    this.pos += skip;
    return this.bare(this.alternation(options, true, branchReset));
  }

  /** A group's contents, still wrapped when they are an item PCRE2 would not let a quantifier follow. */
  private bare(body: Node): Node {
    return this.repeatable(body) ? body : { type: 'group', body };
  }

  private capture(options: Options, name?: string): Node {
    const number = ++this.captureCount;
    // A branch reset group gives groups one number; PCRE2 wants them named alike.
    const known = this.numberNames.get(number);
    if (name !== undefined && known !== undefined && known !== name) throw new PcreSyntaxError('different names for subpatterns of the same number are not allowed');
    if (name !== undefined) this.numberNames.set(number, name);
    if (name !== undefined) {
      const numbers = this.names.get(name) ?? [];
      if (numbers.length > 0 && !numbers.includes(number) && !this.dupNames) {
        throw new PcreSyntaxError('two named subpatterns have the same name (PCRE2_DUPNAMES not set)');
      }
      if (!numbers.includes(number)) this.names.set(name, [...numbers, number]);
    }
    const node: Node = { type: 'group', capture: number, body: { type: 'sequence', items: [] } };
    if (!this.groups.has(number)) this.groups.set(number, node);
    node.body = this.alternation(options, true);
    return node;
  }

  private look(options: Options, behind: boolean, negative: boolean, skip: number): LookNode {
    this.pos += skip;
    this.lookaroundDepth++;
    if (behind) this.lookbehindDepth++;
    const body = this.alternation(options, true);
    this.lookaroundDepth--;
    if (behind) this.lookbehindDepth--;
    const alternatives = body.type === 'alternation' ? body.alternatives : [body];
    const node: LookNode = { type: 'look', behind, negative, alternatives, lengths: [] };
    // Measured once every group is known: a reference or call inside may name a later group.
    if (behind) this.lookbehinds.push(node);
    return node;
  }

  /** After `(?(`: the condition, then one or two alternatives. */
  private conditional(options: Options): Node {
    this.pos++;
    if (this.lookingAt('?C')) {
      // A callout before an assertion condition (passed over, as every callout in mongod).
      this.pos = skipCallout(this.chars, this.pos + 2);
      if (!/^\(\?(?:=|!|<=|<!)/.test(this.chars.slice(this.pos, this.pos + 4).join(''))) throw new PcreSyntaxError('assertion expected after (?( or (?(?C)');
      this.pos++;
    }
    let condition: Condition;
    if (this.lookingAt('?=') || this.lookingAt('?!')) {
      condition = { kind: 'assert', assertion: this.look(options, false, this.peek(1) === '!', 2) };
    } else if (this.lookingAt('?<=') || this.lookingAt('?<!')) {
      condition = { kind: 'assert', assertion: this.look(options, true, this.peek(2) === '!', 3) };
    } else {
      const text = this.until(')', 'assertion expected after (?( or (?(?C)');
      condition = this.conditionOf(text);
    }
    const body = this.alternation(options, true);
    const alternatives = body.type === 'alternation' ? body.alternatives : [body];
    if (condition.kind === 'define') {
      if (alternatives.length > 1) this.compileErrors.push({ stage: 2, at: this.pos, message: 'DEFINE subpattern contains more than one branch' });
      return { type: 'conditional', condition, yes: { type: 'sequence', items: [] } };
    }
    if (alternatives.length > 2) this.compileErrors.push({ stage: 2, at: this.pos, message: 'conditional subpattern contains more than two branches' });
    return { type: 'conditional', condition, yes: alternatives[0]!, ...(alternatives[1] ? { no: alternatives[1] } : {}) };
  }

  private conditionOf(text: string): Condition {
    if (/^[-+]\d+$/.test(text)) return this.setCondition({ number: this.relative(Number(text)) });
    if (/^\d+$/.test(text)) {
      if (Number(text) === 0) throw new PcreSyntaxError('invalid condition (?(0)');
      return this.setCondition({ number: Number(text) });
    }
    const quoted = /^<([^>]*)>$|^'([^']*)'$/.exec(text);
    if (quoted) {
      const name = quoted[1] ?? quoted[2]!;
      if (!NAME.test(name)) throw new PcreSyntaxError('subpattern name expected');
      return this.setCondition({ name });
    }
    if (text === 'DEFINE') return { kind: 'define' };
    if (text === 'R') return { kind: 'recursion' };
    if (/^R[1-9]\d*$/.test(text) || /^R&[A-Za-z_]\w*$/.test(text)) {
      const ref: GroupRef = text[1] === '&' ? { name: text.slice(2) } : { number: Number(text.slice(1)) };
      const condition: Condition = { kind: 'recursion', ref };
      this.references.push({ ref, target: condition, many: false, at: this.pos });
      return condition;
    }
    const version = versionCondition(text);
    if (version) return version;
    if (NAME.test(text)) return this.setCondition({ name: text });
    throw notSupported(`the condition (?(${text})`);
  }

  private setCondition(ref: GroupRef): Condition {
    const condition: Condition = { kind: 'set', ref };
    this.references.push({ ref, target: condition, many: true, at: this.pos });
    return condition;
  }

  /** `(?imsxnUJ-imsxnUJ)` for the rest of the group, or `(?…:…)` for a group of its own. */
  private optionSetting(options: Options): Node | undefined {
    const changed = { ...options };
    let on = true;
    if (this.peek() === '^') {
      this.pos++;
      Object.assign(changed, { i: false, m: false, s: false, x: false, n: false, U: false });
    }
    for (;;) {
      const char = this.chars[this.pos++];
      if (char === undefined) throw new PcreSyntaxError('missing closing parenthesis');
      if (char === '-' && on) on = false;
      else if (char === 'i' || char === 'm' || char === 's' || char === 'x' || char === 'n' || char === 'U') changed[char] = on;
      else if (char === 'J') this.dupNames = on;
      else if (char === ')') {
        Object.assign(options, changed);
        return undefined;
      } else if (char === ':') return this.bare(this.alternation(changed, true));
      else throw new PcreSyntaxError('unrecognized character after (? or (?-');
    }
  }
}

/** The program for a pattern compiled with mongod's options (`i m s x`; `u` is always on). */
export function parsePcre(pattern: string, flags: string): Program {
  const options: Options = { i: flags.includes('i'), m: flags.includes('m'), s: flags.includes('s'), x: flags.includes('x'), n: false, U: false };
  return new Parser(pattern).parse(options);
}
