import type { Readable } from 'node:stream';
import { ModelFormatError, type MeasureBudget } from './measure-limits';

/** No line of an ASCII STL or OBJ that matters is anywhere near this long; a longer one is not a model. */
export const MAX_LINE_CHARS = 64 * 1024;

/**
 * Calls `onLine` for every line of a text model, synchronously within each chunk (no promise per line:
 * a 20 MB OBJ has a million of them). A line longer than MAX_LINE_CHARS ends the measurement, so a file
 * without newlines cannot make the parser hold it whole. Read as latin1: the numbers and keywords are ASCII.
 */
export async function forEachModelLine(stream: Readable, budget: MeasureBudget, onLine: (line: string) => void): Promise<void> {
  let partial = '';
  for await (const chunk of stream) {
    budget.checkCpu();
    const text = partial + (chunk as Buffer).toString('latin1');
    let start = 0;
    for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', start)) {
      onLine(text.slice(start, newline));
      start = newline + 1;
    }
    partial = text.slice(start);
    if (partial.length > MAX_LINE_CHARS) throw new ModelFormatError(`the file has a line longer than ${MAX_LINE_CHARS.toLocaleString('en-US')} characters; it is not a text model`);
  }
  if (partial.length > 0) onLine(partial);
}

/** A coordinate as written in a text model; anything but a finite number ends the measurement. */
export function coordinate(text: string | undefined, where: string): number {
  const value = text === undefined || text === '' ? NaN : Number(text);
  if (!Number.isFinite(value)) throw new ModelFormatError(`${where} has a coordinate that is not a finite number: "${(text ?? '').slice(0, 40)}"`);
  return value;
}
