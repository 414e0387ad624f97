import { MATCH_LIMIT, PcreMatchError, searchPcre, type EngineMatch } from './matcher';
import type { Program } from './nodes';
import { parsePcre } from './parser';

export { PcreMatchError };

/**
 * A pattern run by the store's own PCRE2 matcher, for what JavaScript cannot match the same way (pcre.ts
 * refuses it). It is a RegExp so that every caller can `test` it; `exec` finds the first match from 0 and
 * answers no match when PCRE2 would stop with a matching error (a query's `$regex` does), while
 * `searchFrom` reports that error (the aggregation operators do).
 */
export class PcreEngineRegExp extends RegExp {
  constructor(
    readonly pattern: string,
    readonly options: string,
    private readonly program: Program,
    private readonly limit = MATCH_LIMIT,
  ) {
    // A source that names the pattern (two patterns never look equal to code comparing RegExps) and that
    // JavaScript itself never matches: only this class's `exec` does.
    super(`(?!)${`${options}/${pattern}`.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')}`, 'u');
  }

  get captureCount(): number {
    return this.program.captureCount;
  }

  /** The first match at or after `start` (a UTF-16 index); a PCRE2 matching error is thrown. */
  searchFrom(input: string, start: number): EngineMatch | null {
    return searchPcre(this.program, input, start, this.limit);
  }

  override exec(input: string): RegExpExecArray | null {
    let found: EngineMatch | null;
    try {
      found = this.searchFrom(String(input), 0);
    } catch (error) {
      if (error instanceof PcreMatchError) return null;
      throw error;
    }
    if (!found) return null;
    const result = [input.slice(found.start, found.end), ...found.captures.map((capture) => capture ?? undefined)] as unknown as RegExpExecArray;
    result.index = found.start;
    result.input = input;
    return result;
  }
}

/** The engine's form of a PCRE2 pattern (a compile error is a `PcreSyntaxError`, as from pcre.ts). */
export function compileWithEngine(pattern: string, options: string, limit = MATCH_LIMIT): PcreEngineRegExp {
  return new PcreEngineRegExp(pattern, options, parsePcre(pattern, options), limit);
}
