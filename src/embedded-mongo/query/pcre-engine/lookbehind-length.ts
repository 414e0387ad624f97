import { MongoCommandError } from '../../errors';
import { PcreSyntaxError } from '../pcre';
import type { LookNode, Node } from './nodes';

/**
 * The length in code points of each alternative of a lookbehind, which PCRE2 10.42 wants fixed (10.43 lifted
 * that): `lookbehind assertion is not fixed length` otherwise. As pcre2pattern states, a backreference
 * counts as the fixed length of its group when the group's number is its own (no branch reset `(?|` in the
 * pattern, no duplicated name), a subroutine call as the length of the group it calls, and a conditional
 * group when both branches have the same length.
 */
export function lookbehindLengths(look: LookNode, groups: Map<number, Node>, hasBranchReset: boolean): number[] {
  const measure = new Measure(look, groups, hasBranchReset);
  return look.alternatives.map((alternative) => {
    const length = measure.of(alternative);
    if (length === null) throw new PcreSyntaxError('lookbehind assertion is not fixed length');
    return length;
  });
}

class Measure {
  private readonly calling = new Set<number>();

  constructor(
    private readonly look: LookNode,
    private readonly groups: Map<number, Node>,
    private readonly hasBranchReset: boolean,
  ) {}

  of(node: Node): number | null {
    switch (node.type) {
      case 'atom':
        return node.width;
      case 'sequence':
        return this.sum(node.items);
      case 'alternation': {
        const lengths = node.alternatives.map((alternative) => this.of(alternative));
        return lengths.every((length) => length !== null && length === lengths[0]) ? lengths[0]! : null;
      }
      case 'group':
      case 'atomic':
      case 'scriptRun':
        return this.of(node.body);
      case 'repeat': {
        // PCRE2 passes over a quantifier after a lookahead; any other varying count has no fixed length.
        if (node.body.type === 'look' && !node.body.behind) return 0;
        const length = this.of(node.body);
        return length === null || node.min !== node.max ? null : length * node.min;
      }
      case 'conditional': {
        const [yes, no] = [this.of(node.yes), node.no ? this.of(node.no) : 0];
        return yes !== null && yes === no ? yes : null;
      }
      // A reference to a group that does not exist is found here first (PCRE2 measures before it compiles).
      case 'backreference':
        if (!node.groups) throw new PcreSyntaxError('reference to non-existent subpattern');
        if (this.hasBranchReset || node.groups.length !== 1) return null;
        return this.group(node.groups[0]!);
      case 'call':
        if (node.group === undefined) throw new PcreSyntaxError('reference to non-existent subpattern');
        return this.group(node.group);
      case 'look':
      case 'keep':
      case 'searchStart':
      case 'verb':
      case 'mark':
        return 0;
      case 'codeUnit':
        throw new PcreSyntaxError('\\C is not allowed in a lookbehind assertion in UTF-8 mode');
      default:
        return null;
    }
  }

  private sum(items: Node[]): number | null {
    let total = 0;
    for (const item of items) {
      const length = this.of(item);
      if (length === null) return null;
      total += length;
    }
    return total;
  }

  /** A group's length; a recursive call (or one to a group holding the lookbehind) has none. */
  private group(number: number): number | null {
    const group = this.groups.get(number)!;
    if (number === 0 || this.calling.has(number) || contains(group, this.look)) return null;
    // PCRE2 measures a referenced or called group by rules of its own for what lies inside it (lookarounds,
    // calls, references, conditionals, \K, \C, \X, verbs): only groups without them are measured here.
    if (!plain(group)) throw new MongoCommandError('NotImplemented', 'a reference or call inside a lookbehind to a group holding lookarounds, calls, references, conditionals, \\K, \\C, \\X or verbs in a regular expression is not supported by the embedded store');
    this.calling.add(number);
    try {
      return this.of(group);
    } finally {
      this.calling.delete(number);
    }
  }
}

/** Whether `target` is written inside `node`. */
function contains(node: Node, target: Node): boolean {
  if (node === target) return true;
  switch (node.type) {
    case 'sequence':
      return node.items.some((item) => contains(item, target));
    case 'alternation':
    case 'look':
      return node.alternatives.some((alternative) => contains(alternative, target));
    case 'group':
    case 'atomic':
    case 'scriptRun':
    case 'repeat':
      return contains(node.body, target);
    case 'conditional':
      return contains(node.yes, target) || (node.no !== undefined && contains(node.no, target)) || (node.condition.kind === 'assert' && contains(node.condition.assertion, target));
    default:
      return false;
  }
}

/** A group of characters, classes, anchors, groups (script runs too) and repeats only. */
function plain(node: Node): boolean {
  switch (node.type) {
    case 'atom':
      return true;
    case 'sequence':
      return node.items.every(plain);
    case 'alternation':
      return node.alternatives.every(plain);
    case 'group':
    case 'atomic':
    case 'scriptRun':
    case 'repeat':
      return plain(node.body);
    default:
      return false;
  }
}
