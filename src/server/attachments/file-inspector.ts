import { detectFileType, type FileSample, type Verdict } from './file-types';
import { ZIP_TAIL_BYTES } from './zip-directory';

/** Enough of the start for every format's structural check (an OBJ's first lines, a STEP header). */
const HEAD_BYTES = 8 * 1024;

/** Control bytes that never occur in the text formats (STL, OBJ, STEP, DXF): tab, LF, VT, FF, CR are fine. */
function hasControlBytes(chunk: Buffer): boolean {
  for (let index = 0; index < chunk.length; index++) {
    const byte = chunk[index]!;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f) return true;
  }
  return false;
}

/**
 * Watches a file go by, chunk by chunk, keeping only its first 8 KB and last 1 MB (an archive's
 * directory), so a 20 MB upload is never held whole in memory; then decides its type.
 */
export class FileInspector {
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;
  private tailChunks: Buffer[] = [];
  private tailLength = 0;
  private text = true;
  length = 0;

  push(chunk: Buffer): void {
    this.length += chunk.length;
    if (this.text && hasControlBytes(chunk)) this.text = false;
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.headChunks.push(part);
      this.headLength += part.length;
    }
    this.tailChunks.push(chunk);
    this.tailLength += chunk.length;
    while (this.tailLength - this.tailChunks[0]!.length >= ZIP_TAIL_BYTES) this.tailLength -= this.tailChunks.shift()!.length;
  }

  verdict(): Verdict {
    const tail = Buffer.concat(this.tailChunks);
    const sample: FileSample = {
      head: Buffer.concat(this.headChunks),
      tail: tail.subarray(Math.max(0, tail.length - ZIP_TAIL_BYTES)),
      length: this.length,
      text: this.text,
    };
    return detectFileType(sample);
  }
}
