import { homeReferenceCards } from './references';
import { site } from './site';
import type { Partner, ProjectTile, ReferenceCard, VideoSource } from './types';

const heroVideoSources: VideoSource[] = [
  { src: '/media/video/hero.webm', type: 'video/webm' },
  { src: '/media/video/hero.mp4', type: 'video/mp4' },
];

export const homeHero = {
  headline: site.tagline,
  subline: 'Large-format additive manufacturing for architecture, themed entertainment and hospitality, designed and printed in Orlando.',
  image: 'home/hero',
  videoSources: heroVideoSources,
  cta: { label: 'See our projects', href: '/projects' },
} as const;

/** The seven home tiles; the last one leads to the full portfolio. */
export const homeTiles: ProjectTile[] = [
  {
    id: 'toothsome',
    title: 'Toothsome',
    category: 'Restaurant',
    image: 'projects/toothsome/a',
    hoverImage: 'projects/toothsome/b',
    gridClass: 'tall',
    link: '/project/toothsome',
  },
  {
    id: 'sls-south-beach',
    title: 'SLS South Beach',
    category: 'Hotel',
    image: 'projects/sls-south-beach/a',
    hoverImage: 'projects/sls-south-beach/b',
    gridClass: 'wide',
    link: '/project/sls-south-beach',
  },
  {
    id: 'kasa-tapas',
    title: 'Kasa Tapas',
    category: 'Restaurant',
    image: 'projects/kasa-tapas/a',
    hoverImage: 'projects/kasa-tapas/b',
    gridClass: 'square',
    link: '/project/kasa-tapas',
  },
  {
    id: 'aloft-orlando',
    title: 'Aloft Orlando',
    category: 'Hotel',
    image: 'projects/aloft-orlando/a',
    hoverImage: 'projects/aloft-orlando/b',
    gridClass: 'square',
    link: '/project/aloft-orlando',
  },
  {
    id: 'bumper8',
    title: 'Bumper8',
    category: 'Entertainment',
    image: 'projects/bumper8/a',
    hoverImage: 'projects/bumper8/b',
    gridClass: 'wide',
    link: '/project/bumper8',
  },
  {
    id: 'hyde-lounge',
    title: 'Hyde Lounge',
    category: 'Entertainment',
    image: 'projects/hyde-lounge/a',
    hoverImage: 'projects/hyde-lounge/b',
    gridClass: 'tall',
    link: '/project/hyde-lounge',
  },
  {
    id: 'see-more',
    title: 'See More',
    category: 'All projects',
    image: 'projects/concepts/b',
    hoverImage: 'projects/concepts/c',
    gridClass: 'wide',
    link: '/projects',
  },
];

export const homeConcept = {
  heading: 'We print the parts of a building people touch.',
  paragraphs: [
    'Bar fronts, lobby walls, façade fins, benches and themed scenery, printed in one piece where others would assemble hundreds. Our robotic and gantry extruders lay down thermoplastic beads up to 20 mm wide, building forms several metres tall in days rather than weeks.',
    'We design for the process from the first sketch, then machine, coat and install what we print. The result is architecture with the freedom of sculpture and the programme of a production line.',
  ],
  bannerImage: 'home/banner',
} as const;

export const homeReferences: { heading: string; intro: string; cards: ReferenceCard[] } = {
  heading: 'References',
  intro:
    'Theme parks and resorts trust printed work where guests come close: textured, durable and built to open on time. A few of the places our pieces live.',
  cards: homeReferenceCards,
};

export const processSlider = {
  heading: 'Process & Evolution',
  caption:
    'Drag to compare. On the left, the digital model with its toolpath sliced into 6 mm layers; on the right, the same piece printed, machined and coated.',
  beforeImage: 'home/before',
  afterImage: 'home/after',
  beforeLabel: 'Digital model',
  afterLabel: 'Printed piece',
  handleLabel: 'Drag to compare the digital model with the finished piece',
} as const;

/** Partner marquee. Names are fictional stand-ins for the organisations we have worked with. */
export const partners: Partner[] = [
  { id: 'meridian-space-agency', name: 'Meridian Space Agency', src: '/media/partners/meridian-space-agency.svg', alt: 'Meridian Space Agency logo' },
  { id: 'starfall-parks', name: 'Starfall Parks & Resorts', src: '/media/partners/starfall-parks.svg', alt: 'Starfall Parks & Resorts logo' },
  { id: 'lantern-bay-studios', name: 'Lantern Bay Studios', src: '/media/partners/lantern-bay-studios.svg', alt: 'Lantern Bay Studios theme parks logo' },
  { id: 'greengate-markets', name: 'Greengate Markets', src: '/media/partners/greengate-markets.svg', alt: 'Greengate Markets supermarkets logo' },
  { id: 'brickworks-park', name: 'Brickworks Family Park', src: '/media/partners/brickworks-park.svg', alt: 'Brickworks Family Park logo' },
];

export const partnersSection = {
  heading: 'Trusted by teams who build worlds',
  /** How many times the marquee repeats the partner list. */
  repeat: 3,
} as const;
