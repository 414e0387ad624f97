import { crc32, deflateRawSync } from 'node:zlib';

/** Small, structurally valid files of every accepted type, and builders for the hostile ones. */

export function pdf(body = 'BT /F1 12 Tf 72 712 Td (Bench for a hotel lobby) Tj ET'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/** A 1×1 PNG (signature, IHDR, IDAT, IEND). */
export function png(): Buffer {
  return Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
    'hex',
  );
}

/** A tiny baseline JPEG (SOI, APP0, ..., EOI) made by hand: the structure checks only look at both ends. */
export function jpeg(): Buffer {
  return Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 0x11), Buffer.from('ffd9', 'hex')]);
}

export function webp(): Buffer {
  const payload = Buffer.concat([Buffer.from('WEBPVP8L'), Buffer.from([10, 0, 0, 0]), Buffer.from('2f000000000000000000', 'hex')]);
  const header = Buffer.alloc(8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(payload.length, 4);
  return Buffer.concat([header, payload]);
}

export function binaryStl(triangles = 2): Buffer {
  const out = Buffer.alloc(84 + 50 * triangles);
  out.write('binary STL exported by a CAD tool', 0, 'latin1');
  out.writeUInt32LE(triangles, 80);
  for (let t = 0; t < triangles; t++) out.writeFloatLE(1.5 * t, 84 + 50 * t + 12);
  return out;
}

export function asciiStl(): Buffer {
  return Buffer.from('solid bench\n facet normal 0 0 1\n  outer loop\n   vertex 0 0 0\n   vertex 1 0 0\n   vertex 0 1 0\n  endloop\n endfacet\nendsolid bench\n');
}

export function obj(): Buffer {
  return Buffer.from('# bench\nmtllib bench.mtl\no Bench\nv 0 0 0\nv 1 0 0\nv 0 1 0\nvn 0 0 1\nf 1//1 2//1 3//1\n');
}

export function step(): Buffer {
  return Buffer.from("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('bench'),'2;1');\nFILE_NAME('bench.step','2026-01-01',(''),(''),'','','');\nFILE_SCHEMA(('AP214'));\nENDSEC;\nDATA;\n#1=CARTESIAN_POINT('',(0.,0.,0.));\nENDSEC;\nEND-ISO-10303-21;\n");
}

export function dxf(): Buffer {
  return Buffer.from('999\nmade by hand\n  0\nSECTION\n  2\nENTITIES\n  0\nLINE\n  8\n0\n 10\n0.0\n 20\n0.0\n 11\n1.0\n 21\n1.0\n  0\nENDSEC\n  0\nEOF\n');
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  deflate?: boolean;
  /** Declare another uncompressed size than the data's (a lying bomb). */
  declaredSize?: number;
}

interface EntryFields {
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  nameLength: number;
}

/** The run of fields a local header (from byte 4) and a central-directory record (from byte 6) share, in ZIP's order. */
function writeEntryFields(header: Buffer, at: number, fields: EntryFields): void {
  header.writeUInt16LE(20, at); // version needed: 2.0
  header.writeUInt16LE(fields.method, at + 4);
  header.writeUInt32LE(fields.crc, at + 10);
  header.writeUInt32LE(fields.compressedSize, at + 14);
  header.writeUInt32LE(fields.size, at + 18);
  header.writeUInt16LE(fields.nameLength, at + 22);
}

/** A ZIP archive; `repeatDirectory` lists the first entry that many times (overlapping entries). */
export function zip(entries: ZipEntry[], options: { repeatDirectory?: number } = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const size = entry.declaredSize ?? entry.data.length;
    const fields: EntryFields = { method: entry.deflate ? 8 : 0, crc: crc32(entry.data), compressedSize: body.length, size, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4); // made by: 2.0
    writeEntryFields(record, 6, fields);
    record.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    central.push(Buffer.concat([record, name]));
    offset += 30 + name.length + body.length;
  }
  for (let copy = 1; copy < (options.repeatDirectory ?? 1); copy++) central.push(central[0]!);
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length, 8);
  end.writeUInt16LE(central.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function threeMf(): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'), deflate: true },
    { name: '_rels/.rels', data: Buffer.from('<Relationships/>'), deflate: true },
    { name: '3D/3dmodel.model', data: Buffer.from('<model unit="millimeter"><resources/><build/></model>'), deflate: true },
  ]);
}

export function plainZip(): Buffer {
  return zip([
    { name: 'drawings/plan.pdf', data: pdf() },
    { name: 'notes.txt', data: Buffer.from('Bench, 6 m, white'), deflate: true },
  ]);
}

/**
 * A real, renderable PDF of `pages` US-Letter pages, each drawn by `content` (page operators; by default
 * a filled black rectangle over most of the page), with a correct cross-reference table: what the
 * inbox's PDF preview draws.
 */
export function drawingPdf(pages = 1, content = '0 0 0 rg 72 72 468 648 re f'): Buffer {
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + i);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...pageIds.map(() => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << >> >>'),
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
