import { MongoCommandError } from '../../errors';
import { caselessVariants } from '../pcre-case';
import { isScriptRun } from '../pcre-unicode14/script-run';
import { BacktrackSignal, thensWithin } from './backtrack-signal';
import type { Condition, LookNode, Node, Program, VerbNode } from './nodes';
import { codeUnitEnd, graphemeEnd, insideCharacter, refuseInsideCharacter } from './unit-escapes';

/**
 * A backtracking matcher with PCRE2's semantics (pcre2_match, mongod's settings) for the nodes of
 * parser.ts. Each node is matched with a continuation (`next`): the rest of the pattern, tried from where
 * the node ended; `false` makes the node try its next way. Captures follow PCRE2: a group keeps the value
 * of its last iteration that set it, a backreference to an unset group fails, captures set inside a
 * recursion or subroutine call revert when it returns, and lookarounds and atomic groups keep the first way
 * that matched. Positions are UTF-16 indices on code point boundaries. Backtracking into a verb throws a
 * `BacktrackSignal` up to the level it acts at; an `(*ACCEPT)` goes on with the rest of the innermost call,
 * assertion or pattern (`acceptTo`), setting the groups still open (`open`).
 */

/** A matching error, with PCRE2's text for it (mongod reports it as `Result code: <text>`). */
export class PcreMatchError extends Error {}

/** PCRE2's default match limit (mongod does not change it); the store counts its own steps against it. */
export const MATCH_LIMIT = 10_000_000;

export interface EngineMatch {
  /** Where the reported match starts (moved by `\K`) and ends. */
  start: number;
  end: number;
  /** Groups 1…N, null when unset. */
  captures: (string | null)[];
}

type Next = (position: number) => boolean;

/** The capturing groups entered and not yet left, innermost first (an `(*ACCEPT)` sets them all). */
interface OpenGroup {
  number: number;
  start: number;
  up: OpenGroup | null;
}

/** `firstEnd`'s answer when an `(*ACCEPT)` inside the node ended its whole scope successfully. */
const ACCEPTED = -2;

/** The nodes that go on from inside a character (after a `\C` took part of it): `\C` and what only passes positions along. */
function goesOnInsideCharacter(node: Node): boolean {
  return node.type === 'codeUnit' || node.type === 'sequence' || node.type === 'alternation' || node.type === 'atomic' || node.type === 'repeat' || (node.type === 'group' && node.capture === undefined);
}

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

class Matcher {
  private readonly captures: number[];
  private steps = 0;
  private keep = 0;
  private end = 0;
  private readonly calls: { group: number; position: number }[] = [];
  private open: OpenGroup | null = null;
  private acceptTo: Next = () => false;
  /** `(*SKIP:NAME)` verbs passed in this attempt, and how many of the first ones a retry passes over. */
  private skipNameCount = 0;
  private ignoreSkipName = 0;
  private readonly hasThen: boolean;

  constructor(
    private readonly program: Program,
    private readonly input: string,
    private readonly searchStart: number,
    private readonly limit: number,
  ) {
    this.captures = new Array<number>(2 * (program.captureCount + 1)).fill(-1);
    this.hasThen = thensWithin(program.root).size > 0;
  }

  /** The first match starting at `searchStart` or later, as pcre2_match finds it. */
  search(): EngineMatch | null {
    let start = this.searchStart;
    for (;;) {
      this.captures.fill(-1);
      this.keep = start;
      this.open = null;
      this.calls.length = 0;
      this.skipNameCount = 0;
      const finish: Next = (end) => this.allowed(end) && ((this.end = end), true);
      this.acceptTo = finish;
      let next = start + this.width(start);
      try {
        if (this.match(this.program.root, start, finish)) return this.result();
        this.ignoreSkipName = 0;
      } catch (error) {
        if (!(error instanceof BacktrackSignal)) throw error;
        if (error.kind === 'commit') return null;
        if (error.kind === 'skipName') {
          // No mark of that name on the way back: PCRE2 retries this start, passing over the (*SKIP:NAME)s met so far.
          this.ignoreSkipName = this.skipNameCount;
          continue;
        }
        if (error.kind === 'skip' && error.position > start) next = error.position;
        else this.ignoreSkipName = 0;
      }
      if (start >= this.input.length) return null;
      start = next;
      // PCRE2 with a CRLF-style newline never starts between a CR and an LF, unless the pattern writes one.
      if (this.program.settings.skipsCrlfMiddle && start > this.searchStart && this.input[start - 1] === '\r' && this.input[start] === '\n') start++;
    }
  }

  /** `(*NOTEMPTY)` and `(*NOTEMPTY_ATSTART)` reject an empty match (anywhere, or where the search starts). */
  private allowed(end: number): boolean {
    const { notEmpty, notEmptyAtStart } = this.program.settings;
    return end !== this.keep || !(notEmpty || (notEmptyAtStart && this.keep === this.searchStart));
  }

  private result(): EngineMatch {
    const captures = Array.from({ length: this.program.captureCount }, (_, i) => {
      const [from, to] = [this.captures[2 * (i + 1)]!, this.captures[2 * (i + 1) + 1]!];
      return from < 0 ? null : this.input.slice(from, to);
    });
    return { start: this.keep, end: this.end, captures };
  }

  /** The UTF-16 length of the code point at `position`. */
  private width(position: number): number {
    return isHigh(this.input.charCodeAt(position)) && isLow(this.input.charCodeAt(position + 1)) ? 2 : 1;
  }

  /** `count` code points before `position`, or -1 past the start. */
  private back(position: number, count: number): number {
    for (let i = 0; i < count; i++) {
      if (position <= 0) return -1;
      position -= position >= 2 && isLow(this.input.charCodeAt(position - 1)) && isHigh(this.input.charCodeAt(position - 2)) ? 2 : 1;
    }
    return position;
  }

  private step(): void {
    if (++this.steps > this.limit) throw new PcreMatchError('match limit exceeded');
  }

  private atom(regex: RegExp, position: number): number {
    this.step();
    if (insideCharacter(position)) throw refuseInsideCharacter();
    regex.lastIndex = position;
    return regex.test(this.input) ? regex.lastIndex : -1;
  }

  private match(node: Node, position: number, next: Next): boolean {
    this.step();
    if (insideCharacter(position) && !goesOnInsideCharacter(node)) throw refuseInsideCharacter();
    switch (node.type) {
      case 'atom': {
        const end = this.atom(node.regex, position);
        return end >= 0 && next(end);
      }
      case 'sequence':
        return this.sequence(node.items, 0, position, next);
      case 'alternation':
        if (this.hasThen) return this.alternationWithThen(node.alternatives, position, next);
        for (const alternative of node.alternatives) if (this.match(alternative, position, next)) return true;
        return false;
      case 'group':
        return node.capture === undefined ? this.match(node.body, position, next) : this.capture(node.capture, node.body, position, next);
      case 'atomic':
        return this.once(position, next, () => this.firstEnd(node.body, position));
      case 'scriptRun':
        // PCRE2 checks the run when the group ends: a failure backtracks into the body.
        return this.match(node.body, position, (end) => {
          if (insideCharacter(end)) throw refuseInsideCharacter('a script run ending');
          return isScriptRun(this.input, position, end) && next(end);
        });
      case 'look':
        if (node.nonAtomic) return this.nonAtomicAssertion(node, position, next);
        return this.once(position, next, () => (this.assertion(node, position) ? position : -1));
      case 'repeat':
        return this.repeat(node, position, next);
      case 'backreference':
        return this.backreference(node.groups!, node.caseless, position, next);
      case 'call':
        return this.call(node.group!, position, next);
      case 'conditional':
        return this.conditional(node.condition, node.yes, node.no, position, next);
      case 'keep': {
        const before = this.keep;
        this.keep = position;
        if (next(position)) return true;
        this.keep = before;
        return false;
      }
      case 'searchStart':
        return position === this.searchStart && next(position);
      case 'codeUnit':
      case 'grapheme': {
        this.step();
        const end = node.type === 'codeUnit' ? codeUnitEnd(this.input, position) : graphemeEnd(this.input, position);
        return end >= 0 && next(end);
      }
      case 'verb':
        return this.verb(node, position, next);
      case 'mark':
        try {
          return next(position);
        } catch (signal) {
          // A (*SKIP:NAME) backtracked into moves the next attempt to this mark's position.
          if (signal instanceof BacktrackSignal && signal.kind === 'skipName' && signal.name === node.name) throw new BacktrackSignal('skip', position);
          throw signal;
        }
    }
  }

  /** Verbs act when backtracking reaches them (PCRE2 10.40, pcre2pattern "Backtracking control"). */
  private verb(node: VerbNode, position: number, next: Next): boolean {
    switch (node.verb) {
      case 'fail':
        return false;
      case 'accept':
        return this.accept(position);
      case 'skip':
        if (node.name !== undefined) {
          if (++this.skipNameCount <= this.ignoreSkipName) return next(position);
          if (next(position)) return true;
          throw new BacktrackSignal('skipName', position, node, node.name);
        }
    }
    if (next(position)) return true;
    throw new BacktrackSignal(node.verb as 'commit' | 'prune' | 'skip' | 'then', position, node);
  }

  /** `(*ACCEPT)`: the groups still open end here, and the innermost call, assertion or pattern ends. */
  private accept(position: number): boolean {
    const [saved, open] = [this.captures.slice(), this.open];
    for (let group = open; group; group = group.up) {
      this.captures[2 * group.number] = group.start;
      this.captures[2 * group.number + 1] = position;
    }
    if (this.acceptTo(position)) return true;
    this.restore(saved);
    this.open = open;
    return false;
  }

  /** An alternation that a `(*THEN)` in the alternative being tried sends to the next one. */
  private alternationWithThen(alternatives: Node[], position: number, next: Next): boolean {
    for (const alternative of alternatives) {
      const [saved, keep, open, acceptTo] = [this.captures.slice(), this.keep, this.open, this.acceptTo];
      try {
        if (this.match(alternative, position, next)) return true;
      } catch (signal) {
        if (!(signal instanceof BacktrackSignal) || signal.kind !== 'then' || !thensWithin(alternative).has(signal.verb!)) throw signal;
        this.restore(saved);
        [this.keep, this.open, this.acceptTo] = [keep, open, acceptTo];
      }
    }
    return false;
  }

  private sequence(items: Node[], index: number, position: number, next: Next): boolean {
    if (index === items.length) return next(position);
    return this.match(items[index]!, position, (end) => this.sequence(items, index + 1, end, next));
  }

  /** PCRE2 sets a group's capture when the group ends, so a reference inside it sees the previous value. */
  private capture(number: number, body: Node, position: number, next: Next): boolean {
    const outer = this.open;
    this.open = { number, start: position, up: outer };
    const matched = this.match(body, position, (end) => {
      const inner = this.open;
      this.open = outer;
      if (insideCharacter(end)) throw refuseInsideCharacter('a capture ending');
      const [from, to] = [this.captures[2 * number]!, this.captures[2 * number + 1]!];
      this.captures[2 * number] = position;
      this.captures[2 * number + 1] = end;
      if (next(end)) return true;
      this.captures[2 * number] = from;
      this.captures[2 * number + 1] = to;
      this.open = inner;
      return false;
    });
    this.open = outer;
    return matched;
  }

  /** Where the first way of matching `node` ends (-1 if none, ACCEPTED after an `(*ACCEPT)`), keeping the captures it set. */
  private firstEnd(node: Node, position: number): number {
    let found = -1;
    const matched = this.match(node, position, (end) => ((found = end), true));
    return matched && found < 0 ? ACCEPTED : found;
  }

  /** Runs `attempt` (no backtracking into it), then `next` from where it ended; undoes its captures on failure. */
  private once(position: number, next: Next, attempt: () => number): boolean {
    const saved = this.captures.slice();
    const keep = this.keep;
    const end = attempt();
    if (end === ACCEPTED || (end >= 0 && next(end))) return true;
    this.restore(saved);
    this.keep = keep;
    return false;
  }

  private restore(saved: number[]): void {
    for (let i = 0; i < saved.length; i++) this.captures[i] = saved[i]!;
  }

  /** Whether a lookaround holds at `position` (a positive one keeps its captures, a negative one none). */
  private assertion(node: LookNode, position: number, isCondition = false): boolean {
    const [saved, open, acceptTo] = [this.captures.slice(), this.open, this.acceptTo];
    // An (*ACCEPT) inside makes the assertion hold at once (its groups open inside it end there).
    [this.open, this.acceptTo] = [null, () => true];
    let found = false;
    for (let i = 0; i < node.alternatives.length && !found; i++) {
      const alternative = node.alternatives[i]!;
      try {
        if (node.behind) {
          const start = this.back(position, node.lengths[i]!);
          found = start >= 0 && this.match(alternative, start, (end) => end === position);
        } else found = this.match(alternative, position, () => true);
      } catch (signal) {
        // PCRE2 10.42: a (*THEN) fails this alternative of the assertion; a (*COMMIT), (*PRUNE) or (*SKIP)
        // ends a negative assertion's or a condition's search (no match inside) and acts on the whole
        // match from a standalone positive one.
        if (!(signal instanceof BacktrackSignal)) throw signal;
        this.restore(saved);
        [this.open, this.acceptTo] = [null, () => true];
        if (signal.kind === 'then') continue;
        if (!node.negative && !isCondition) throw signal;
        break;
      }
    }
    [this.open, this.acceptTo] = [open, acceptTo];
    if (node.negative || !found) this.restore(saved);
    return found !== node.negative;
  }

  /** A non-atomic positive assertion: each way its alternatives match here is tried with what follows. */
  private nonAtomicAssertion(node: LookNode, position: number, next: Next): boolean {
    const [open, acceptTo] = [this.open, this.acceptTo];
    const after: Next = () => {
      const [innerOpen, innerAccept] = [this.open, this.acceptTo];
      [this.open, this.acceptTo] = [open, acceptTo];
      if (next(position)) return true;
      [this.open, this.acceptTo] = [innerOpen, innerAccept];
      return false;
    };
    [this.open, this.acceptTo] = [null, after];
    let matched = false;
    for (let i = 0; i < node.alternatives.length && !matched; i++) {
      const alternative = node.alternatives[i]!;
      const start = node.behind ? this.back(position, node.lengths[i]!) : position;
      matched = start >= 0 && this.match(alternative, start, (end) => (!node.behind || end === position) && after(end));
    }
    [this.open, this.acceptTo] = [open, acceptTo];
    return matched;
  }

  private repeat(node: Extract<Node, { type: 'repeat' }>, position: number, next: Next): boolean {
    const { body, min, max, mode } = node;
    if (mode === 'possessive') {
      return this.once(position, next, () => this.firstEnd({ ...node, mode: 'greedy' }, position));
    }
    if (body.type === 'atom' && body.width === 1) return this.repeatCharacter(body.regex, min, max, mode === 'lazy', position, next);
    // PCRE2: once an unlimited repeat has its minimum, an iteration that matched nothing ends the loop.
    // (One closure per iteration: the stack bounds how many iterations a match can hold.)
    const lazy = mode === 'lazy';
    const loop = (count: number, from: number): boolean => {
      if (lazy && count >= min && next(from)) return true;
      const iterated =
        count < max && this.match(body, from, (end) => (end === from && count + 1 >= min && max === Infinity ? next(end) : loop(count + 1, end)));
      return iterated || (!lazy && count >= min && next(from));
    };
    return loop(0, position);
  }

  /** A repeated single character, without a nested call per iteration. */
  private repeatCharacter(regex: RegExp, min: number, max: number, lazy: boolean, position: number, next: Next): boolean {
    if (lazy) {
      for (let count = 0; ; count++) {
        if (count >= min && next(position)) return true;
        if (count >= max) return false;
        position = this.atom(regex, position);
        if (position < 0) return false;
      }
    }
    const ends = [position];
    while (ends.length - 1 < max) {
      const end = this.atom(regex, ends[ends.length - 1]!);
      if (end < 0) break;
      ends.push(end);
    }
    for (let count = ends.length - 1; count >= min; count--) if (next(ends[count]!)) return true;
    return false;
  }

  /** A reference uses the first of its groups (several for a duplicated name) that is set; none set fails. */
  private backreference(groups: number[], caseless: boolean, position: number, next: Next): boolean {
    const group = groups.find((number) => this.captures[2 * number]! >= 0);
    if (group === undefined) return false;
    const text = this.input.slice(this.captures[2 * group], this.captures[2 * group + 1]);
    if (!caseless) return this.input.startsWith(text, position) && next(position + text.length);
    let end = position;
    for (const char of text) {
      const other = this.input.codePointAt(end);
      if (other === undefined || !sameCaseless(char.codePointAt(0)!, other)) return false;
      end += other > 0xffff ? 2 : 1;
    }
    return next(end);
  }

  /**
   * A recursion or subroutine call: the group's pattern matched here (backtrackable, as in PCRE2 10.30+);
   * the captures it sets revert when it returns. PCRE2 stops a call that repeats the latest call of the same
   * group at the same position (an endless loop) with an error.
   */
  private call(group: number, position: number, next: Next): boolean {
    const latest = this.calls.findLast((call) => call.group === group);
    if (latest && latest.position === position) throw new PcreMatchError('nested recursion at the same subject position');
    const body = group === 0 ? this.program.root : this.program.groups.get(group)!;
    const [saved, open, acceptTo] = [this.captures.slice(), this.open, this.acceptTo];
    this.calls.push({ group, position });
    // The call returns when its group ends or an (*ACCEPT) inside it is reached.
    const returned: Next = (end) => {
      const call = this.calls.pop()!;
      const [inside, innerOpen, innerAccept] = [this.captures.slice(), this.open, this.acceptTo];
      this.restore(saved);
      [this.open, this.acceptTo] = [open, acceptTo];
      if (next(end)) return true;
      this.restore(inside);
      this.calls.push(call);
      [this.open, this.acceptTo] = [innerOpen, innerAccept];
      return false;
    };
    [this.open, this.acceptTo] = [null, returned];
    const matched = this.match(body, position, returned);
    if (!matched) this.calls.pop();
    [this.open, this.acceptTo] = [open, acceptTo];
    return matched;
  }

  private conditional(condition: Condition, yes: Node, no: Node | undefined, position: number, next: Next): boolean {
    if (condition.kind === 'assert') {
      const saved = this.captures.slice();
      const holds = this.assertion(condition.assertion, position, true);
      if (this.match(holds ? yes : (no ?? EMPTY), position, next)) return true;
      this.restore(saved);
      return false;
    }
    let holds: boolean;
    if (condition.kind === 'set') holds = condition.groups!.some((number) => this.captures[2 * number]! >= 0);
    else if (condition.kind === 'recursion') holds = condition.ref === undefined ? this.calls.length > 0 : this.calls.at(-1)?.group === condition.group;
    else if (condition.kind === 'version') holds = condition.holds;
    else holds = false;
    return this.match(holds ? yes : (no ?? EMPTY), position, next);
  }
}

const EMPTY: Node = { type: 'sequence', items: [] };

/** PCRE2's caseless character comparison (simple case folding). */
const sameCaseless = (a: number, b: number) => a === b || caselessVariants(a).includes(b);

/** The first match of `program` in `input` from `searchStart` (a UTF-16 index), or null. */
export function searchPcre(program: Program, input: string, searchStart: number, limit = MATCH_LIMIT): EngineMatch | null {
  try {
    return new Matcher(program, input, searchStart, limit).search();
  } catch (error) {
    // The matcher nests a call per item matched, so a long enough match outgrows the process's stack where
    // PCRE2 (whose backtracking history lives on its heap) would go on: refused, never answered wrongly.
    if (error instanceof RangeError) throw new MongoCommandError('NotImplemented', 'a match this deep (too many nested repetitions or calls) in a regular expression is not supported by the embedded store');
    throw error;
  }
}
