import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { ROOT, testApp } from '../helpers/test-app';

const app = testApp();
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist', 'manifest.json'), 'utf8')) as {
  entry: string;
  entryImports: string[];
  modules: Record<string, { file: string; imports: string[] }>;
};

/** The page's one executable script: the inline loader, with what it will fetch in its data attributes. */
function loaderOf(html: string): { tag: string; entry: string; preload: string[] } {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
  expect(tags).toHaveLength(1);
  const tag = tags[0]!;
  return { tag, entry: /data-entry="([^"]+)"/.exec(tag)![1]!, preload: /data-preload="([^"]*)"/.exec(tag)![1]!.split(' ') };
}

describe('scripts in the page (issue 8)', () => {
  test('the HTML requests no script by itself: no module script, no modulepreload', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/<script[^>]*type="module"/);
    expect(res.text).not.toMatch(/<link[^>]*rel="modulepreload"/);
  });

  test("the loader names the entry, the entry's chunks and the page's route module", async () => {
    const loader = loaderOf((await request(app).get('/contact')).text);
    expect(loader.entry).toBe(manifest.entry);
    const contact = manifest.modules['pages/contact/route']!;
    expect(loader.preload).toEqual(expect.arrayContaining([...manifest.entryImports, contact.file, ...contact.imports]));
    expect(loader.preload).not.toContain(manifest.entry);
    // Another page's module is not fetched.
    expect(loader.preload).not.toContain(manifest.modules['pages/admin/route']!.file);
  });

  test('every script the loader names exists and carries the compile hint', async () => {
    const loader = loaderOf((await request(app).get('/store')).text);
    for (const file of [loader.entry, ...loader.preload]) {
      const source = readFileSync(path.join(ROOT, 'dist', 'client', file), 'utf8');
      expect(source.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    }
  });
});

/** The image entries a page sends for hydration (PageData.images). */
function sentImages(html: string): Record<string, { width: number; widths: number[]; alt?: string }> {
  return (JSON.parse(/<script id="__data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as { images: Record<string, { width: number; widths: number[]; alt?: string }> }).images;
}

/** The images a page's HTML shows: key → the alt texts of its <img>s. */
function renderedImages(html: string): Record<string, string[]> {
  const images: Record<string, string[]> = {};
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    const key = /src="\/media\/img\/(.+?)-\d+\.\w+"/.exec(tag)?.[1];
    if (key) (images[key] ??= []).push(/alt="([^"]*)"/.exec(tag)![1]!);
  }
  return images;
}

const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('image entries in the page (issue 23)', () => {
  // The second is rendered per request and streamed (a query string), the others whole for the page cache.
  test.each(['/', '/project/toothsome?from=test', '/team', '/terms-of-service'])('%s sends the entries of the images it rendered, and no others', async (pagePath) => {
    const res = await request(app).get(pagePath);
    expect(res.status).toBe(200);
    const sent = sentImages(res.text);
    const rendered = renderedImages(res.text);
    expect(Object.keys(sent).sort()).toEqual(Object.keys(rendered).sort());
    for (const [key, entry] of Object.entries(sent)) {
      expect(res.text).toContain(`/media/img/${key}-${Math.max(...entry.widths)}.`);
      // The catalog's text where a picture shows it; none where each gave its own (decorative: alt="").
      const texts = rendered[key]!.filter((alt) => alt !== '');
      if (texts.length > 0) expect(texts.map(() => asHtml(entry.alt!))).toEqual(texts);
      else expect(entry.alt).toBeUndefined();
    }
    if (pagePath === '/terms-of-service') expect(sent).toEqual({});
    else expect(Object.keys(sent).length).toBeGreaterThan(1);
  });
});
