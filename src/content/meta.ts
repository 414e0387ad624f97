import { site } from './site';
import type { PageMeta } from './types';

const suffix = ` — ${site.fullName}`;

/** '<page> — Stratum Design & Fabrication'. */
export function pageTitle(page: string): string {
  return `${page}${suffix}`;
}

export const staticRoutes = [
  '/',
  '/projects',
  '/capabilities',
  '/process',
  '/materials',
  '/master-planning',
  '/store',
  '/model',
  '/animation',
  '/team',
  '/contact',
  '/privacy-policy',
  '/legal-notice',
  '/terms-of-service',
  '/refund-policy',
  '/shipping-policy',
  '/login',
  '/admin',
] as const;

export type StaticRoute = (typeof staticRoutes)[number];

/** The <title> of each fixed page; their descriptions are in page-descriptions.ts (server only). */
export const pageTitles: Record<StaticRoute, string> = {
  '/': `${site.fullName} — Large-Format 3D Printing in Orlando`,
  '/projects': pageTitle('Projects'),
  '/capabilities': pageTitle('Capabilities'),
  '/process': pageTitle('Process'),
  '/materials': pageTitle('Materials'),
  '/master-planning': pageTitle('Master Planning'),
  '/store': pageTitle('Store'),
  '/model': pageTitle('Case Study'),
  '/animation': pageTitle('Bringing Designs to Life'),
  '/team': pageTitle('The Team'),
  '/contact': pageTitle('Contact Us'),
  '/privacy-policy': pageTitle('Privacy Policy'),
  '/legal-notice': pageTitle('Legal Notice'),
  '/terms-of-service': pageTitle('Terms of Service'),
  '/refund-policy': pageTitle('Refund Policy'),
  '/shipping-policy': pageTitle('Shipping Policy'),
  '/login': pageTitle('Admin Login'),
  '/admin': pageTitle('Admin Dashboard'),
};

/** Meta for /project/{id}; the excerpt is trimmed to fit a search snippet. */
export function projectMeta(project: { title: string; category: string; description: string[] }): PageMeta {
  return {
    title: pageTitle(project.title),
    description: toDescription(project.description[0] ?? '', `${project.category} project by ${site.fullName}.`),
  };
}

/** Meta for /reference/{id}. */
export function referenceMeta(reference: { title: string; category: string; description: string[] }): PageMeta {
  return {
    title: pageTitle(reference.title),
    description: toDescription(reference.description[0] ?? '', `${reference.category} reference, ${site.fullName}.`),
  };
}

export const notFoundMeta: PageMeta = {
  title: pageTitle('Page Not Found'),
  description: `The page you asked for is not here. Browse printed projects, capabilities and materials from ${site.fullName} in Orlando, Florida.`,
};

export const projectNotFoundMeta: PageMeta = {
  title: pageTitle('Project Not Found'),
  description: notFoundMeta.description,
};

export const referenceNotFoundMeta: PageMeta = {
  title: pageTitle('Reference Not Found'),
  description: notFoundMeta.description,
};

const MAX_DESCRIPTION = 160;

/** First sentence(s) of a text, cut on a word boundary to at most 160 characters. */
export function toDescription(text: string, fallback: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return fallback;
  if (clean.length <= MAX_DESCRIPTION) return clean;
  const cut = clean.slice(0, MAX_DESCRIPTION - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > 80 ? lastSpace : cut.length).replace(/[,;:.\s]+$/, '')}…`;
}
