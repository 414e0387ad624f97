import { site } from './site';
import type { VideoSource } from './types';

// The hero's texts apart from the rest of the home page (content/home.ts): the hero's script loads
// with the page, the sections below it only when the visitor scrolls (issue 23).

/** Full HD for wide (often retina) screens; phones and tablets get the 720p encode of the same film. */
const heroVideoSources: VideoSource[] = [
  { src: '/media/video/hero.webm', type: 'video/webm', media: '(min-width: 1100px)' },
  { src: '/media/video/hero.mp4', type: 'video/mp4', media: '(min-width: 1100px)' },
  { src: '/media/video/hero-720.webm', type: 'video/webm' },
  { src: '/media/video/hero-720.mp4', type: 'video/mp4' },
];

export const homeHero = {
  eyebrow: `${site.fullName} · Orlando, Florida`,
  headline: site.tagline,
  subline: 'Large-format additive manufacturing for architecture, themed entertainment and hospitality, designed and printed in Orlando.',
  image: 'home/hero',
  videoSources: heroVideoSources,
  cta: { label: 'See our projects', href: '/projects' },
  contactLabel: 'Start a project',
} as const;
