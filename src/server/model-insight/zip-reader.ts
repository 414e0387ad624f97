import { pipeline } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { ModelFormatError } from './measure-limits';
import { readRange, type ModelSource } from './model-source';

/** A file inside a zip, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
/** The end record may be followed by a comment of up to 65,535 bytes. */
const END_SEARCH_BYTES = END_RECORD_BYTES + 0xffff;
/** A 3MF holds a handful of parts; a directory bigger than this is not one. */
const MAX_DIRECTORY_BYTES = 1024 * 1024;
const STORED = 0;
const DEFLATED = 8;

/**
 * The entries of a zip, read from its central directory at the end of the file (two range reads), so
 * nothing but the directory is in memory. Zip64 and multi-disk archives are refused: a 3MF never needs them.
 */
export async function readZipDirectory(source: ModelSource): Promise<ZipEntry[]> {
  const notZip = new ModelFormatError('the 3MF file is not a readable zip archive (no central directory; truncated?)');
  if (source.size < END_RECORD_BYTES) throw notZip;
  const tailStart = Math.max(0, source.size - END_SEARCH_BYTES);
  const tail = await readRange(source, tailStart, source.size);
  let end = -1;
  for (let at = tail.length - END_RECORD_BYTES; at >= 0; at--) {
    if (tail.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end === -1) throw notZip;
  const entryCount = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (entryCount === 0xffff || directoryOffset === 0xffffffff) throw new ModelFormatError('the 3MF file is a Zip64 archive, which is not supported');
  if (directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > source.size) throw notZip;
  const directory = await readRange(source, directoryOffset, directoryOffset + directorySize);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < entryCount; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) throw notZip;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    entries.push({
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * An entry's decompressed bytes as a stream, stopping with an error past `maxBytes` or past the size the
 * directory declares: a zip bomb costs at most `maxBytes` of inflating, never memory.
 */
export async function* readZipEntry(source: ModelSource, entry: ZipEntry, maxBytes: number): AsyncGenerator<Buffer> {
  if (entry.flags & 1) throw new ModelFormatError(`"${entry.name}" in the 3MF file is encrypted`);
  if (entry.method !== STORED && entry.method !== DEFLATED) throw new ModelFormatError(`"${entry.name}" in the 3MF file uses an unsupported compression method (${entry.method})`);
  if (entry.uncompressedSize > maxBytes) throw tooLarge(entry, maxBytes);
  const header = await readRange(source, entry.localHeaderOffset, Math.min(source.size, entry.localHeaderOffset + 30));
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) throw new ModelFormatError(`"${entry.name}" in the 3MF file has no valid local header (truncated?)`);
  const dataStart = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > source.size) throw new ModelFormatError(`the 3MF file is truncated: "${entry.name}" runs past its end`);
  const raw = source.open({ start: dataStart, end: dataEnd });
  const bytes = entry.method === STORED ? raw : pipeline(raw, createInflateRaw(), () => {});
  let total = 0;
  try {
    for await (const chunk of bytes) {
      total += (chunk as Buffer).length;
      if (total > entry.uncompressedSize || total > maxBytes) throw tooLarge(entry, maxBytes);
      yield chunk as Buffer;
    }
  } catch (error) {
    if (error instanceof ModelFormatError) throw error;
    throw new ModelFormatError(`"${entry.name}" in the 3MF file cannot be decompressed: ${(error as Error).message}`);
  } finally {
    raw.destroy();
    bytes.destroy();
  }
  if (total !== entry.uncompressedSize) throw new ModelFormatError(`the 3MF file is corrupt: "${entry.name}" has ${total} bytes, not the ${entry.uncompressedSize} its directory declares`);
}

function tooLarge(entry: ZipEntry, maxBytes: number): ModelFormatError {
  return new ModelFormatError(`"${entry.name}" in the 3MF file inflates to more than ${Math.min(maxBytes, entry.uncompressedSize).toLocaleString('en-US')} bytes (a zip bomb or a model too large to measure)`);
}
