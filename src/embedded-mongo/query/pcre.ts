import { MongoCommandError } from '../errors';
import { caselessRangeExtras, caselessVariants } from './pcre-case';
import { type ClassParts, type ClassSets, classSets, classText, hex, HSPACE, literal, VSPACE, wordBoundary } from './pcre-sets';
import { letterPropertyContents, propertyContents } from './pcre-unicode14/properties';

/**
 * mongod compiles a regex with PCRE2 in UTF mode without UCP (`pcre_util.cpp`): `\d`, `\w`, `\s`, `\b` and the
 * POSIX classes are ASCII, `.` is anything but `\n`, `$` also matches before a final `\n`, and the options
 * `i`, `m`, `s`, `x` may be set for a part of the pattern (`(?i)`, `(?i:…)`). This translates a PCRE2
 * pattern into a JavaScript one (flag `u`) that matches exactly the same, or refuses it:
 * - a PCRE2 compile error is a `PcreSyntaxError` (the caller gives mongod's code for its context);
 * - valid PCRE2 that JavaScript cannot match the same way (recursion, conditionals, callouts, verbs,
 *   `\G`, `\K`, `\X`, scripts, a backreference that may refer to an unset group...) is `238 NotImplemented`.
 * The JavaScript pattern never has the `m` flag, so its `^` and `$` are the very start and end of the input.
 * Captures are named `g1`…`gN` (user groups, in PCRE2's numbering) so that the helper groups the
 * translation adds (atomic groups and possessive quantifiers, as `(?=(?<aK>…))\k<aK>`) do not shift them.
 */
export class PcreSyntaxError extends Error {}

export interface PcreTranslation {
  source: string;
  /** PCRE2's number of capturing groups (`g1`…`gN` in the JavaScript pattern). */
  captureCount: number;
  /**
   * A repeated group whose captures JavaScript sets differently: an iteration leaving an inner capture
   * unset (JavaScript resets it, PCRE2 keeps the earlier value), or an iteration matching nothing (PCRE2
   * takes it and moves on, JavaScript rejects it). The store's own matcher (pcre-engine/) runs these.
   */
  capturesMayDiffer: boolean;
}

interface Options {
  i: boolean;
  m: boolean;
  s: boolean;
  x: boolean;
}

type FrameKind = 'root' | 'group' | 'capture' | 'lookahead' | 'negativeLookahead' | 'lookbehind' | 'negativeLookbehind' | 'atomic';

interface Frame {
  id: number;
  kind: FrameKind;
  /** Options in force (changed by `(?i)` up to the end of the group, across its alternatives). */
  options: Options;
  /** Where the group's text starts in the output (for quantifiers that follow it). */
  start: number;
  capture?: number;
  atomic?: string;
  alternatives: number;
  /** Fixed length (in characters) of each finished alternative, null when variable. */
  lengths: (number | null)[];
  length: number | null;
  hasCapture: boolean;
  hasOptional: boolean;
  /** Items of the current alternative that always consume a character. */
  consuming: number;
  /** A finished alternative may match the empty string. */
  mayBeEmpty: boolean;
}

interface CaptureInfo {
  parent: number;
  /** The parent's alternative count when the group closed: a later `|` puts a reference in another branch. */
  alternative: number;
  closed: boolean;
  optional: boolean;
  insideNegative: boolean;
}

interface Atom {
  start: number;
  length: number | null;
  quantifiable: boolean;
  /** Always consumes a character (no empty match). */
  consumes: boolean;
  frame?: Frame;
  capture?: number;
}

const notSupported = (what: string) => new MongoCommandError('NotImplemented', `${what} in a regular expression is not supported by the embedded store`);

class Translator {
  private readonly chars: string[];
  private pos = 0;
  private out = '';
  private readonly stack: Frame[] = [];
  private frameIds = 0;
  private captures: CaptureInfo[] = [];
  private readonly names = new Map<string, number>();
  private helpers = 0;
  private last: Atom | undefined;
  private pendingReferences: number[] = [];
  capturesMayDiffer = false;

  /** `\d \w \s` (and so `\b`) and the POSIX classes: ASCII, or PCRE2's Unicode 14 sets under `(*UCP)`. */
  private readonly sets: ClassSets;

  constructor(pattern: string, options: Options, ucp: boolean) {
    this.sets = classSets(ucp);
    this.chars = Array.from(pattern);
    this.stack.push(this.frame('root', options, 0));
  }

  private frame(kind: FrameKind, options: Options, start: number): Frame {
    return { id: this.frameIds++, kind, options: { ...options }, start, alternatives: 0, lengths: [], length: 0, hasCapture: false, hasOptional: false, consuming: 0, mayBeEmpty: false };
  }

  private get top(): Frame {
    return this.stack[this.stack.length - 1]!;
  }

  private get options(): Options {
    return this.top.options;
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.pos + offset];
  }

  private lookingAt(text: string): boolean {
    return this.chars.slice(this.pos, this.pos + text.length).join('') === text;
  }

  translate(): PcreTranslation {
    while (this.pos < this.chars.length) this.token();
    if (this.stack.length > 1) throw new PcreSyntaxError('missing closing parenthesis');
    for (const reference of this.pendingReferences) {
      if (reference > this.captures.length) throw new PcreSyntaxError('reference to non-existent subpattern');
    }
    if (this.pendingReferences.length > 0) throw notSupported('a reference to a group that follows it');
    return { source: this.out, captureCount: this.captures.length, capturesMayDiffer: this.capturesMayDiffer };
  }

  /** Skips whitespace and `#` comments in extended mode. */
  private skipExtended(): void {
    if (!this.options.x) return;
    while (this.pos < this.chars.length) {
      const char = this.peek()!;
      if (/[\t\n\v\f\r \x85\u200e\u200f\u2028\u2029]/u.test(char)) this.pos++;
      else if (char === '#') {
        while (this.pos < this.chars.length && this.peek() !== '\n') this.pos++;
      } else return;
    }
  }

  private emit(text: string, length: number | null, quantifiable = true): void {
    const consumes = length !== null && length > 0;
    this.last = { start: this.out.length, length, quantifiable, consumes };
    if (consumes) this.top.consuming++;
    this.out += text;
    this.addLength(length);
  }

  private addLength(length: number | null): void {
    const frame = this.top;
    frame.length = frame.length === null || length === null ? null : frame.length + length;
  }

  private token(): void {
    this.skipExtended();
    if (this.pos >= this.chars.length) return;
    const char = this.chars[this.pos++]!;
    switch (char) {
      case '\\':
        return this.escape();
      case '[':
        return this.characterClass();
      case '(':
        return this.openGroup();
      case ')':
        return this.closeGroup();
      case '|':
        return this.alternative();
      case '.':
        return this.emit(this.options.s ? '[\\s\\S]' : '[^\\n]', 1);
      case '^':
        return this.emit(this.options.m ? '(?:^|(?<=\\n)(?=[\\s\\S]))' : '^', 0, false);
      case '$':
        return this.emit(this.options.m ? '(?=\\n|$)' : '(?=\\n?$)', 0, false);
      case '*':
      case '+':
      case '?':
        return this.quantifier(char === '+' ? 1 : 0, char === '?' ? 1 : Infinity);
      case '{': {
        const bounds = this.braces();
        if (bounds) return this.quantifier(bounds[0], bounds[1]);
        return this.literalChar(char.codePointAt(0)!);
      }
      default:
        return this.literalChar(char.codePointAt(0)!);
    }
  }

  private literalChar(cp: number): void {
    if (!this.options.i) return this.emit(literal(cp), 1);
    const variants = caselessVariants(cp);
    this.emit(variants.length === 1 ? literal(cp) : `[${variants.map(literal).join('')}]`, 1);
  }

  /** `{n}`, `{n,}`, `{n,m}` after `{`; undefined (and nothing consumed) when it is a literal brace. */
  private braces(): [number, number] | undefined {
    const rest = this.chars.slice(this.pos, this.pos + 16).join('');
    const found = /^(\d+)(,(\d*))?\}/.exec(rest);
    if (!found) return undefined;
    this.pos += found[0].length;
    const min = Number(found[1]);
    const max = found[2] === undefined ? min : found[3] === '' ? Infinity : Number(found[3]);
    if (min > 65535 || (max !== Infinity && max > 65535)) throw new PcreSyntaxError('number too big in {} quantifier');
    if (max < min) throw new PcreSyntaxError('numbers out of order in {} quantifier');
    return [min, max];
  }

  private quantifier(min: number, max: number): void {
    const atom = this.last;
    if (!atom) throw new PcreSyntaxError('quantifier does not follow a repeatable item');
    // PCRE2 10.30+ refuses a quantifier on `^`, `$`, `\b`, `\B`, `\A`, `\Z`, `\z` (parse_regex leaves them
    // not quantifiable); a quantified lookaround is valid and runs on the store's matcher.
    if (!atom.quantifiable) throw atom.frame ? notSupported('a quantified assertion') : new PcreSyntaxError('quantifier does not follow a repeatable item');
    let mode = '';
    if (this.peek() === '?' || this.peek() === '+') mode = this.chars[this.pos++]!;
    const body = this.out.slice(atom.start);
    const bounds = min === 0 && max === Infinity ? '*' : min === 1 && max === Infinity ? '+' : min === 0 && max === 1 ? '?' : max === Infinity ? `{${min},}` : min === max ? `{${min}}` : `{${min},${max}}`;
    if (mode === '+' && this.insideLookbehind()) throw notSupported('a possessive quantifier inside a lookbehind');
    const quantified = `(?:${body})${bounds}${mode === '?' ? '?' : ''}`;
    this.out = this.out.slice(0, atom.start) + (mode === '+' ? this.atomicWrap(quantified) : quantified);
    // The frame's length: the atom's, repeated.
    const frame = this.top;
    const before = frame.length === null || atom.length === null ? null : frame.length - atom.length;
    frame.length = before === null || atom.length === null || min !== max ? null : before + atom.length * min;
    if (min === 0) {
      frame.hasOptional = true;
      if (atom.capture !== undefined) this.captures[atom.capture - 1]!.optional = true;
      if (atom.frame) this.markOptionalCaptures(atom.frame);
    }
    if (min === 0 && atom.consumes) frame.consuming--;
    if (max > 1 && atom.frame?.hasCapture && atom.frame.hasOptional) this.capturesMayDiffer = true;
    // PCRE2 takes an iteration that matches nothing (and its captures) and moves on; JavaScript rejects it.
    if (max > 1 && atom.frame && !atom.consumes && (atom.frame.hasCapture || atom.capture !== undefined)) this.capturesMayDiffer = true;
    this.last = undefined;
  }

  /** Captures inside a group made optional may be unset, so references to them are uncertain. */
  private markOptionalCaptures(frame: Frame): void {
    for (const capture of this.captures) if (capture.parent === frame.id) capture.optional = true;
  }

  /** `(?=(?<aK>X))\k<aK>`: the lookahead's first match, never backtracked into: an atomic group. */
  private atomicWrap(text: string): string {
    const name = `a${++this.helpers}`;
    return `(?=(?<${name}>${text}))\\k<${name}>`;
  }

  private alternative(): void {
    const frame = this.top;
    frame.lengths.push(frame.length);
    frame.length = 0;
    if (frame.consuming === 0) frame.mayBeEmpty = true;
    frame.consuming = 0;
    frame.alternatives++;
    frame.hasOptional = true;
    this.out += '|';
    this.last = undefined;
  }

  private openGroup(): void {
    let kind: FrameKind = 'capture';
    let prefix = '';
    let name: string | undefined;
    if (this.peek() === '*') throw notSupported('a backtracking verb or option setting (`(*…)`)');
    if (this.peek() === '?') {
      this.pos++;
      const next = this.peek();
      if (next === '#') {
        while (this.pos < this.chars.length && this.peek() !== ')') this.pos++;
        if (this.pos >= this.chars.length) throw new PcreSyntaxError('missing ) after (?# comment');
        this.pos++;
        return;
      }
      if (next === ':') [kind, prefix] = ['group', '(?:'];
      else if (next === '>') kind = 'atomic';
      else if (next === '=') [kind, prefix] = ['lookahead', '(?='];
      else if (next === '!') [kind, prefix] = ['negativeLookahead', '(?!'];
      else if (this.lookingAt('<=')) [kind, prefix] = ['lookbehind', '(?<='];
      else if (this.lookingAt('<!')) [kind, prefix] = ['negativeLookbehind', '(?<!'];
      else if (next === '<' || next === "'" || this.lookingAt('P<')) {
        if (next === 'P') this.pos++;
        const close = this.chars[this.pos++] === "'" ? "'" : '>';
        name = this.readName(close);
      } else if (this.lookingAt('P=')) {
        this.pos += 2;
        return this.reference(this.nameNumber(this.readName(')')));
      } else if (next === '|') throw notSupported('a branch reset group (`(?|…)`)');
      else if (next === '(') throw notSupported('a conditional group (`(?(…)…)`)');
      else if (next === 'C') throw notSupported('a callout (`(?C…)`)');
      else if (next === 'R' || next === '&' || this.lookingAt('P>') || /^(?:[0-9]|[-+][0-9])/.test(this.chars.slice(this.pos, this.pos + 2).join(''))) {
        throw notSupported('recursion or a subroutine call');
      }
      else return this.optionSetting();
      if (name === undefined) this.pos += kind === 'lookbehind' || kind === 'negativeLookbehind' ? 2 : 1;
    }
    // JavaScript matches a lookbehind from right to left, so the lookahead idiom cannot make it atomic.
    if (kind === 'atomic' && this.insideLookbehind()) throw notSupported('an atomic group inside a lookbehind');
    const frame = this.frame(kind, this.options, this.out.length);
    if (kind === 'capture') {
      const number = this.captures.length + 1;
      const insideNegative = this.stack.some((open) => open.kind === 'negativeLookahead' || open.kind === 'negativeLookbehind');
      this.captures.push({ parent: this.top.id, alternative: 0, closed: false, optional: false, insideNegative });
      if (name !== undefined) {
        if (this.names.has(name)) throw new PcreSyntaxError('two named subpatterns have the same name (PCRE2_DUPNAMES not set)');
        this.names.set(name, number);
      }
      frame.capture = number;
      prefix = `(?<g${number}>`;
      for (const open of this.stack) open.hasCapture = true;
    }
    if (kind === 'atomic') frame.atomic = `a${++this.helpers}`;
    this.stack.push(frame);
    this.out += kind === 'atomic' ? `(?=(?<${frame.atomic}>` : prefix;
    this.last = undefined;
  }

  private insideLookbehind(): boolean {
    return this.stack.some((frame) => frame.kind === 'lookbehind' || frame.kind === 'negativeLookbehind');
  }

  private readName(close: string): string {
    let name = '';
    while (this.pos < this.chars.length && this.peek() !== close) name += this.chars[this.pos++]!;
    if (this.pos >= this.chars.length || !/^[A-Za-z_][A-Za-z0-9_]{0,31}$/.test(name)) throw new PcreSyntaxError('subpattern name expected');
    this.pos++;
    return name;
  }

  private nameNumber(name: string): number {
    const number = this.names.get(name);
    if (number === undefined) throw notSupported(`a reference to the group '${name}' before it is defined`);
    return number;
  }

  /** `(?imsx-imsx)` for the rest of the group, or `(?imsx-imsx:…)` for a group of its own. */
  private optionSetting(): void {
    const options = { ...this.options };
    let on = true;
    if (this.peek() === '^') {
      this.pos++;
      Object.assign(options, { i: false, m: false, s: false, x: false });
    }
    for (;;) {
      const char = this.chars[this.pos++];
      if (char === undefined) throw new PcreSyntaxError('missing closing parenthesis');
      if (char === '-' && on) on = false;
      else if (char === 'i' || char === 'm' || char === 's' || char === 'x') options[char] = on;
      else if (char === ')') {
        this.top.options = options;
        this.last = undefined;
        return;
      } else if (char === ':') {
        const frame = this.frame('group', options, this.out.length);
        this.stack.push(frame);
        this.out += '(?:';
        this.last = undefined;
        return;
      } else if ('nJUx'.includes(char)) throw notSupported(`the option (?${char})`);
      else throw new PcreSyntaxError('unrecognized character after (? or (?-');
    }
  }

  private closeGroup(): void {
    if (this.stack.length === 1) throw new PcreSyntaxError('unmatched closing parenthesis');
    const frame = this.stack.pop()!;
    const lengths = [...frame.lengths, frame.length];
    const parent = this.top;
    if (frame.hasOptional) parent.hasOptional = true;
    let length: number | null;
    if (frame.kind === 'lookbehind' || frame.kind === 'negativeLookbehind') {
      if (lengths.some((alternative) => alternative === null)) throw new PcreSyntaxError('lookbehind assertion is not fixed length');
      length = 0;
    } else if (frame.kind === 'lookahead' || frame.kind === 'negativeLookahead') length = 0;
    else length = lengths.every((alternative) => alternative !== null && alternative === lengths[0]) ? lengths[0]! : null;
    if (frame.capture !== undefined) {
      const capture = this.captures[frame.capture - 1]!;
      capture.closed = true;
      capture.alternative = parent.alternatives;
    }
    const start = frame.start;
    this.out += frame.kind === 'atomic' ? `))\\k<${frame.atomic}>` : ')';
    const assertion = frame.kind.endsWith('ahead') || frame.kind.endsWith('behind');
    const consumes = !assertion && !frame.mayBeEmpty && frame.consuming > 0;
    if (consumes) parent.consuming++;
    this.last = { start, length, quantifiable: !assertion, consumes, frame, ...(frame.capture !== undefined ? { capture: frame.capture } : {}) };
    this.addLength(length);
  }

  /**
   * A backreference. JavaScript matches an unset group's reference as empty where PCRE2 fails, and has no
   * caseless references without the `i` flag: only references that cannot meet either are translated.
   */
  private reference(number: number): void {
    // PCRE2 allows one to a group of fixed length, which the translator does not measure.
    if (this.insideLookbehind()) throw notSupported('a backreference inside a lookbehind');
    const capture = this.captures[number - 1];
    if (!capture) {
      // A group defined later: a compile error if there is none, else a forward reference (refused).
      this.pendingReferences.push(number);
      this.emit('', null);
      return;
    }
    const frameOpen = this.stack.some((frame) => frame.id === capture.parent);
    const certain = capture.closed && frameOpen && !capture.optional && !capture.insideNegative && this.stack.find((frame) => frame.id === capture.parent)!.alternatives === capture.alternative;
    if (!certain) throw notSupported('a reference to a group that may be unset');
    if (this.options.i) throw notSupported('a caseless backreference');
    this.emit(`\\k<g${number}>`, null);
  }

  private escape(): void {
    const char = this.chars[this.pos++];
    if (char === undefined) throw new PcreSyntaxError('\\ at end of pattern');
    switch (char) {
      case 'Q':
        return this.quoted();
      case 'E':
        return;
      case 'd':
        return this.emit(`[${this.sets.digit}]`, 1);
      case 'D':
        return this.emit(`[^${this.sets.digit}]`, 1);
      case 'w':
        return this.emit(`[${this.sets.word}]`, 1);
      case 'W':
        return this.emit(`[^${this.sets.word}]`, 1);
      case 's':
        return this.emit(`[${this.sets.space}]`, 1);
      case 'S':
        return this.emit(`[^${this.sets.space}]`, 1);
      case 'h':
        return this.emit(`[${HSPACE}]`, 1);
      case 'H':
        return this.emit(`[^${HSPACE}]`, 1);
      case 'v':
        return this.emit(`[${VSPACE}]`, 1);
      case 'V':
        return this.emit(`[^${VSPACE}]`, 1);
      case 'N':
        return this.emit('[^\\n]', 1);
      case 'R':
        return this.emit(`(?:\\r\\n|(?!\\r\\n)[${VSPACE}])`, null);
      case 'b':
        return this.emit(wordBoundary(this.sets.word, true), 0, false);
      case 'B':
        return this.emit(wordBoundary(this.sets.word, false), 0, false);
      case 'A':
        return this.emit('^', 0, false);
      case 'Z':
        return this.emit('(?=\\n?$)', 0, false);
      case 'z':
        return this.emit('$', 0, false);
      case 'G':
      case 'K':
      case 'X':
      case 'C':
        throw notSupported(`\\${char}`);
      case 'p':
      case 'P': {
        const { contents, negated } = this.property(char === 'P');
        return this.emit(classText({ positive: contents, complements: [] }, negated), 1);
      }
      case 'g':
        return this.reference(this.groupReference());
      case 'k':
        return this.reference(this.namedReference());
    }
    if (/[1-9]/.test(char)) {
      let digits = char;
      while (/[0-9]/.test(this.peek() ?? '')) digits += this.chars[this.pos++]!;
      const number = Number(digits);
      // PCRE2: a backreference below 10, from 8 or 9, or to a group already opened; else up to three octal digits.
      if (number < 10 || /^[89]/.test(digits) || number <= this.captures.length) return this.reference(number);
      const octal = /^[0-7]{1,3}/.exec(digits)![0];
      this.literalChar(parseInt(octal, 8));
      for (const rest of digits.slice(octal.length)) this.literalChar(rest.codePointAt(0)!);
      return;
    }
    this.literalChar(this.escapedChar(char, false));
  }

  /** A character escape (`\n`, `\x{…}`, `\0…`, `\cX`, an escaped symbol), in a class or not. */
  private escapedChar(char: string, inClass: boolean): number {
    const simple: Record<string, number> = { a: 7, e: 27, f: 12, n: 10, r: 13, t: 9 };
    if (simple[char] !== undefined) return simple[char]!;
    if (inClass && char === 'b') return 8;
    if (char === 'x') {
      if (this.peek() === '{') {
        const end = this.chars.indexOf('}', this.pos);
        const digits = end < 0 ? '' : this.chars.slice(this.pos + 1, end).join('');
        if (!/^[0-9A-Fa-f]+$/.test(digits)) throw new PcreSyntaxError('non-hex character in \\x{} (closing brace missing?)');
        this.pos = end + 1;
        return this.codePoint(parseInt(digits, 16));
      }
      let digits = '';
      while (digits.length < 2 && /[0-9A-Fa-f]/.test(this.peek() ?? '')) digits += this.chars[this.pos++]!;
      return digits === '' ? 0 : parseInt(digits, 16);
    }
    if (char === 'o' && this.peek() === '{') {
      const end = this.chars.indexOf('}', this.pos);
      const digits = end < 0 ? '' : this.chars.slice(this.pos + 1, end).join('');
      if (!/^[0-7]+$/.test(digits)) throw new PcreSyntaxError('non-octal character in \\o{} (closing brace missing?)');
      this.pos = end + 1;
      return this.codePoint(parseInt(digits, 8));
    }
    if (char === '0' || (inClass && /[1-7]/.test(char))) {
      let digits = char;
      while (digits.length < 3 && /[0-7]/.test(this.peek() ?? '')) digits += this.chars[this.pos++]!;
      return parseInt(digits, 8);
    }
    if (char === 'c') {
      const control = this.chars[this.pos++];
      if (control === undefined || control.codePointAt(0)! > 127) throw new PcreSyntaxError('\\c must be followed by a printable ASCII character');
      return control.toUpperCase().codePointAt(0)! ^ 0x40;
    }
    if (/[A-Za-z0-9]/.test(char)) throw new PcreSyntaxError('unrecognized character follows \\');
    return char.codePointAt(0)!;
  }

  private codePoint(cp: number): number {
    if (cp > 0x10ffff) throw new PcreSyntaxError('character code point value in \\x{} or \\o{} is too large');
    if (cp >= 0xd800 && cp <= 0xdfff) throw new PcreSyntaxError('disallowed Unicode code point (>= 0xd800 && <= 0xdfff)');
    return cp;
  }

  /** `\Q…\E`: every character up to `\E` (or the end) is itself. */
  private quoted(): void {
    while (this.pos < this.chars.length && !this.lookingAt('\\E')) this.literalChar(this.chars[this.pos++]!.codePointAt(0)!);
    if (this.lookingAt('\\E')) this.pos += 2;
  }

  private groupReference(): number {
    let text = '';
    if (this.peek() === '{') {
      const end = this.chars.indexOf('}', this.pos);
      if (end < 0) throw new PcreSyntaxError('\\g is not followed by a braced, angle-bracketed, or quoted name/number or by a plain number');
      text = this.chars.slice(this.pos + 1, end).join('');
      this.pos = end + 1;
    } else if (this.peek() === '<' || this.peek() === "'") throw notSupported('a subroutine call (\\g<…>)');
    else while (/[-+0-9]/.test(this.peek() ?? '') && (text === '' || /[0-9]/.test(this.peek()!))) text += this.chars[this.pos++]!;
    if (/^-\d+$/.test(text)) {
      const number = this.captures.length + 1 + Number(text);
      if (number < 1) throw new PcreSyntaxError('reference to non-existent subpattern');
      return number;
    }
    if (/^\+?\d+$/.test(text) && !text.startsWith('+')) return Number(text);
    if (/^[A-Za-z_]\w*$/.test(text)) return this.nameNumber(text);
    throw new PcreSyntaxError('\\g is not followed by a braced, angle-bracketed, or quoted name/number or by a plain number');
  }

  private namedReference(): number {
    const open = this.chars[this.pos++];
    const close = open === '<' ? '>' : open === "'" ? "'" : open === '{' ? '}' : undefined;
    if (!close) throw new PcreSyntaxError('\\k is not followed by a braced, angle-bracketed, or quoted name');
    return this.nameNumber(this.readName(close));
  }

  /**
   * `\p{Lu}`, `\pL`, `\p{^Greek}`, `\p{sc:Latn}`...: the contents of a JavaScript class with PCRE2's Unicode 14
   * members (V8's own `\p{…}` has Unicode 15.1's), and whether it is negated.
   */
  private property(negated: boolean): { contents: string; negated: boolean } {
    if (this.peek() !== '{') return { contents: letterPropertyContents(this.chars[this.pos++] ?? ''), negated };
    const end = this.chars.indexOf('}', this.pos);
    if (end < 0) throw new PcreSyntaxError('malformed \\P or \\p sequence');
    let name = this.chars.slice(this.pos + 1, end).join('');
    this.pos = end + 1;
    if (name.startsWith('^')) [negated, name] = [!negated, name.slice(1)];
    return { contents: propertyContents(name), negated };
  }

  private characterClass(): void {
    let negated = false;
    if (this.peek() === '^') {
      negated = true;
      this.pos++;
    }
    const parts: ClassParts = { positive: '', complements: [] };
    const caseless = this.options.i;
    let first = true;
    for (;;) {
      const char = this.chars[this.pos++];
      if (char === undefined) throw new PcreSyntaxError('missing terminating ] for character class');
      if (char === ']' && !first) break;
      first = false;
      if (char === '[' && /^:\^?[a-z]+:\]/.test(this.chars.slice(this.pos, this.pos + 12).join(''))) {
        const found = /^:(\^?)([a-z]+):\]/.exec(this.chars.slice(this.pos, this.pos + 12).join(''))!;
        this.pos += found[0].length;
        const set = this.sets.posix(found[2]!, caseless);
        if (set === undefined) throw new PcreSyntaxError('unknown POSIX class name');
        if (found[1]) parts.complements.push(set);
        else parts.positive += set;
        continue;
      }
      let cp: number | undefined;
      if (char === '\\') {
        const escaped = this.chars[this.pos++];
        if (escaped === undefined) throw new PcreSyntaxError('\\ at end of pattern');
        if (escaped === 'Q') {
          while (this.pos < this.chars.length && !this.lookingAt('\\E')) this.classChar(parts, this.chars[this.pos++]!.codePointAt(0)!, caseless);
          if (this.lookingAt('\\E')) this.pos += 2;
            continue;
        }
        if (escaped === 'E') continue;
        const set = this.classEscape(escaped);
        if (set) {
          if (this.peek() === '-' && this.peek(1) !== ']') throw new PcreSyntaxError('invalid range in character class');
          if (set.complement !== undefined) parts.complements.push(set.complement);
          else parts.positive += set.positive;
            continue;
        }
        if (/[NRXBGKAZz]/.test(escaped)) throw new PcreSyntaxError('escape sequence is invalid in character class');
        if (/[89]/.test(escaped)) throw notSupported(`\\${escaped} in a character class`);
        cp = this.escapedChar(escaped, true);
      } else cp = char.codePointAt(0)!;
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined) {
        // A range: the upper end may be an escape too.
        this.pos++;
        let upper = this.chars[this.pos++]!;
        let to: number;
        if (upper === '\\') {
          upper = this.chars[this.pos++] ?? '';
          if (this.classEscape(upper)) throw new PcreSyntaxError('invalid range in character class');
          to = this.escapedChar(upper, true);
        } else if (upper === '[' && this.peek() === ':') throw new PcreSyntaxError('invalid range in character class');
        else to = upper.codePointAt(0)!;
        if (to < cp) throw new PcreSyntaxError('range out of order in character class');
        parts.positive += `${hex(cp)}-${hex(to)}`;
        if (caseless) parts.positive += caselessRangeExtras(cp, to).map(hex).join('');
        continue;
      }
      this.classChar(parts, cp, caseless);
    }
    this.emit(classText(parts, negated), 1);
  }

  private classChar(parts: ClassParts, cp: number, caseless: boolean): void {
    parts.positive += (caseless ? caselessVariants(cp) : [cp]).map(hex).join('');
  }

  /** `\d`, `\s`, `\h`, `\p{…}`... inside a class: their contents, or the set they are the complement of. */
  private classEscape(char: string): { positive?: string; complement?: string } | undefined {
    switch (char) {
      case 'd':
        return { positive: this.sets.digit };
      case 'D':
        return { complement: this.sets.digit };
      case 'w':
        return { positive: this.sets.word };
      case 'W':
        return { complement: this.sets.word };
      case 's':
        return { positive: this.sets.space };
      case 'S':
        return { complement: this.sets.space };
      case 'h':
        return { positive: HSPACE };
      case 'H':
        return { complement: HSPACE };
      case 'v':
        return { positive: VSPACE };
      case 'V':
        return { complement: VSPACE };
      case 'p':
      case 'P': {
        const { contents, negated } = this.property(char === 'P');
        return negated ? { complement: contents } : { positive: contents };
      }
    }
    return undefined;
  }
}

const cache = new Map<string, PcreTranslation>();

/** The JavaScript form (flag `u` only) of a PCRE2 pattern compiled with mongod's options `i m s x`. */
export function translatePcre(pattern: string, flags: string, ucp = false): PcreTranslation {
  const key = `${flags}${ucp ? '*UCP' : ''}/${pattern}`;
  const known = cache.get(key);
  if (known) return known;
  const translation = new Translator(pattern, { i: flags.includes('i'), m: flags.includes('m'), s: flags.includes('s'), x: flags.includes('x') }, ucp).translate();
  if (cache.size > 1000) cache.clear();
  cache.set(key, translation);
  return translation;
}
