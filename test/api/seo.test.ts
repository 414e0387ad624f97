import request from 'supertest';
import { projects } from '../../src/content/projects';
import { references } from '../../src/content/references';
import { testApp } from '../helpers/test-app';

const app = testApp({}, { PUBLIC_URL: 'https://stratum.example' });

describe('search visibility', () => {
  test('robots.txt keeps crawlers out of the admin, sign-in and API and names the sitemap', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toContain('Disallow: /login');
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain('Sitemap: https://stratum.example/sitemap.xml');
  });

  test('sitemap.xml lists every public route, project and reference, and nothing private', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/projects', '/materials', '/store', '/team', '/contact', '/privacy-policy', '/shipping-policy']) {
      expect(locs).toContain(`https://stratum.example${path}`);
    }
    for (const id of Object.keys(projects)) expect(locs).toContain(`https://stratum.example/project/${id}`);
    for (const id of Object.keys(references)) expect(locs).toContain(`https://stratum.example/reference/${id}`);
    expect(locs.some((loc) => /\/(admin|login)$/.test(loc!))).toBe(false);
  });

  test('pages carry a canonical URL from PUBLIC_URL and Open Graph / Twitter tags with an image', async () => {
    const res = await request(app).get('/materials');
    expect(res.text).toContain('<link rel="canonical" href="https://stratum.example/materials">');
    expect(res.text).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(res.text).toContain('<meta property="og:image" content="https://stratum.example/media/img/og/default-1200.jpg">');
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  test('404 pages are marked noindex and have no canonical', async () => {
    const res = await request(app).get('/missing');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).not.toContain('rel="canonical"');
  });

  test('JSON-LD: LocalBusiness for the studio on home, CreativeWork on project pages, none on a 404', async () => {
    const jsonLd = (html: string) => {
      const match = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
      return match ? JSON.parse(match[1]!) : undefined;
    };
    const home = jsonLd((await request(app).get('/')).text);
    expect(home['@type']).toBe('LocalBusiness');
    expect(home.address.addressLocality).toBe('Orlando');
    expect(home.address.addressRegion).toBe('FL');
    expect(home.url).toBe('https://stratum.example/');
    const project = jsonLd((await request(app).get('/project/toothsome')).text);
    expect(project['@type']).toBe('CreativeWork');
    expect(project.name).toBe(projects.toothsome!.title);
    expect(project.url).toBe('https://stratum.example/project/toothsome');
    expect(jsonLd((await request(app).get('/project/nope')).text)).toBeUndefined();
  });
});
