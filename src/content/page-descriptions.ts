import type { StaticRoute } from './meta';

export type { StaticRoute };
import { site } from './site';

/**
 * The meta description of each fixed page. Only the server writes descriptions (into the document
 * head), so they live apart from the titles the browser needs when it navigates: no page's script
 * carries them.
 */
export const pageDescriptions: Record<StaticRoute, string> = {
  '/':
    `${site.name} designs and prints full-scale architecture, themed environments and furniture in Orlando, Florida, using robotic pellet extrusion.`,
  '/projects':
    'Printed bar fronts, lounge walls, themed façades and signage for restaurants, hotels and attractions, each fabricated at full scale in our Orlando studio.',
  '/capabilities':
    'Design and build, gantry and robotic pellet extrusion, CNC finishing and coatings: how we take architecture and furniture from model to installed piece.',
  '/process':
    'From digital model and toolpath to printed, machined and coated object: the process behind every large-format piece that leaves our Orlando workshop.',
  '/materials':
    'PETG, ABS, PP, ASA, PLA, PC, PEI and TPE in recycled, fiber-filled and engineering grades, with operating temperatures and the extruders that print them.',
  '/master-planning':
    'Master planning for printed environments: we plan, sketch, check and make, so a whole venue is designed around what large-format printing does best.',
  '/store':
    'Printed seating, lighting, planters, canopies and architectural features from our Orlando studio. Collections are coming soon; contact us to order early.',
  '/model':
    'Scroll through a case study: a single printed piece followed from generative model and toolpath to extrusion, finishing and installation on site.',
  '/animation':
    'A scroll-driven film of our printers at work: forms inspired by nature, generative structural design and layer-by-layer extrusion at architectural scale.',
  '/team':
    `Meet the people behind ${site.name}: designers and fabricators in Orlando who lead every project from the first sketch to installation on site.`,
  '/contact':
    'Tell us about your next 3D printing project. Send drawings, a sketch or just an idea, and our Orlando studio will reply with next steps within 24 hours.',
  '/privacy-policy':
    `How ${site.legalName} collects, uses and protects personal data, how to exercise your data rights, and how we honor Global Privacy Control.`,
  '/legal-notice':
    `Company information for ${site.legalName}: registered office in Orlando, Florida, contact details and the terms on which this site is run.`,
  '/terms-of-service':
    'The terms for buying from our store: accounts, how orders become contracts, deliveries, complaints, prices, customs and the limits of our liability.',
  '/refund-policy':
    'How to return an incorrect, defective or damaged product: the 24-hour report window, return authorization, courier collection and when refunds are paid.',
  '/shipping-policy':
    'Standard express shipping from the United States in 15 to 20 business days, tracking, product care, import duties and the countries we cannot ship to.',
  '/login':
    `Sign in to the ${site.name} studio dashboard to read the messages sent through the website contact forms. Access is limited to studio staff.`,
  '/admin':
    `The ${site.name} studio inbox: contact submissions from the website, with names, emails, phone numbers and messages, newest first. Staff only.`,
};

