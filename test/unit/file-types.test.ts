import { FileInspector } from '../../src/server/attachments/file-inspector';
import { safeFilename } from '../../src/server/attachments/safe-filename';
import { FILE_TYPES } from '../../src/server/attachments/file-types';
import * as sample from '../helpers/sample-files';

/** Feeds a file to the inspector in small chunks, as an upload arrives. */
function inspect(bytes: Buffer, chunk = 1000) {
  const inspector = new FileInspector();
  for (let at = 0; at < bytes.length; at += chunk) inspector.push(bytes.subarray(at, at + chunk));
  return inspector.verdict();
}

const typeOf = (bytes: Buffer) => {
  const verdict = inspect(bytes);
  return verdict.ok ? verdict.type.contentType : `refused: ${verdict.reason}`;
};

describe('file type detection by bytes', () => {
  test.each([
    ['PDF', sample.pdf(), 'application/pdf'],
    ['PNG', sample.png(), 'image/png'],
    ['JPEG', sample.jpeg(), 'image/jpeg'],
    ['WebP', sample.webp(), 'image/webp'],
    ['binary STL', sample.binaryStl(), 'model/stl'],
    ['binary STL whose header starts with "solid"', Buffer.concat([Buffer.from('solid exported'), sample.binaryStl(3).subarray(14)]), 'model/stl'],
    ['ASCII STL', sample.asciiStl(), 'model/stl'],
    ['OBJ', sample.obj(), 'model/obj'],
    ['STEP', sample.step(), 'model/step'],
    ['DXF', sample.dxf(), 'image/vnd.dxf'],
    ['3MF', sample.threeMf(), 'model/3mf'],
    ['ZIP', sample.plainZip(), 'application/zip'],
  ])('%s is recognised', (_name, bytes, type) => {
    expect(typeOf(bytes)).toBe(type);
  });

  test('a large binary STL streamed in 64 KB chunks', () => {
    expect(inspect(sample.binaryStl(100_000), 65_536)).toMatchObject({ ok: true, type: FILE_TYPES.stl });
  });

  test.each([
    ['an empty file', Buffer.alloc(0), 'it is empty'],
    ['an HTML page', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'not one of the accepted types'],
    ['a Windows program', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]), 'not one of the accepted types'],
    ['plain text', Buffer.from('just some notes about the bench\n'), 'not one of the accepted types'],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'not one of the accepted types'],
    ['a PDF cut short', sample.pdf().subarray(0, 60), 'incomplete or damaged'],
    ['a PNG with a ZIP appended', Buffer.concat([sample.png(), sample.plainZip()]), 'data after its end'],
    ['a JPEG with a script appended', Buffer.concat([sample.jpeg(), Buffer.from('<script>alert(1)</script>')]), 'data after its end'],
    ['a WebP with bytes appended', Buffer.concat([sample.webp(), Buffer.from('<html>')]), 'data after its end'],
    ['a ZIP with bytes appended', Buffer.concat([sample.plainZip(), Buffer.from('<html><script>alert(1)</script>')]), 'data after its end'],
    ['an OBJ with an HTML line', Buffer.from('v 0 0 0\n<html><script>alert(1)</script>\nf 1 1 1\n'), 'not one of the accepted types'],
    ['an ASCII STL without its end', Buffer.from('solid x\n facet normal 0 0 1\n'), 'incomplete or damaged'],
    ['a binary STL one byte short', sample.binaryStl(3).subarray(0, 233), 'not one of the accepted types'],
  ])('%s is refused', (_name, bytes, reason) => {
    expect(typeOf(bytes)).toContain(reason);
  });

  test('a 3MF needs its model part; a ZIP holding only [Content_Types].xml is a ZIP', () => {
    expect(typeOf(sample.zip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }]))).toBe('application/zip');
  });

  describe('ZIP bombs, by the sizes the directory declares', () => {
    test('an entry that unpacks to over 200 times its compressed size', () => {
      expect(typeOf(sample.zip([{ name: 'zeros.stl', data: Buffer.alloc(10 * 1024 * 1024), deflate: true }]))).toMatch(/zeros\.stl .*more than 200 times.*ZIP bomb/);
    });
    test('entries declaring more than 1 GB in total', () => {
      const entries = Array.from({ length: 6 }, (_, index) => ({ name: `part-${index}.bin`, data: Buffer.alloc(10), declaredSize: 200 * 1024 * 1024 }));
      // 200 MB declared for 10 stored bytes is also a ratio bomb: the ratio check names the first entry.
      expect(typeOf(sample.zip(entries))).toContain('ZIP bomb');
    });
    test('one compressed stream listed many times (overlapping entries)', () => {
      expect(typeOf(sample.zip([{ name: 'model.stl', data: sample.binaryStl(40), deflate: true }], { repeatDirectory: 50 }))).toContain('overlapping entries');
    });
    test('a path that leaves its folder', () => {
      expect(typeOf(sample.zip([{ name: '../../etc/cron.d/job', data: Buffer.from('x') }]))).toContain('leaves its folder');
    });
    test('a highly compressible but small entry is fine', () => {
      expect(typeOf(sample.zip([{ name: 'spaces.obj', data: Buffer.alloc(32 * 1024, 0x20), deflate: true }]))).toBe('application/zip');
    });
  });
});

describe('safe file names', () => {
  test.each([
    ['../../etc/passwd.pdf', FILE_TYPES.pdf, 'passwd.pdf'],
    ['C:\\Users\\ada\\plan.pdf', FILE_TYPES.pdf, 'plan.pdf'],
    ['<img src=x onerror=alert(1)>.png', FILE_TYPES.png, '_img src=x onerror=alert(1)_.png'],
    ['page.html', FILE_TYPES.pdf, 'page.html.pdf'],
    ['invoice\u202Efdp.exe', FILE_TYPES.pdf, 'invoice_fdp.exe.pdf'],
    ['photo.JPG', FILE_TYPES.jpeg, 'photo.JPG'],
    ['model.stp', FILE_TYPES.step, 'model.stp'],
    ['', FILE_TYPES.zip, 'attachment.zip'],
    ['...', FILE_TYPES.obj, 'attachment.obj'],
    ['bench "v2".obj', FILE_TYPES.obj, 'bench _v2_.obj'],
  ])('%j is stored under a safe name', (original, type, expected) => {
    expect(safeFilename(original, type)).toBe(expected);
  });

  test('long names keep their extension', () => {
    const name = safeFilename(`${'a'.repeat(300)}.step`, FILE_TYPES.step);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.step')).toBe(true);
  });
});
