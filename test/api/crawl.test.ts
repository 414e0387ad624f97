import type { Express } from 'express';
import request from 'supertest';
import { useTestDatabase } from '../helpers/test-db';
import { testApp } from '../helpers/test-app';
import { britishSpellings, metricFirst } from '../helpers/voice-rules';
import { projects } from '../../src/content/projects';
import { references as referenceEntries } from '../../src/content/references';

const database = useTestDatabase();
let app: Express;

beforeAll(() => {
  app = testApp({ db: database.db });
});

const decode = (value: string) => value.replace(/&amp;|&#38;/g, '&');

/** What a visitor reads or hears: visible text plus alt, aria-label and title attributes and meta descriptions. */
function readableText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|aria-label|title|content)="([^"]*)"/g)].map((m) => m[1]!);
  const body = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
  return [body, ...attributes].join(' \n ');
}

/** Internal page links (href="/…") and every media URL a page references (src, srcset, poster). */
function references(html: string) {
  const links = [...html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)(?:#[^"]*)?"/g)].map((m) => decode(m[1]!));
  const media = [
    ...[...html.matchAll(/\s(?:src|poster|href)="(\/(?:media|assets)\/[^"]+)"/g)].map((m) => decode(m[1]!)),
    ...[...html.matchAll(/\ssrcset="([^"]+)"/gi)].flatMap((m) => m[1]!.split(',').map((part) => decode(part.trim().split(/\s+/)[0]!))),
  ];
  return { links, media };
}

describe('crawl from the home page', () => {
  test('every internal link on every page answers 200 (the inbox redirects to sign-in), and every media URL exists', async () => {
    const queue = ['/'];
    const seen = new Set(queue);
    const media = new Set<string>();
    const statuses = new Map<string, number>();
    const voice: string[] = [];
    while (queue.length > 0) {
      const path = queue.shift()!;
      const res = await request(app).get(path);
      statuses.set(path, res.status);
      if (res.status !== 200 || !/text\/html/.test(res.headers['content-type'] ?? '')) continue;
      const text = readableText(res.text);
      for (const problem of [...britishSpellings(text), ...metricFirst(text).map((m) => `metric first: ${m}`)]) voice.push(`${path}: ${problem}`);
      const found = references(res.text);
      found.media.forEach((url) => media.add(url));
      for (const link of found.links) {
        const target = link.split('?')[0]!;
        if (!seen.has(target) && !target.startsWith('/api/')) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    const expected = (path: string) => (path === '/admin' ? 302 : 200);
    const wrong = [...statuses].filter(([path, status]) => status !== expected(path));
    expect(wrong).toEqual([]);
    // Every public screen of the spec, every project and every reference is reachable by following
    // links from / (no sitemap). Only the private /login and /admin are left to their own address.
    const specRoutes = [
      '/projects', '/capabilities', '/process', '/materials', '/master-planning', '/store', '/model', '/animation',
      '/team', '/contact', '/privacy-policy', '/legal-notice', '/terms-of-service', '/refund-policy', '/shipping-policy',
    ];
    const detailPages = [...Object.keys(projects).map((id) => `/project/${id}`), ...Object.keys(referenceEntries).map((id) => `/reference/${id}`)];
    const unreached = [...specRoutes, ...detailPages].filter((path) => statuses.get(path) !== 200);
    expect(unreached).toEqual([]);
    // One voice on every page: US spelling, imperial units first.
    expect(voice).toEqual([]);
    const missing: string[] = [];
    for (const url of media) {
      const res = await request(app).head(url);
      if (res.status !== 200) missing.push(`${url} ${res.status}`);
    }
    expect(missing).toEqual([]);
    expect(media.size).toBeGreaterThan(100);
  }, 120_000);
});
