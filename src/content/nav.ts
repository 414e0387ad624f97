import { site } from './site';
import type { NavItem, SocialProfile } from './types';

/** Desktop navigation buttons (from 900 px). */
export const mainNav: NavItem[] = [
  { label: 'Projects', href: '/projects' },
  { label: 'Capabilities', href: '/capabilities' },
  { label: 'Store', href: '/store' },
];

/** Full-screen menu below 900 px. */
export const mobileNav: NavItem[] = [...mainNav, { label: 'Contact', href: '/team' }];

export const navLabels = {
  home: `${site.fullName}, home`,
  mainNav: 'Main',
  contact: 'Contact',
  contactHref: '/team',
  cart: 'Cart',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to content',
} as const;

export const footerNav: NavItem[] = [
  { label: 'Projects', href: '/projects' },
  { label: 'Capabilities', href: '/capabilities' },
  { label: 'Store', href: '/store' },
  { label: 'The Team', href: '/team' },
];

/** Pages beyond the spec's four footer links, so every service page has a way in. */
export const footerServices: NavItem[] = [
  { label: 'Master Planning', href: '/master-planning' },
  { label: 'Materials', href: '/materials' },
  { label: 'Our Process', href: '/process' },
  { label: 'Contact Form', href: '/contact' },
];

export const policyLinks: NavItem[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Legal Notice', href: '/legal-notice' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Refund Policy', href: '/refund-policy' },
  { label: 'Shipping Policy', href: '/shipping-policy' },
];

export const socialLinks: SocialProfile[] = site.socials;

export const footerText = {
  addressHeading: 'Studio',
  contactHeading: 'Contact',
  navHeading: 'Explore',
  servicesHeading: 'Services',
  policiesHeading: 'Policies',
  socialHeading: 'Follow',
  contactLinkLabel: site.email,
} as const;

export const cartDropdown = {
  empty: 'Your cart is empty',
  hint: 'Browse our store to add items',
  button: 'Browse Store',
  href: '/store',
} as const;
