/**
 * Limits for archives (ZIP and 3MF), checked on the central directory's declared sizes without
 * unpacking anything. Deflate cannot compress better than about 1,032:1, and drawings and meshes
 * compress 2-30:1, so a higher ratio or a gigabyte of content in a 20 MB upload is a bomb.
 * Overlapping entries (one compressed stream counted many times) are refused too.
 */
export const ZIP_LIMITS = {
  entries: 10_000,
  totalUncompressed: 1024 * 1024 * 1024,
  ratio: 200,
  /** Entries smaller than this may compress better than `ratio` (a short text of spaces). */
  ratioFloor: 64 * 1024,
} as const;

/** The inspector keeps this much of a file's end: room for the directory of 10,000 entries. */
export const ZIP_TAIL_BYTES = 1024 * 1024;

export type ZipVerdict = { ok: true; threeMf: boolean } | { ok: false; reason: string };

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

interface Entry {
  name: string;
  compressed: number;
  uncompressed: number;
  offset: number;
}

const refuse = (reason: string): ZipVerdict => ({ ok: false, reason });
const DAMAGED = refuse('it starts like a ZIP archive but its directory is missing or damaged');

/** The end-of-central-directory record must close the file exactly: nothing is hidden after it. */
function findEnd(tail: Buffer): number {
  for (let at = tail.length - 22; at >= Math.max(0, tail.length - 22 - MAX16); at--) {
    if (tail.readUInt32LE(at) === EOCD && at + 22 + tail.readUInt16LE(at + 20) === tail.length) return at;
  }
  return -1;
}

function zip64Values(extra: Buffer, entry: Entry, raw: { uncompressed: number; compressed: number; offset: number }): void {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        const value = field + 8 <= at + 4 + size ? Number(extra.readBigUInt64LE(field)) : Number.NaN;
        field += 8;
        return value;
      };
      if (raw.uncompressed === MAX32) entry.uncompressed = next();
      if (raw.compressed === MAX32) entry.compressed = next();
      if (raw.offset === MAX32) entry.offset = next();
    }
    at += 4 + size;
  }
}

function readEntries(directory: Buffer, count: number): Entry[] | undefined {
  const entries: Entry[] = [];
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_ENTRY) return undefined;
    const raw = { compressed: directory.readUInt32LE(at + 20), uncompressed: directory.readUInt32LE(at + 24), offset: directory.readUInt32LE(at + 42) };
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > directory.length) return undefined;
    const entry: Entry = { name: directory.toString('utf8', at + 46, at + 46 + nameLength), ...raw };
    zip64Values(directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry, raw);
    if (![entry.compressed, entry.uncompressed, entry.offset].every(Number.isFinite)) return undefined;
    entries.push(entry);
    at = end;
  }
  return at === directory.length ? entries : undefined;
}

function checkEntries(entries: Entry[], directoryOffset: number): ZipVerdict | undefined {
  let total = 0;
  for (const entry of entries) {
    if (entry.name.startsWith('/') || /^[a-z]:/i.test(entry.name) || entry.name.split(/[\\/]/).includes('..')) {
      return refuse('the archive holds a path that leaves its folder');
    }
    total += entry.uncompressed;
    if (entry.uncompressed > ZIP_LIMITS.ratioFloor && entry.uncompressed > Math.max(entry.compressed, 1) * ZIP_LIMITS.ratio) {
      return refuse(`the archive declares ${entry.name} to unpack to more than ${ZIP_LIMITS.ratio} times its size (a ZIP bomb)`);
    }
  }
  if (total > ZIP_LIMITS.totalUncompressed) return refuse('the archive declares more than 1 GB of content (a ZIP bomb)');
  const byOffset = [...entries].sort((a, b) => a.offset - b.offset);
  for (let index = 0; index < byOffset.length; index++) {
    const entry = byOffset[index]!;
    const next = byOffset[index + 1]?.offset ?? directoryOffset;
    // 30 bytes of local header and the name at least, then the compressed data: entries may not share bytes.
    if (entry.offset + 30 + Buffer.byteLength(entry.name) + entry.compressed > next) return refuse('the archive has overlapping entries (a ZIP bomb)');
  }
  return undefined;
}

/**
 * Reads a ZIP archive's central directory from the last bytes of the file (`tail`, the file being
 * `length` bytes long) and decides whether it is a 3MF package: a 3MF is a ZIP with
 * [Content_Types].xml and a model part under 3D/.
 */
export function inspectZipDirectory(tail: Buffer, length: number): ZipVerdict {
  const end = findEnd(tail);
  if (end < 0) return tail.includes('PK\x05\x06') ? refuse('it has data after its end (a file hidden inside another is refused)') : DAMAGED;
  const tailStart = length - tail.length;
  let count = tail.readUInt16LE(end + 10);
  let size = tail.readUInt32LE(end + 12);
  let offset = tail.readUInt32LE(end + 16);
  let directoryEnd = tailStart + end;
  if (tail.readUInt16LE(end + 4) !== 0 || tail.readUInt16LE(end + 6) !== 0) return refuse('split (multi-part) archives are not accepted');
  if (count === MAX16 || size === MAX32 || offset === MAX32) {
    const locator = end - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR) return DAMAGED;
    const record = Number(tail.readBigUInt64LE(locator + 8)) - tailStart;
    if (record < 0 || record + 56 > locator || tail.readUInt32LE(record) !== ZIP64_EOCD) return DAMAGED;
    count = Number(tail.readBigUInt64LE(record + 32));
    size = Number(tail.readBigUInt64LE(record + 40));
    offset = Number(tail.readBigUInt64LE(record + 48));
    directoryEnd = tailStart + record;
  }
  if (count > ZIP_LIMITS.entries) return refuse(`the archive holds more than ${ZIP_LIMITS.entries.toLocaleString('en-US')} files`);
  if (offset + size !== directoryEnd) return DAMAGED;
  if (offset < tailStart) return refuse(`the archive holds more than ${ZIP_LIMITS.entries.toLocaleString('en-US')} files`);
  const entries = readEntries(tail.subarray(offset - tailStart, directoryEnd - tailStart), count);
  if (!entries || entries.length === 0) return entries ? refuse('the archive is empty') : DAMAGED;
  const problem = checkEntries(entries, offset);
  if (problem) return problem;
  const names = new Set(entries.map((entry) => entry.name));
  const threeMf = names.has('[Content_Types].xml') && entries.some((entry) => /^3D\/[^/]+\.model$/i.test(entry.name));
  return { ok: true, threeMf };
}
