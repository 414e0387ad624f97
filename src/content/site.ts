/**
 * The studio's identity: the one place to rebrand. Every other content module, including the
 * legal texts, reads the name, contact details and socials from here.
 */
import type { GeoCoordinates, NavItem, OpeningHoursSpec, PhoneNumber, PostalAddress, SocialProfile } from './types';

const name = 'Stratum';
const domain = 'stratum-fabrication.example';

const address: PostalAddress = {
  street: '2450 Fairvilla Road, Building C',
  city: 'Orlando',
  region: 'FL',
  postalCode: '32808',
  country: 'US',
  singleLine: '2450 Fairvilla Road, Building C, Orlando, FL 32808, United States',
};

const phone: PhoneNumber = {
  display: '(407) 555-0142',
  e164: '+14075550142',
  href: 'tel:+14075550142',
};

const socials: SocialProfile[] = [
  { network: 'x', label: 'X', handle: '@stratumfab', url: 'https://x.com/stratumfab' },
  { network: 'instagram', label: 'Instagram', handle: '@stratumfab', url: 'https://www.instagram.com/stratumfab' },
  { network: 'linkedin', label: 'LinkedIn', handle: 'stratum-fabrication', url: 'https://www.linkedin.com/company/stratum-fabrication' },
  { network: 'tiktok', label: 'TikTok', handle: '@stratumfab', url: 'https://www.tiktok.com/@stratumfab' },
];

const openingHours: OpeningHoursSpec[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
];

const geo: GeoCoordinates = { latitude: 28.5812, longitude: -81.4226 };

export const site = {
  name,
  fullName: `${name} Design & Fabrication`,
  legalName: `${name} Design & Fabrication LLC`,
  tagline: 'Architecture, printed at full scale.',
  shortDescription:
    'A design and fabrication studio in Orlando, Florida, printing full-scale architecture, themed environments and furniture by large-format pellet extrusion.',
  domain,
  email: `hello@${domain}`,
  emailHref: `mailto:hello@${domain}`,
  supportEmail: `support@${domain}`,
  supportEmailHref: `mailto:support@${domain}`,
  privacyEmail: `privacy@${domain}`,
  privacyEmailHref: `mailto:privacy@${domain}`,
  address,
  phone,
  socials,
  openingHours,
  openingHoursDisplay: 'Monday to Friday, 8:00 am to 6:00 pm (Eastern Time); studio visits by appointment',
  geo,
  foundingYear: 2014,
  footerYear: 2025,
  locale: 'en_US',
  language: 'en',
  ogImage: 'og/default',
} as const;

export type Site = typeof site;

/** Convenience list for pages that show every way to reach the studio. */
export const contactChannels: NavItem[] = [
  { label: site.email, href: site.emailHref },
  { label: site.phone.display, href: site.phone.href },
];
