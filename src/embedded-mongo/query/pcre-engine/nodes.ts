import type { Newline } from './newline';

/**
 * The parsed form of a PCRE2 pattern for the store's own backtracking matcher (matcher.ts). Single
 * characters, classes and anchors stay JavaScript: an `atom` is a sticky RegExp made by pcre.ts's exact
 * translation of that one item, so the engine only adds PCRE2's structure (recursion, conditionals...).
 */

export type Quantifier = 'greedy' | 'lazy' | 'possessive';

/** What a reference names before the whole pattern is known: a number, or a name (which may be duplicated). */
export type GroupRef = { number: number } | { name: string };

export type Condition =
  | { kind: 'set'; ref: GroupRef; groups?: number[] }
  /** `(?(R)`: inside any call; `(?(Rn)`/`(?(R&name)`: the most recent call is to that group. */
  | { kind: 'recursion'; ref?: GroupRef; group?: number }
  | { kind: 'define' }
  /** `(?(VERSION>=n.m)`: answered when compiled (version-condition.ts). */
  | { kind: 'version'; holds: boolean }
  | { kind: 'assert'; assertion: LookNode };

export interface LookNode {
  type: 'look';
  behind: boolean;
  negative: boolean;
  alternatives: Node[];
  /** For a lookbehind: the length in code points of each alternative. */
  lengths: number[];
  /** `(*napla:…)`, `(*naplb:…)`: a positive assertion that backtracking may re-enter for its other ways. */
  nonAtomic?: boolean;
}

export type Node =
  /** One item JavaScript matches the same way (width: code points consumed; null for `\R`). */
  | { type: 'atom'; regex: RegExp; width: 0 | 1 | null }
  | { type: 'sequence'; items: Node[] }
  | { type: 'alternation'; alternatives: Node[] }
  | { type: 'group'; capture?: number; body: Node }
  | { type: 'atomic'; body: Node }
  /** `(*sr:…)`: the body, whose match must also be a script run (`(*asr:…)` is one around an atomic group). */
  | { type: 'scriptRun'; body: Node }
  | LookNode
  | { type: 'repeat'; body: Node; min: number; max: number; mode: Quantifier }
  | { type: 'backreference'; ref: GroupRef; groups?: number[]; caseless: boolean }
  /** A recursion or subroutine call (group 0 is the whole pattern). */
  | { type: 'call'; ref: GroupRef; group?: number }
  | { type: 'conditional'; condition: Condition; yes: Node; no?: Node }
  /** `\K`: the reported match starts here. */
  | { type: 'keep' }
  /** `\G`: the position the search started from. */
  | { type: 'searchStart' }
  /** A backtracking control verb (verbs.ts); `(*SKIP:NAME)` is a `skip` with a name. */
  | VerbNode
  /** `\C` (one UTF-8 code unit) and `\X` (one extended grapheme cluster): unit-escapes.ts. */
  | { type: 'codeUnit' }
  | { type: 'grapheme' }
  /** `(*MARK:NAME)`: where a `(*SKIP:NAME)` moves the next attempt to. */
  | { type: 'mark'; name: string };

export type Verb = 'fail' | 'accept' | 'commit' | 'prune' | 'skip' | 'then';

export interface VerbNode {
  type: 'verb';
  verb: Verb;
  name?: string;
}

/** The leading `(*…)` settings that change how the program is matched. */
export interface Settings {
  /** `(*UCP)`: `\d \w \s \b` and POSIX classes match by Unicode properties (pcre-unicode14/). */
  ucp: boolean;
  /** `(*NO_START_OPT)`: every start position is tried (verbs are never bypassed). */
  noStartOptimize: boolean;
  /** `(*BSR_ANYCRLF)`: `\R` is only CR, LF or CRLF. */
  bsrAnyCrlf: boolean;
  /** `(*NOTEMPTY)`, `(*NOTEMPTY_ATSTART)`: an empty match (anywhere, or at the search start) is no match. */
  notEmpty: boolean;
  notEmptyAtStart: boolean;
  /** `(*CR)`, `(*NUL)`, `(*CRLF)`...: the newline `.`, `^`, `$`, `\N`, `\Z` and `#` comments see (newline.ts). */
  newline: Newline;
  /** A two-character newline and no CR or LF written in the pattern: the search never starts between CR and LF. */
  skipsCrlfMiddle?: boolean;
}

export interface Program {
  root: Node;
  captureCount: number;
  /** The group node of each capture number (the first one, for numbers a branch reset repeats). */
  groups: Map<number, Node>;
  names: Map<string, number[]>;
  settings: Settings;
}
