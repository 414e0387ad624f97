import { inspectZipDirectory } from './zip-directory';

/** An accepted type: its MIME type (stored and served) and the extensions a download may carry. */
export interface FileType {
  label: string;
  contentType: string;
  extensions: readonly string[];
}

export const FILE_TYPES = {
  pdf: { label: 'PDF', contentType: 'application/pdf', extensions: ['.pdf'] },
  png: { label: 'PNG image', contentType: 'image/png', extensions: ['.png'] },
  jpeg: { label: 'JPEG image', contentType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  webp: { label: 'WebP image', contentType: 'image/webp', extensions: ['.webp'] },
  stl: { label: 'STL model', contentType: 'model/stl', extensions: ['.stl'] },
  obj: { label: 'OBJ model', contentType: 'model/obj', extensions: ['.obj'] },
  threeMf: { label: '3MF model', contentType: 'model/3mf', extensions: ['.3mf'] },
  step: { label: 'STEP model', contentType: 'model/step', extensions: ['.step', '.stp'] },
  dxf: { label: 'DXF drawing', contentType: 'image/vnd.dxf', extensions: ['.dxf'] },
  zip: { label: 'ZIP archive', contentType: 'application/zip', extensions: ['.zip'] },
} as const satisfies Record<string, FileType>;

export const NOT_ACCEPTED = 'its content is not one of the accepted types (PDF, PNG, JPEG, WebP, STL, OBJ, 3MF, STEP, DXF or ZIP)';

export type Verdict = { ok: true; type: FileType } | { ok: false; reason: string };

/** What the inspector saw of one file: its first and last bytes, its length, and whether it is all text. */
export interface FileSample {
  head: Buffer;
  tail: Buffer;
  length: number;
  /** No control bytes other than tab, line feed, vertical tab, form feed and carriage return. */
  text: boolean;
}

const ascii = (bytes: Buffer, start = 0, end = bytes.length) => bytes.toString('latin1', start, end);
const startsWith = (bytes: Buffer, prefix: number[] | string) =>
  typeof prefix === 'string' ? ascii(bytes, 0, prefix.length) === prefix : prefix.every((byte, index) => bytes[index] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const BINARY_DXF = 'AutoCAD Binary DXF\r\n\x1a\x00';
const APPENDED = 'it has data after its end (a file hidden inside another is refused)';
const DAMAGED = (label: string) => `it starts like a ${label} but is incomplete or damaged`;

/** Text after a byte-order mark and leading white space, for the text formats' first keyword. */
function textStart(head: Buffer): string {
  return ascii(head).replace(/^\u00ef\u00bb\u00bf/, '').trimStart();
}

function textEnd(tail: Buffer): string {
  return ascii(tail).trimEnd();
}

function pdf(sample: FileSample): Verdict {
  // Readers look for the cross-reference trailer from the end: a PDF ends with %%EOF (give or take a line).
  if (!ascii(sample.tail.subarray(-1024)).includes('%%EOF')) return { ok: false, reason: DAMAGED('PDF') };
  return { ok: true, type: FILE_TYPES.pdf };
}

function png({ head, tail, length }: FileSample): Verdict {
  if (length < 8 + 25 + 12 || ascii(head, 12, 16) !== 'IHDR') return { ok: false, reason: DAMAGED('PNG image') };
  if (!tail.subarray(-12).equals(PNG_IEND)) return { ok: false, reason: tail.includes(PNG_IEND) ? APPENDED : DAMAGED('PNG image') };
  return { ok: true, type: FILE_TYPES.png };
}

function jpeg({ tail }: FileSample): Verdict {
  // Some cameras pad with zero bytes after the end-of-image marker; anything else after it is refused.
  let end = tail.length;
  while (end > 0 && tail[end - 1] === 0) end--;
  if (tail[end - 2] === 0xff && tail[end - 1] === 0xd9) return { ok: true, type: FILE_TYPES.jpeg };
  return { ok: false, reason: `${DAMAGED('JPEG image')}, or ${APPENDED}` };
}

function webp({ head, length }: FileSample): Verdict {
  const chunk = ascii(head, 12, 16);
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(chunk)) return { ok: false, reason: DAMAGED('WebP image') };
  const riffLength = head.readUInt32LE(4) + 8;
  if (riffLength !== length) return { ok: false, reason: riffLength < length ? APPENDED : DAMAGED('WebP image') };
  return { ok: true, type: FILE_TYPES.webp };
}

function binaryStl({ head, length }: FileSample): boolean {
  // 80-byte header, a triangle count, then exactly 50 bytes per triangle: the length must add up.
  return length >= 134 && head.length >= 84 && 84 + head.readUInt32LE(80) * 50 === length;
}

const OBJ_KEYWORDS = new Set(['v', 'vt', 'vn', 'vp', 'f', 'l', 'p', 'g', 'o', 's', 'mtllib', 'usemtl', 'cstype', 'deg', 'bmat', 'step', 'curv', 'curv2', 'surf', 'parm', 'trim', 'hole', 'scrv', 'sp', 'end', 'con', 'mg', 'bevel', 'c_interp', 'd_interp', 'lod', 'shadow_obj', 'trace_obj', 'ctech', 'stech', 'call', 'csh']);

/** Every complete line of the head is blank, a comment or an OBJ statement, and at least one is a statement. */
function objText(sample: FileSample): boolean {
  const text = ascii(sample.head);
  const lines = text.split(/\r?\n/);
  if (sample.head.length < sample.length) lines.pop(); // the head may end mid-line
  let statements = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const keyword = line.split(/\s+/, 1)[0]!;
    if (!OBJ_KEYWORDS.has(keyword)) return false;
    statements++;
  }
  return statements > 0;
}

function textFormat(sample: FileSample): Verdict | undefined {
  if (!sample.text) return undefined;
  const start = textStart(sample.head);
  const end = textEnd(sample.tail);
  if (start.startsWith('ISO-10303-21;')) {
    return start.includes('HEADER;') && end.endsWith('END-ISO-10303-21;') ? { ok: true, type: FILE_TYPES.step } : { ok: false, reason: DAMAGED('STEP model') };
  }
  if (/^solid\b/.test(start)) {
    return /\bfacet\s+normal\b|\bendsolid\b/.test(start) && /(^|\n)\s*endsolid\b[^\n]*$/.test(end) ? { ok: true, type: FILE_TYPES.stl } : { ok: false, reason: DAMAGED('STL model') };
  }
  // ASCII DXF: group code / value lines; optional 999 comments, then the first SECTION; "0 EOF" at the end.
  if (/^(?:999\r?\n[^\n]*\r?\n\s*)*0\r?\n\s*SECTION\r?\n/.test(start)) {
    return /(^|\n)\s*0\r?\n\s*EOF$/.test(end) ? { ok: true, type: FILE_TYPES.dxf } : { ok: false, reason: DAMAGED('DXF drawing') };
  }
  if (objText(sample)) return { ok: true, type: FILE_TYPES.obj };
  return undefined;
}

/**
 * Decides a file's type from its bytes alone (magic numbers and structure), never from its name or the
 * browser's claim. Images must end where their format says they end, so nothing rides along behind
 * them; ZIP and 3MF are told apart by the archive's directory, which is also checked for bombs.
 */
export function detectFileType(sample: FileSample): Verdict {
  const { head } = sample;
  if (sample.length === 0) return { ok: false, reason: 'it is empty' };
  if (startsWith(head, '%PDF-')) return pdf(sample);
  if (startsWith(head, PNG_SIGNATURE)) return png(sample);
  if (startsWith(head, [0xff, 0xd8, 0xff])) return jpeg(sample);
  if (startsWith(head, 'RIFF') && ascii(head, 8, 12) === 'WEBP') return webp(sample);
  if (startsWith(head, 'PK\x03\x04')) {
    const zip = inspectZipDirectory(sample.tail, sample.length);
    if (!zip.ok) return zip;
    return { ok: true, type: zip.threeMf ? FILE_TYPES.threeMf : FILE_TYPES.zip };
  }
  if (startsWith(head, BINARY_DXF)) return { ok: true, type: FILE_TYPES.dxf };
  if (binaryStl(sample)) return { ok: true, type: FILE_TYPES.stl };
  return textFormat(sample) ?? { ok: false, reason: NOT_ACCEPTED };
}
