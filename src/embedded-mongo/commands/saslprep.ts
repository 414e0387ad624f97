import { MongoCommandError } from '../errors';
import { type BidiGroup, L_CAT, MAPPED_TO_NOTHING, MAPPED_TO_SPACE, PROHIBITED, RAND_AL_CAT, UNASSIGNED, UNSETTLED_BIDI } from './saslprep-tables';

/**
 * SASLprep (RFC 4013) in the order mongod 7.0 runs it for a SCRAM-SHA-256 password: icuSaslPrep
 * (util/icu.cpp) preflights ICU's usprep_prepare with the RFC 4013 profile and no unassigned code points,
 * and any answer but "buffer overflow" is `50692 Error preflighting normalization: <ICU error>`.
 *
 * usprep_prepare (ICU common/usprep.cpp) works in three passes, and the first failure wins:
 * 1. map each source code point: unassigned in Unicode 3.2 fails at once (U_STRINGPREP_UNASSIGNED_ERROR),
 *    B.1 is deleted, C.1.2 becomes a space;
 * 2. NFKC. ICU filters it to Unicode 3.2's characters, which after step 1 is all of them, and normalization
 *    of assigned characters has been stable since, so the platform's NFKC gives the same string;
 * 3. one walk over the result: a prohibited code point fails at once (U_STRINGPREP_PROHIBITED_ERROR), and
 *    afterwards a string mixing RandALCat and LCat, or with RandALCat not both first and last, fails with
 *    U_STRINGPREP_CHECK_BIDI_ERROR. An empty result is U_STRING_NOT_TERMINATED_WARNING.
 *
 * ICU reads bidirectional classes from its own data (Unicode 8.0 in mongod's ICU 57.1), not from RFC 3454's
 * D.1/D.2. The few code points whose class changed since 3.2 are "unsettled": where the verdict depends on
 * them, the store refuses rather than guess which class Unicode 8.0 gave them.
 */

function inRanges(ranges: readonly (readonly [number, number, ...unknown[]])[], cp: number): boolean {
  return rangeOf(ranges, cp) !== undefined;
}

function rangeOf<R extends readonly [number, number, ...unknown[]]>(ranges: readonly R[], cp: number): R | undefined {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle] as R;
    if (cp < range[0]) high = middle - 1;
    else if (cp > range[1]) low = middle + 1;
    else return range;
  }
  return undefined;
}

const preflightError = (icuError: string): MongoCommandError =>
  new MongoCommandError('Location50692', `Error preflighting normalization: ${icuError}`);

/** Step 1: RFC 4013's mapping, refusing what Unicode 3.2 had not assigned. */
function mapCodePoints(input: string): string {
  let mapped = '';
  for (const char of input) {
    const cp = char.codePointAt(0)!;
    if (inRanges(UNASSIGNED, cp)) throw preflightError('U_STRINGPREP_UNASSIGNED_ERROR');
    if (inRanges(MAPPED_TO_NOTHING, cp)) continue;
    mapped += inRanges(MAPPED_TO_SPACE, cp) ? ' ' : char;
  }
  return mapped;
}

/** A code point's group under Unicode 3.2 and, where it changed since, the newer one. */
function bidiGroups(cp: number): { then: BidiGroup; now: BidiGroup } {
  const then: BidiGroup = inRanges(RAND_AL_CAT, cp) ? 'RandAL' : inRanges(L_CAT, cp) ? 'L' : 'other';
  return { then, now: rangeOf(UNSETTLED_BIDI, cp)?.[2] ?? then };
}

/** RFC 3454 section 6's requirements 2 and 3 over a string's groups. */
function bidiHolds(groups: readonly BidiGroup[]): boolean {
  if (!groups.includes('RandAL')) return true;
  return !groups.includes('L') && groups[0] === 'RandAL' && groups[groups.length - 1] === 'RandAL';
}

/** Step 3: prohibited output, then the bidirectional rules. */
function checkOutput(prepared: string): void {
  const then: BidiGroup[] = [];
  const now: BidiGroup[] = [];
  for (const char of prepared) {
    const cp = char.codePointAt(0)!;
    if (inRanges(PROHIBITED, cp)) throw preflightError('U_STRINGPREP_PROHIBITED_ERROR');
    const groups = bidiGroups(cp);
    then.push(groups.then);
    now.push(groups.now);
  }
  const holds = bidiHolds(then);
  if (holds !== bidiHolds(now)) {
    throw new MongoCommandError(
      'NotImplemented',
      'a SCRAM-SHA-256 password whose bidirectional check depends on a character whose class changed after Unicode 3.2 is not supported by the embedded store',
    );
  }
  if (!holds) throw preflightError('U_STRINGPREP_CHECK_BIDI_ERROR');
}

/** The prepared password SCRAM-SHA-256 credentials are computed from. */
export function saslPrep(password: string): string {
  const prepared = mapCodePoints(password).normalize('NFKC');
  checkOutput(prepared);
  if (prepared === '') throw preflightError('U_STRING_NOT_TERMINATED_WARNING');
  return prepared;
}
