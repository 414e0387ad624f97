import { MongoCommandError } from '../../errors';
import { PcreSyntaxError } from '../pcre';
import type { Condition } from './nodes';

/**
 * `(?(VERSION>=n.m)…)` and `(?(VERSION=n.m)…)`: a test of the PCRE2 release mongod runs. mongod 7.0 bundles
 * PCRE2 10.40 (10.42 in later builds), so a condition is answered only when every one of 10.40–10.42 gives
 * the same answer. PCRE2 reads one digit after the dot as tens (`10.4` is 10.40).
 */
const RELEASES = [40, 41, 42].map((minor) => ({ major: 10, minor }));

export function versionCondition(text: string): Condition | undefined {
  // PCRE2 takes `VERSION` followed by anything but `)` as a version test (else it names a group).
  if (!text.startsWith('VERSION') || text === 'VERSION') return undefined;
  const found = /^VERSION(>?)=(\d+)(?:\.(\d)(\d)?)?$/.exec(text);
  if (!found || Number(found[2]) > 1000) throw new PcreSyntaxError('syntax error or number too big in (?(VERSION condition');
  const major = Number(found[2]);
  const minor = found[3] === undefined ? 0 : Number(found[3]) * 10 + Number(found[4] ?? 0);
  const atLeast = found[1] === '>';
  const answers = RELEASES.map((release) => (atLeast ? release.major > major || (release.major === major && release.minor >= minor) : release.major === major && release.minor === minor));
  if (answers.some((answer) => answer !== answers[0])) {
    throw new MongoCommandError('NotImplemented', `the condition (?(${text}), which depends on the exact PCRE2 release, in a regular expression is not supported by the embedded store`);
  }
  return { kind: 'version', holds: answers[0]! };
}
