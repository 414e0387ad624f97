import type { Node } from './nodes';

/**
 * What backtracking into a verb does, thrown from the verb up to the level that acts on it (PCRE2's
 * MATCH_COMMIT, MATCH_PRUNE, MATCH_SKIP, MATCH_SKIP_ARG and MATCH_THEN return codes):
 * - `then`: the innermost alternation whose current alternative holds the verb tries its next one;
 * - `skipName`: the latest `(*MARK)` of that name passed on the way back makes it a `skip` to its position;
 * - at the top of an attempt, `commit` ends the search, `prune` (and `then`) try the next start, `skip` the
 *   verb's position, and an unanswered `skipName` retries the same start ignoring that `(*SKIP:NAME)`.
 */
export class BacktrackSignal {
  constructor(
    readonly kind: 'commit' | 'prune' | 'skip' | 'skipName' | 'then',
    readonly position: number,
    readonly verb?: Node,
    readonly name?: string,
  ) {}
}

const thens = new WeakMap<Node, Set<Node>>();

/** The `(*THEN)` verbs written inside `node` (not through calls, which the store refuses with verbs). */
export function thensWithin(node: Node): Set<Node> {
  let found = thens.get(node);
  if (found) return found;
  found = new Set();
  for (const child of children(node)) for (const verb of thensWithin(child)) found.add(verb);
  if (node.type === 'verb' && node.verb === 'then') found.add(node);
  thens.set(node, found);
  return found;
}

function children(node: Node): Node[] {
  switch (node.type) {
    case 'sequence':
      return node.items;
    case 'alternation':
    case 'look':
      return node.alternatives;
    case 'group':
    case 'atomic':
    case 'scriptRun':
    case 'repeat':
      return [node.body];
    case 'conditional':
      return [node.yes, ...(node.no ? [node.no] : []), ...(node.condition.kind === 'assert' ? [node.condition.assertion] : [])];
    default:
      return [];
  }
}
