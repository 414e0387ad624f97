/** Visible text of server-rendered HTML: tags and React's text separators removed, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;|&#38;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of every heading in document order, with its level: [{ level: 2, text: '1 Your Account' }]. */
export function headingsOf(html: string): { level: number; text: string }[] {
  return [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({ level: Number(m[1]), text: textOf(m[2] ?? '') }));
}

/** The outer HTML of the first element `<tag ...>` whose opening tag matches `attributes` (no nesting of the same tag inside). */
export function elementHtml(html: string, tag: string, attributes: RegExp): string {
  const open = new RegExp(`<${tag}\\b[^>]*>`, 'g');
  for (const match of html.matchAll(open)) {
    if (attributes.test(match[0])) {
      const start = match.index ?? 0;
      const end = html.indexOf(`</${tag}>`, start);
      return end === -1 ? '' : html.slice(start, end + tag.length + 3);
    }
  }
  return '';
}

/** Every value of an attribute in the HTML, e.g. all `id`s or all `href`s. */
export function attributeValues(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((m) => m[1] ?? '');
}
