import Negotiator from 'negotiator';
import { PAGE_ENCODINGS, type PageEncoding } from './page-cache';

const PREFERRED: PageEncoding[] = ['br', 'gzip'];
const recent = new Map<string, PageEncoding>();
const RECENT_MAX = 64;

/**
 * The encoding to send for an Accept-Encoding header, negotiated as the compression middleware does
 * (q-values honoured; brotli, then gzip, when the client weighs them alike). Browsers send a handful
 * of distinct headers, so answers are remembered.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): PageEncoding {
  const header = acceptEncoding ?? '';
  let encoding = recent.get(header);
  if (!encoding) {
    const best = new Negotiator({ headers: { 'accept-encoding': header } }).encodings([...PAGE_ENCODINGS], { preferred: PREFERRED })[0];
    encoding = (best as PageEncoding | undefined) ?? 'identity';
    if (recent.size >= RECENT_MAX) recent.clear();
    recent.set(header, encoding);
  }
  return encoding;
}
