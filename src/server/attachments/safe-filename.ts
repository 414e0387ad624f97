import type { FileType } from './file-types';

const MAX_LENGTH = 120;

/**
 * The name a file is stored and downloaded under. Only the last path segment survives (browsers
 * send a bare name, others may not), characters that mean something to file systems, shells or
 * markup (`< > : " / \ | ? *`), control characters and bidirectional overrides (which can make
 * "x‮fdp.exe" read as "xexe.pdf") become "_", and the name always ends in an extension of the type
 * its bytes showed, so a PDF named page.html is saved as page.html.pdf and opens as what it is.
 */
export function safeFilename(original: string, type?: FileType): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!name) name = 'attachment';
  const lower = name.toLowerCase();
  if (type && !type.extensions.some((extension) => lower.endsWith(extension))) name += type.extensions[0];
  if (name.length > MAX_LENGTH) {
    const extension = name.slice(name.lastIndexOf('.'));
    name = name.slice(0, MAX_LENGTH - extension.length) + extension;
  }
  return name;
}
