import request from 'supertest';
import { pageTitles, staticRoutes } from '../../src/content/meta';
import { pageDescriptions } from '../../src/content/page-descriptions';
import { fixedProjectIds } from '../../src/content/fixed-project-ids';
import { testApp } from '../helpers/test-app';

const app = testApp();

function h1(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;|&#38;/g, '&').trim();
}

const unescape = (text: string) => text.replace(/&#38;|&amp;/g, '&').replace(/&#39;|&#x27;/g, "'");

function title(html: string): string {
  return unescape(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? '');
}

function description(html: string): string {
  return unescape(/<meta name="description" content="(.*?)">/.exec(html)?.[1] ?? '');
}

// /login and /admin are gated by the session layer (issue 5) and tested there.
const publicRoutes = staticRoutes.filter((route) => route !== '/login' && route !== '/admin');

describe('every route of the spec', () => {
  test.each(publicRoutes)('%s renders its screen with its own title', async (route) => {
    const res = await request(app).get(route);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(title(res.text)).toBe(pageTitles[route]);
    expect(h1(res.text)).not.toBe('');
    expect(res.text).toContain('<html lang="en">');
    // The screen declares only its title; the server adds the description (content/page-descriptions.ts).
    expect(description(res.text)).toBe(pageDescriptions[route]);
  });

  test('titles and descriptions are distinct per route', () => {
    const titles = new Set(staticRoutes.map((route) => pageTitles[route]));
    const descriptions = new Set(staticRoutes.map((route) => pageDescriptions[route]));
    expect(titles.size).toBe(staticRoutes.length);
    expect(descriptions.size).toBe(staticRoutes.length);
  });

  test.each([
    ['/materials', 'Material Specifications'],
    ['/contact', 'Contact Us'],
  ])('%s is headed %s', async (route, heading) => {
    const res = await request(app).get(route);
    expect(h1(res.text)).toBe(heading);
  });

  test('/capabilities and /process are one screen with their own titles', async () => {
    const [capabilities, process] = await Promise.all([request(app).get('/capabilities'), request(app).get('/process')]);
    expect(h1(capabilities.text)).toBe(h1(process.text));
    expect(title(capabilities.text)).not.toBe(title(process.text));
  });

  test.each(fixedProjectIds)('fixed project path /project/%s renders the project', async (id) => {
    const res = await request(app).get(`/project/${id}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Project Not Found');
  });

  test('the layout shell is on every page: nav, cart texts, footer links, year', async () => {
    const res = await request(app).get('/projects');
    for (const text of ['Projects', 'Capabilities', 'Store', 'Your cart is empty', 'Browse our store to add items', 'Browse Store', 'The Team', 'Privacy Policy', 'Legal Notice', 'Terms of Service', 'Refund Policy', 'Shipping Policy', '2025']) {
      expect(res.text).toContain(text);
    }
    for (const href of ['https://x.com/', 'https://www.instagram.com/', 'https://www.linkedin.com/', 'https://www.tiktok.com/', 'mailto:', 'tel:+1407555']) {
      expect(res.text).toContain(href);
    }
    expect(res.text).toMatch(/href="\/team"[^>]*aria-label="Contact"|aria-label="Contact"[^>]*href="\/team"/);
  });
});

describe('not found', () => {
  test('an unknown path is a 404 with the router hint, not indexed', async () => {
    const res = await request(app).get('/no/such/page');
    expect(res.status).toBe(404);
    expect(h1(res.text)).toBe('404 Page Not Found');
    expect(res.text).toContain('Did you forget to add this page to the router?');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
  });

  test('an unknown project id is a 404 with the project texts', async () => {
    const res = await request(app).get('/project/does-not-exist');
    expect(res.status).toBe(404);
    expect(h1(res.text)).toBe('Project Not Found');
    expect(res.text).toContain('The project you&#x27;re looking for doesn&#x27;t exist.');
  });

  test.each(['__proto__', 'constructor', 'toString'])('prototype keys are not projects: /project/%s', async (id) => {
    // toString is spelled /project/tostring, so that one arrives by a redirect.
    const res = await request(app).get(`/project/${id}`).redirects(1);
    expect(res.status).toBe(404);
  });

  test.each([
    ['/project/%E0%A4%A', 'Project Not Found'],
    ['/reference/%E0%A4%A', 'Reference Not Found'],
    ['/%E0%A4%A', '404 Page Not Found'],
  ])("a broken percent-encoding is a visitor's typo, not a server error: %s is a 404", async (path, heading) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    expect(h1(res.text)).toBe(heading);
  });

  test.each([
    ['/Projects', '/projects'],
    ['/projects/', '/projects'],
    ['//projects', '/projects'],
    ['/project/TOOTHSOME/?from=mail', '/project/toothsome?from=mail'],
    ['/Nope', '/nope'],
  ])('a page URL has one spelling: %s answers 301 to %s', async (path, location) => {
    const res = await request(app).get(path).redirects(0);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  test.each(['/Projects.JSON', '/project/caf%C3%A9/', '/media/..%2F..%2Fpackage.json'])('%s is no page spelling and is not redirected', async (path) => {
    expect((await request(app).get(path).redirects(0)).status).toBe(404);
  });

  test('the canonical spelling itself is served, with itself as the canonical link', async () => {
    const res = await request(app).get('/project/toothsome');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<link rel="canonical" href="[^"]*\/project\/toothsome">/);
    expect((await request(app).get('/').redirects(0)).status).toBe(200);
  });

  test('an unknown reference id is a 404 with Return Home', async () => {
    const res = await request(app).get('/reference/atlantis');
    expect(res.status).toBe(404);
    expect(h1(res.text)).toBe('Reference Not Found');
    expect(res.text).toMatch(/<a[^>]*href="\/"[^>]*>Return Home<\/a>/);
  });

  test('a missing asset is a plain 404, not a page', async () => {
    const res = await request(app).get('/assets/nope.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('largest image preload', () => {
  test.each([
    ['/', 'home/hero'],
    ['/project/toothsome', 'projects/toothsome/a'],
    ['/projects', 'projects/kasa-tapas/a'],
  ])('%s preloads its LCP image (%s) in the head at high priority, once per screen class', async (route, image) => {
    const res = await request(app).get(route);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    // A full-bleed image: phones preload the widths up to 1600 px, desktops the set up to 2880 px.
    expect(preloads.map((link) => /media="([^"]+)"/.exec(link)?.[1])).toEqual(['(max-width: 899.98px)', '(min-width: 900px)']);
    for (const link of preloads) {
      expect(link).toContain(`/media/img/${image}-480.avif 480w`);
      expect(link).toContain('fetchpriority="high"');
      expect(link).toMatch(/imagesizes="[^"]+"/);
    }
    expect(preloads[0]).not.toContain('2880w');
    expect(preloads[1]).toContain(`/media/img/${image}-2880.avif 2880w`);
  });

  test('a page without a priority image preloads none', async () => {
    const res = await request(app).get('/terms-of-service');
    expect(res.text).not.toContain('<link rel="preload" as="image"');
  });
});
