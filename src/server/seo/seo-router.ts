import { Router } from 'express';
import { staticRoutes } from '../../content/meta';
import { projects } from '../../content/projects';
import { references } from '../../content/references';

const PRIVATE_ROUTES = new Set(['/login', '/admin']);

/** Every public URL of the site: the static screens, each project and each reference. */
export function publicUrls(): string[] {
  return [
    ...staticRoutes.filter((route) => !PRIVATE_ROUTES.has(route)),
    ...Object.keys(projects).map((id) => `/project/${id}`),
    ...Object.keys(references).map((id) => `/reference/${id}`),
  ];
}

function sitemapXml(publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  const entries = publicUrls().map((path) => `  <url><loc>${base}${path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /login', 'Disallow: /invite/', 'Disallow: /reset-password/', 'Disallow: /forgot-password', 'Disallow: /api/', '', `Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml`, ''].join('\n');
}

/** /robots.txt and /sitemap.xml, built once from the content modules and PUBLIC_URL. */
export function seoRouter(publicUrl: string) {
  const router = Router();
  const sitemap = sitemapXml(publicUrl);
  const robots = robotsTxt(publicUrl);
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(sitemap);
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robots);
  });
  return router;
}
