import { csvCell, csvRow } from '../../src/server/admin/csv';

describe('CSV cells (RFC 4180 + formula injection)', () => {
  test('every field is quoted and quotes are doubled', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(true)).toBe('"true"');
  });

  test.each(['=1+1', '+1 407 555 0100', '-2', '@SUM(A1)', '\tx', '\rx'])('%j is made inert with a leading apostrophe', (value) => {
    expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
  });

  test('a formula with quotes is both neutralised and escaped', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  test('text that merely contains those characters is left alone', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('2025-01-01T12:00:00.000Z')).toBe('"2025-01-01T12:00:00.000Z"');
  });

  test('rows end with CRLF', () => {
    expect(csvRow(['a', 1, false])).toBe('"a","1","false"\r\n');
  });
});
