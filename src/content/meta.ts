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

export const pageMeta: Record<StaticRoute, PageMeta> = {
  '/': {
    title: `${site.fullName} — Large-Format 3D Printing in Orlando`,
    description: `${site.name} designs and prints full-scale architecture, themed environments and furniture in Orlando, Florida, using robotic pellet extrusion.`,
  },
  '/projects': {
    title: pageTitle('Projects'),
    description:
      'Printed bar fronts, lounge walls, themed façades and signage for restaurants, hotels and attractions, each fabricated at full scale in our Orlando studio.',
  },
  '/capabilities': {
    title: pageTitle('Capabilities'),
    description:
      'Design and build, gantry and robotic pellet extrusion, CNC finishing and coatings: how we take architecture and furniture from model to installed piece.',
  },
  '/process': {
    title: pageTitle('Process'),
    description:
      'From digital model and toolpath to printed, machined and coated object: the process behind every large-format piece that leaves our Orlando workshop.',
  },
  '/materials': {
    title: pageTitle('Materials'),
    description:
      'PETG, ABS, PP, ASA, PLA, PC, PEI and TPE in recycled, fibre-filled and engineering grades, with operating temperatures and the extruders that print them.',
  },
  '/master-planning': {
    title: pageTitle('Master Planning'),
    description:
      'Master planning for printed environments: we plan, sketch, check and make, so a whole venue is designed around what large-format printing does best.',
  },
  '/store': {
    title: pageTitle('Store'),
    description:
      'Printed seating, lighting, planters, canopies and architectural features from our Orlando studio. Collections are coming soon; contact us to order early.',
  },
  '/model': {
    title: pageTitle('Case Study'),
    description:
      'Scroll through a case study: a single printed piece followed from generative model and toolpath to extrusion, finishing and installation on site.',
  },
  '/animation': {
    title: pageTitle('Bringing Designs to Life'),
    description:
      'A scroll-driven film of our printers at work: forms inspired by nature, generative structural design and layer-by-layer extrusion at architectural scale.',
  },
  '/team': {
    title: pageTitle('The Team'),
    description: `Meet the people behind ${site.name}: designers and fabricators in Orlando who lead every project from the first sketch to installation on site.`,
  },
  '/contact': {
    title: pageTitle('Contact Us'),
    description:
      'Tell us about your next 3D printing project. Send drawings, a sketch or just an idea, and our Orlando studio will reply with next steps within 24 hours.',
  },
  '/privacy-policy': {
    title: pageTitle('Privacy Policy'),
    description: `How ${site.legalName} collects, uses and protects personal data, how to exercise your data rights, and how we honour Global Privacy Control.`,
  },
  '/legal-notice': {
    title: pageTitle('Legal Notice'),
    description: `Company information for ${site.legalName}: registered office in Orlando, Florida, contact details and the terms on which this site is run.`,
  },
  '/terms-of-service': {
    title: pageTitle('Terms of Service'),
    description:
      'The terms for buying from our store: accounts, how orders become contracts, deliveries, complaints, prices, customs and the limits of our liability.',
  },
  '/refund-policy': {
    title: pageTitle('Refund Policy'),
    description:
      'How to return an incorrect, defective or damaged product: the 24-hour report window, return authorization, courier collection and when refunds are paid.',
  },
  '/shipping-policy': {
    title: pageTitle('Shipping Policy'),
    description:
      'Standard express shipping from the United States in 15 to 20 business days, tracking, product care, import duties and the countries we cannot ship to.',
  },
  '/login': {
    title: pageTitle('Admin Login'),
    description: `Sign in to the ${site.name} studio dashboard to read the messages sent through the website contact forms. Access is limited to studio staff.`,
  },
  '/admin': {
    title: pageTitle('Admin Dashboard'),
    description: `The ${site.name} studio inbox: contact submissions from the website, with names, emails, phone numbers and messages, newest first. Staff only.`,
  },
};

export function getPageMeta(path: string): PageMeta | undefined {
  return Object.hasOwn(pageMeta, path) ? pageMeta[path as StaticRoute] : undefined;
}

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
