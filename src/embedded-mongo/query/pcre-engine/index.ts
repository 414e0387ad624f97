import { MATCH_LIMIT, PcreMatchError, searchPcre, type EngineMatch } from './matcher';
import type { Program } from './nodes';
import { parsePcre } from './parser';
import { insideCharacter, refuseInsideCharacter } from './unit-escapes';

export { PcreMatchError };

/**
 * A pattern run by the store's own PCRE2 matcher, for what JavaScript cannot match the same way (pcre.ts
 * refuses it). It is a RegExp so that every caller can `test` it; `test` and `exec` find the first match
 * from 0 and answer no match when PCRE2 would stop with a matching error (a query's `$regex` does), while
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

  /**
   * The first match at or after `start` (a UTF-16 index); a PCRE2 matching error is thrown. A match ending
   * inside a character (after a `\C`) is refused: PCRE2 would report part of its UTF-8 bytes.
   */
  searchFrom(input: string, start: number): EngineMatch | null {
    const found = searchPcre(this.program, input, start, this.limit);
    if (found && insideCharacter(found.end)) throw refuseInsideCharacter('a match ending');
    return found;
  }

  /** Whether the pattern matches `input` (a query's `$regex`): a match ending inside a character is one. */
  override test(input: string): boolean {
    try {
      return searchPcre(this.program, String(input), 0, this.limit) !== null;
    } catch (error) {
      if (error instanceof PcreMatchError) return false;
      throw error;
    }
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
