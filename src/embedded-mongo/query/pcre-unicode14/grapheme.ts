import { BREAK_PROPERTIES, BREAK_RUNS, JOINS } from './grapheme-breaks';

/**
 * `\X`, one extended grapheme cluster, as PCRE2 10.40–10.42 match it (pcre2_extuni.c) on their Unicode 14
 * break properties (probed from libpcre2 by scripts/pcre-unicode14/generate-grapheme.ts). Not Unicode's
 * current rules, nor Intl.Segmenter's (Unicode 15.1): PCRE2 joins a pair by its table alone, keeps an
 * Extended_Pictographic as the left side across the Extend and ZWJ characters after it (so two pictographs
 * in a row, with or without a ZWJ between, are one cluster), and counts the Regional Indicators before a
 * pair back to the start of the subject, not of the cluster.
 */

const EXTEND = BREAK_PROPERTIES.findIndex((name) => name.split('/').includes('Extend'));
const REGIONAL_INDICATOR = BREAK_PROPERTIES.indexOf('Regional_Indicator');
const PICTOGRAPHIC = BREAK_PROPERTIES.indexOf('Extended_Pictographic');

let starts: Uint32Array | undefined;
let properties: Uint8Array | undefined;

/** The break property (BREAK_PROPERTIES index) of `cp`. */
export function breakProperty(cp: number): number {
  if (!starts || !properties) {
    const runs = BREAK_RUNS.split(',');
    starts = new Uint32Array(runs.length);
    properties = new Uint8Array(runs.length);
    let next = 0;
    runs.forEach((run, i) => {
      starts![i] = next;
      properties![i] = parseInt(run[0]!, 36);
      next += parseInt(run.slice(1), 36) + 1;
    });
  }
  let [low, high] = [0, starts.length - 1];
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= cp) low = middle;
    else high = middle - 1;
  }
  return properties[low]!;
}

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;

/** The code point before UTF-16 index `position` and where it starts. */
function previous(input: string, position: number): { cp: number; start: number } {
  const start = position >= 2 && isHigh(input.charCodeAt(position - 2)) && input.charCodeAt(position - 1) >= 0xdc00 ? position - 2 : position - 1;
  return { cp: input.codePointAt(start)!, start };
}

/** Where `\X` starting at `position` (a UTF-16 index below the input's length) ends. */
export function graphemeClusterEnd(input: string, position: number): number {
  let left = breakProperty(input.codePointAt(position)!);
  let end = position + (input.codePointAt(position)! > 0xffff ? 2 : 1);
  while (end < input.length) {
    const cp = input.codePointAt(end)!;
    const right = breakProperty(cp);
    if ((JOINS[left]! & (1 << right)) === 0) break;
    if (left === REGIONAL_INDICATOR && right === REGIONAL_INDICATOR && regionalIndicatorsBefore(input, end) % 2 === 1) break;
    if (left !== PICTOGRAPHIC || right !== EXTEND) left = right;
    end += cp > 0xffff ? 2 : 1;
  }
  return end;
}

/** How many Regional Indicators come right before the one ending at `end`, back to the subject's start. */
function regionalIndicatorsBefore(input: string, end: number): number {
  let count = 0;
  let at = previous(input, end).start;
  while (at > 0) {
    const before = previous(input, at);
    if (breakProperty(before.cp) !== REGIONAL_INDICATOR) break;
    count++;
    at = before.start;
  }
  return count;
}
