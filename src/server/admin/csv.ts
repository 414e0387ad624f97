/**
 * RFC 4180 CSV: CRLF line ends, every field quoted, quotes doubled. A cell a spreadsheet would read as
 * a formula (starting with = + - @, tab or carriage return) gets a leading apostrophe, so a message
 * cannot run =HYPERLINK(...) or DDE payloads on the studio's machine (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${inert.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}
