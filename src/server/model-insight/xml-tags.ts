import { StringDecoder } from 'node:string_decoder';
import { ModelFormatError, type MeasureBudget } from './measure-limits';

/** One start, end or empty-element tag, its name without namespace prefix. */
export interface XmlTag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  /** The raw attribute text; read with `xmlAttributes` only for the tags that matter. */
  body: string;
  /** The name as written, with its prefix (`p:component`), for refusing extensions not supported. */
  qualifiedName: string;
}

/** A tag (or comment) longer than this is not part of a model. */
const MAX_TAG_CHARS = 64 * 1024;

/**
 * Streams an XML document's tags to `onTag`, skipping text, comments, CDATA, processing instructions and
 * declarations. Entities are never expanded (none of a 3MF's numbers need them), which also makes
 * entity-expansion bombs harmless; memory is one chunk plus at most one unfinished tag.
 */
export async function forEachXmlTag(chunks: AsyncIterable<Buffer>, budget: MeasureBudget, onTag: (tag: XmlTag) => void): Promise<void> {
  const decoder = new StringDecoder('utf8');
  let partial = '';
  for await (const chunk of chunks) {
    budget.checkCpu();
    const text = partial + decoder.write(chunk);
    partial = '';
    let at = 0;
    for (;;) {
      const open = text.indexOf('<', at);
      if (open === -1) break;
      const terminator = text.startsWith('<!--', open) ? '-->' : text.startsWith('<![CDATA[', open) ? ']]>' : '>';
      const close = text.indexOf(terminator, open + 1);
      if (close === -1) {
        partial = text.slice(open);
        break;
      }
      at = close + terminator.length;
      if (terminator === '>') emit(text.slice(open + 1, close), onTag);
    }
    if (partial.length > MAX_TAG_CHARS) throw new ModelFormatError(`the 3MF model has an XML tag longer than ${MAX_TAG_CHARS.toLocaleString('en-US')} characters`);
  }
  if (partial.trim()) throw new ModelFormatError('the 3MF model is truncated: its XML ends inside a tag');
}

function emit(inner: string, onTag: (tag: XmlTag) => void): void {
  if (inner[0] === '?' || inner[0] === '!') return;
  const head = /^\/?([^\s/]+)/.exec(inner);
  if (!head) throw new ModelFormatError('the 3MF model is not well-formed XML: a tag has no name');
  const qualifiedName = head[1]!;
  const colon = qualifiedName.indexOf(':');
  const selfClosing = inner.endsWith('/');
  onTag({
    name: colon === -1 ? qualifiedName : qualifiedName.slice(colon + 1),
    qualifiedName,
    closing: inner[0] === '/',
    selfClosing,
    body: inner.slice(head[0].length, selfClosing ? -1 : undefined),
  });
}

/** A tag's attributes by qualified name. */
export function xmlAttributes(body: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of body.matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attributes[match[1]!] = match[2] ?? match[3] ?? '';
  return attributes;
}
