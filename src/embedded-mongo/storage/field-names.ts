import { ARRAY, Elements } from './bson-elements';

/**
 * A document keeps the field order it was given, but a JavaScript object lists integer-like keys ('1', '20')
 * first, in numeric order. So in memory such a field name is stored behind a mark (U+E000, a private-use
 * character): `{z: 1, '2': 'two'}` is held as `{z: 1, '\uE0002': 'two'}`, which keeps its order. A name that
 * already starts with the mark gets a second one, so every name maps back exactly. The mark is added to the
 * raw BSON before decoding and removed from the BSON after encoding (wire and log), never seen outside;
 * code that looks a field up by a path component uses `storedName`.
 */
export const NAME_MARK = '\uE000';
const MARK_BYTES = Buffer.from(NAME_MARK, 'utf8');
const ZERO = Buffer.of(0);
/** The keys JavaScript enumerates first: canonical array indexes, 0 to 2^32 − 2. */
const ARRAY_INDEX = /^(?:0|[1-9]\d{0,9})$/;

const needsMark = (name: string) => name.startsWith(NAME_MARK) || (ARRAY_INDEX.test(name) && Number(name) < 4294967295);

/**
 * `$ref` is held as `$\uE000ref` (and a name `$\uE000…ref` gets one more mark): js-bson decodes a document
 * holding `$ref` and `$id` as a DBRef object, which puts `$ref`, `$id`, `$db` first, splits a `$ref` holding
 * a dot into `$db` and `$ref`, and which the query engine could not look into (`a.$id`). Marked after its
 * `$`, the name still reads as `$`-prefixed where operators and field names are told apart.
 */
const REF_NAME = /^\$\uE000*ref$/;

/** The key under which field `name` is held in memory. */
export const storedName = (name: string): string =>
  REF_NAME.test(name) ? `$${NAME_MARK}${name.slice(1)}` : needsMark(name) ? NAME_MARK + name : name;

/** The field name a key held in memory stands for (also: a path a command gave as a key, `{'1': …}`). */
export const realName = (key: string): string =>
  key.startsWith(NAME_MARK) ? key.slice(1) : key.startsWith(`$${NAME_MARK}`) && REF_NAME.test(key) ? `$${key.slice(2)}` : key;

/** A renaming pass: which names it changes (read in place, as every incoming document is checked) and to what. */
interface Rename {
  applies(buffer: Buffer, nameStart: number, nameEnd: number): boolean;
  renamed(name: Buffer): Buffer;
}

const DOLLAR = 0x24;
const isRefName = (buffer: Buffer, nameStart: number, nameEnd: number) => buffer[nameStart] === DOLLAR && REF_NAME.test(buffer.toString('utf8', nameStart, nameEnd));

const addMark: Rename = {
  applies(buffer, nameStart, nameEnd) {
    const first = buffer[nameStart]!;
    if (first === DOLLAR) return isRefName(buffer, nameStart, nameEnd);
    // Cheap byte test first: only names starting with a digit or with the mark's first byte can need one.
    if (nameStart === nameEnd || !((first >= 0x30 && first <= 0x39) || first === MARK_BYTES[0])) return false;
    return needsMark(buffer.toString('utf8', nameStart, nameEnd));
  },
  renamed: (name) => (name[0] === DOLLAR ? Buffer.concat([name.subarray(0, 1), MARK_BYTES, name.subarray(1)]) : Buffer.concat([MARK_BYTES, name])),
};

const startsWithMark = (buffer: Buffer, at: number, end: number) => end - at >= MARK_BYTES.length && buffer.compare(MARK_BYTES, 0, MARK_BYTES.length, at, at + MARK_BYTES.length) === 0;

const dropMark: Rename = {
  applies: (buffer, nameStart, nameEnd) =>
    startsWithMark(buffer, nameStart, nameEnd) || (isRefName(buffer, nameStart, nameEnd) && startsWithMark(buffer, nameStart + 1, nameEnd)),
  renamed: (name) => (name[0] === DOLLAR ? Buffer.concat([name.subarray(0, 1), name.subarray(1 + MARK_BYTES.length)]) : name.subarray(MARK_BYTES.length)),
};

/** Whether any field name of the document (not array positions) would be renamed. */
function anyRenamed(buffer: Buffer, start: number, isArray: boolean, rename: Rename): boolean {
  for (const element = new Elements(buffer, start); element.next(); ) {
    if (!isArray && rename.applies(buffer, element.nameStart, element.nameEnd)) return true;
    if (element.isNested && anyRenamed(buffer, element.valueStart, element.type === ARRAY, rename)) return true;
  }
  return false;
}

function rebuild(buffer: Buffer, start: number, isArray: boolean, rename: Rename): Buffer {
  const pieces: Buffer[] = [];
  for (const element = new Elements(buffer, start); element.next(); ) {
    const name = buffer.subarray(element.nameStart, element.nameEnd);
    const value = element.isNested ? rebuild(buffer, element.valueStart, element.type === ARRAY, rename) : buffer.subarray(element.valueStart, element.valueEnd);
    const renamed = !isArray && rename.applies(buffer, element.nameStart, element.nameEnd);
    pieces.push(Buffer.of(element.type), renamed ? rename.renamed(name) : name, ZERO, value);
  }
  const length = 4 + pieces.reduce((total, piece) => total + piece.length, 0) + 1;
  const size = Buffer.allocUnsafe(4);
  size.writeInt32LE(length, 0);
  return Buffer.concat([size, ...pieces, ZERO], length);
}

/** Raw BSON as received or read from disk → the same document with integer-like names marked, ready to decode. */
export function markNames(buffer: Buffer): Buffer {
  return anyRenamed(buffer, 0, false, addMark) ? rebuild(buffer, 0, false, addMark) : buffer;
}

/** Encoded BSON → the same document with the marks removed, as it goes out or to disk. */
export function unmarkNames(bytes: Uint8Array): Buffer {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return buffer.includes(MARK_BYTES) ? rebuild(buffer, 0, false, dropMark) : buffer;
}
