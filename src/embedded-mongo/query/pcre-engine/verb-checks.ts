import { MongoCommandError } from '../../errors';
import type { Node, Program, VerbNode } from './nodes';

/**
 * The verbs the store matches exactly as PCRE2 does, and the refusals (238) for the rest:
 * - PCRE2's start-of-match optimizations (a known first character, a start-of-line anchor...) skip start
 *   positions without running the pattern. A (*COMMIT), (*PRUNE), (*SKIP) or (*THEN) that an attempt can
 *   reach before it consumes a character acts at a position PCRE2 may never try ("(*COMMIT)abc" matches
 *   "xyzabc" in PCRE2): refused unless the pattern starts with (*NO_START_OPT). Once a character is
 *   consumed, a skipped position is one where that character fails, before any verb.
 * - In a lookahead they follow PCRE2 10.42 (matcher.ts `assertion`); in a lookbehind (run from before the
 *   start position), a non-atomic assertion or a pattern with a recursion or subroutine call (PCRE2 turns
 *   them into a call's failure there) they are refused, and so is (*SKIP:NAME) in any lookaround.
 *   (*ACCEPT) and (*FAIL) work everywhere but in a lookbehind, whose length an (*ACCEPT) would cut.
 */
const BACKTRACKING = new Set(['commit', 'prune', 'skip', 'then']);

const refuse = (what: string) => new MongoCommandError('NotImplemented', `${what} in a regular expression is not supported by the embedded store`);

/** Where a verb is written. */
export interface VerbPlace {
  node: VerbNode;
  inLookaround: boolean;
  inLookbehind: boolean;
  inNonAtomic: boolean;
}

export function checkVerbs(program: Program, verbs: VerbPlace[], hasCalls: boolean): void {
  const backtracking = verbs.filter(({ node }) => BACKTRACKING.has(node.verb));
  if (backtracking.some((verb) => verb.inLookbehind || verb.inNonAtomic || (verb.inLookaround && verb.node.name !== undefined))) {
    throw refuse('(*COMMIT), (*PRUNE), (*SKIP) or (*THEN) inside a lookbehind or a non-atomic assertion, or (*SKIP:NAME) inside a lookaround');
  }
  if (verbs.some(({ node, inLookbehind }) => node.verb === 'accept' && inLookbehind)) throw refuse('(*ACCEPT) inside a lookbehind');
  if (backtracking.length === 0) return;
  if (hasCalls) throw refuse('(*COMMIT), (*PRUNE), (*SKIP) or (*THEN) with a recursion or subroutine call');
  if (!program.settings.noStartOptimize && reach(program.root).verbFirst) {
    throw refuse('a backtracking verb that can act before the match consumes a character (PCRE2 may skip that start; (*NO_START_OPT) makes it exact)');
  }
}

interface Reach {
  /** A backtracking verb can be passed before any character is consumed. */
  verbFirst: boolean;
  /** The node can be passed without consuming a character (so what follows it can come first). */
  passesEmpty: boolean;
}

function reach(node: Node): Reach {
  switch (node.type) {
    case 'atom':
      return { verbFirst: false, passesEmpty: node.width === 0 };
    case 'codeUnit':
    case 'grapheme':
      return { verbFirst: false, passesEmpty: false };
    case 'sequence': {
      for (const item of node.items) {
        const inner = reach(item);
        if (inner.verbFirst) return inner;
        if (!inner.passesEmpty) return { verbFirst: false, passesEmpty: false };
      }
      return { verbFirst: false, passesEmpty: true };
    }
    case 'alternation':
      return any(node.alternatives.map(reach));
    case 'group':
    case 'atomic':
    case 'scriptRun':
      return reach(node.body);
    case 'repeat': {
      const inner = node.max === 0 ? { verbFirst: false, passesEmpty: true } : reach(node.body);
      return { verbFirst: inner.verbFirst, passesEmpty: inner.passesEmpty || node.min === 0 };
    }
    case 'verb':
      return { verbFirst: BACKTRACKING.has(node.verb), passesEmpty: node.verb !== 'fail' && node.verb !== 'accept' };
    // A lookahead's verbs act at the position it is tried at; lookbehinds hold none (refused above).
    case 'look':
      return { verbFirst: !node.behind && any(node.alternatives.map(reach)).verbFirst, passesEmpty: true };
    case 'conditional': {
      const branches = any([reach(node.yes), node.no ? reach(node.no) : { verbFirst: false, passesEmpty: true }]);
      const condition = node.condition.kind === 'assert' && reach(node.condition.assertion).verbFirst;
      return { verbFirst: branches.verbFirst || condition, passesEmpty: branches.passesEmpty };
    }
    // A reference or call may match the empty string.
    default:
      return { verbFirst: false, passesEmpty: true };
  }
}

const any = (reaches: Reach[]): Reach => ({ verbFirst: reaches.some((r) => r.verbFirst), passesEmpty: reaches.some((r) => r.passesEmpty) });
