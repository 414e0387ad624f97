import { setRanges } from './properties';
import { PROPERTIES } from './tables';

/**
 * Whether a stretch of the subject is a script run, as `(*sr:…)` and `(*asr:…)` check it in PCRE2 10.40
 * (pcre2_script_run.c), on its Unicode 14 Script and Script_Extensions data (the `\p{sc:…}` and
 * `\p{scx:…}` sets probed from libpcre2, tables.ts):
 * - fewer than two characters always are; a character of script Unknown (unassigned...) never is;
 * - a Common or Inherited character without extensions goes with anything;
 * - every other character brings the scripts it may be written in (its script and extensions): the run
 *   keeps the scripts all its characters share, except that Han may mix with Hiragana and Katakana
 *   (Japanese), with Bopomofo, or with Hangul (Korean), one of these at a time;
 * - all its decimal digits (Nd) come from one set of ten.
 * A script is named here by its `sc:` set's index in SETS.
 */

const script = (name: string) => PROPERTIES[`sc:${name}`]!;
const [COMMON, INHERITED, UNKNOWN] = [script('common'), script('inherited'), script('unknown')];
const [HAN, HIRAGANA, KATAKANA, BOPOMOFO, HANGUL] = ['han', 'hiragana', 'katakana', 'bopomofo', 'hangul'].map(script) as [number, number, number, number, number];

/** Sorted, disjoint [from, to] ranges, each with a value; found by halves. */
interface RangeTable<T> {
  starts: number[];
  ends: number[];
  values: T[];
}

function lookup<T>(table: RangeTable<T>, cp: number): T | undefined {
  let [low, high] = [0, table.starts.length - 1];
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (cp < table.starts[middle]!) high = middle - 1;
    else if (cp > table.ends[middle]!) low = middle + 1;
    else return table.values[middle];
  }
  return undefined;
}

let scripts: RangeTable<number> | undefined;
let extensions: RangeTable<number[]> | undefined;

/** Each code point's script, and the scripts its Script_Extensions add to it (scx:S beyond sc:S). */
function tables(): { scripts: RangeTable<number>; extensions: RangeTable<number[]> } {
  if (scripts && extensions) return { scripts, extensions };
  const scriptRanges: Array<[number, number, number]> = [];
  // Per code point with extensions (a few thousand), all the scripts they add.
  const added = new Map<number, number[]>();
  const seen = new Set<number>();
  for (const key of Object.keys(PROPERTIES)) {
    if (!key.startsWith('sc:') || seen.has(PROPERTIES[key]!)) continue;
    const id = PROPERTIES[key]!;
    seen.add(id);
    const own = setRanges(id);
    for (let i = 0; i < own.length; i += 2) scriptRanges.push([own[i]!, own[i + 1]!, id]);
    const extended = setRanges(PROPERTIES[`scx:${key.slice(3)}`]!);
    for (const [from, to] of subtract(extended, own)) for (let cp = from; cp <= to; cp++) added.set(cp, [...(added.get(cp) ?? []), id]);
  }
  scriptRanges.sort((a, b) => a[0] - b[0]);
  scripts = { starts: scriptRanges.map((r) => r[0]), ends: scriptRanges.map((r) => r[1]), values: scriptRanges.map((r) => r[2]) };
  const points = [...added.keys()].sort((a, b) => a - b);
  extensions = { starts: points, ends: points, values: points.map((cp) => added.get(cp)!) };
  return { scripts, extensions };
}

/** The ranges of `ranges` outside `minus` (both flat [from, to...] and sorted). */
function subtract(ranges: Uint32Array, minus: Uint32Array): Array<[number, number]> {
  const left: Array<[number, number]> = [];
  let j = 0;
  for (let i = 0; i < ranges.length; i += 2) {
    let from = ranges[i]!;
    const to = ranges[i + 1]!;
    while (j < minus.length && minus[j + 1]! < from) j += 2;
    for (let k = j; k < minus.length && minus[k]! <= to && from <= to; k += 2) {
      if (minus[k]! > from) left.push([from, minus[k]! - 1]);
      from = Math.max(from, minus[k + 1]! + 1);
    }
    if (from <= to) left.push([from, to]);
  }
  return left;
}

/** The '9' of the set of ten decimal digits `cp` belongs to (Nd comes in runs of whole sets), or 0. */
function digitSet(cp: number): number {
  const digits = setRanges(PROPERTIES.nd!);
  let [low, high] = [0, digits.length / 2 - 1];
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [from, to] = [digits[2 * middle]!, digits[2 * middle + 1]!];
    if (cp < from) high = middle - 1;
    else if (cp > to) low = middle + 1;
    else return from + Math.floor((cp - from) / 10) * 10 + 9;
  }
  return 0;
}

type State = 'unset' | 'map' | 'hanPending' | 'hanHiraganaKatakana' | 'hanBopomofo' | 'hanHangul';

/** The state a run goes on in after its first character (or a change) of script `id`; 'map' for any other. */
function hanState(id: number): State {
  if (id === HAN) return 'hanPending';
  if (id === HIRAGANA || id === KATAKANA) return 'hanHiraganaKatakana';
  if (id === BOPOMOFO) return 'hanBopomofo';
  if (id === HANGUL) return 'hanHangul';
  return 'map';
}

/** Whether input[start, end) (UTF-16 indices on code point boundaries) is a script run. */
export function isScriptRun(input: string, start: number, end: number): boolean {
  const first = input.codePointAt(start);
  if (first === undefined || start + (first > 0xffff ? 2 : 1) >= end) return true;
  const data = tables();
  let state: State = 'unset';
  let required: number[] = [];
  let requiredDigits = 0;
  for (let at = start; at < end; ) {
    const cp = input.codePointAt(at)!;
    at += cp > 0xffff ? 2 : 1;
    const own = lookup(data.scripts, cp)!;
    if (own === UNKNOWN) return false;
    const extended = lookup(data.extensions, cp) ?? [];
    if (extended.length > 0 || (own !== COMMON && own !== INHERITED)) {
      const allowed = own === COMMON || own === INHERITED ? extended : [own, ...extended];
      switch (state) {
        case 'unset':
          state = hanState(own);
          if (state === 'map') required = allowed;
          break;
        case 'hanPending': {
          if (own === HAN) break;
          const [bopomofo, hiragana, katakana, hangul] = [BOPOMOFO, HIRAGANA, KATAKANA, HANGUL].map((id) => allowed.includes(id));
          if (!bopomofo && !hiragana && !katakana && !hangul) return false;
          if (bopomofo && !hiragana && !katakana && !hangul) state = 'hanBopomofo';
          else if (!bopomofo && hiragana && katakana && !hangul) state = 'hanHiraganaKatakana';
          // Otherwise the character goes with all of them: still pending.
          break;
        }
        case 'hanHiraganaKatakana':
          if (![HAN, HIRAGANA, KATAKANA].some((id) => allowed.includes(id))) return false;
          break;
        case 'hanBopomofo':
          if (![HAN, BOPOMOFO].some((id) => allowed.includes(id))) return false;
          break;
        case 'hanHangul':
          if (![HAN, HANGUL].some((id) => allowed.includes(id))) return false;
          break;
        case 'map': {
          if (!allowed.some((id) => required.includes(id))) return false;
          state = hanState(own);
          if (state === 'map') required = required.filter((id) => allowed.includes(id));
          break;
        }
      }
    }
    const digits = digitSet(cp);
    if (digits !== 0) {
      if (requiredDigits === 0) requiredDigits = digits;
      else if (digits !== requiredDigits) return false;
    }
  }
  return true;
}
