import { Readable } from 'node:stream';

/**
 * A stored file a parser can read as a stream, whole or a byte range of it (`end` exclusive): what a
 * GridFS download stream offers, and all the zip reader needs to find a 3MF's central directory.
 */
export interface ModelSource {
  size: number;
  open(range?: { start: number; end: number }): Readable;
}

/** A source over bytes already in memory (tests, the benchmark). Streams in 256 KiB chunks, as GridFS does. */
export function bufferSource(bytes: Buffer, chunkSize = 255 * 1024): ModelSource {
  return {
    size: bytes.length,
    open: (range) => {
      const slice = range ? bytes.subarray(range.start, range.end) : bytes;
      return Readable.from(
        (function* chunks() {
          for (let at = 0; at < slice.length; at += chunkSize) yield slice.subarray(at, at + chunkSize);
        })(),
      );
    },
  };
}

/** The bytes of a range, for small parts read whole (a zip's directory, an STL's header). */
export async function readRange(source: ModelSource, start: number, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source.open({ start, end })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
