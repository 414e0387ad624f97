import type { Partner, ProjectTile, ReferenceCard } from './types';

/** Heading and aside of the home project grid. */
export const homeWork = {
  eyebrow: 'Selected work',
  heading: 'Rooms, bars and worlds, printed whole.',
  note: 'Restaurants, hotels, lounges and attractions: each piece was modeled, printed, finished and installed by our own team.',
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
    'Bar fronts, lobby walls, façade fins, benches and themed scenery, printed in one piece where others would assemble hundreds. Our robotic and gantry extruders lay down thermoplastic beads up to ¾ in (20 mm) wide, building forms up to 20 ft (6 m) tall in days rather than weeks.',
    'We design for the process from the first sketch, then machine, coat and install what we print. The result is architecture with the freedom of sculpture and the program of a production line.',
  ],
  bannerImage: 'home/banner',
  eyebrow: 'Concept',
} as const;

/**
 * The three cards shown in the home page References section: summaries of references.ts, kept here so
 * the home page does not load every reference's full text.
 */
const homeReferenceCards: ReferenceCard[] = [
  {
    id: 'pandora-avatar',
    name: 'Pandora – The World of Avatar',
    category: 'Themed Land',
    image: 'references/pandora-avatar/a',
    description: 'Printed masters for organic rockwork and light-carrying plant forms across a themed land.',
  },
  {
    id: 'epic-universe',
    name: 'Epic Universe',
    category: 'Theme Park',
    image: 'references/epic-universe/a',
    description: 'Five years of printed ornament, props and lightweight replicas for a new Orlando theme park.',
  },
  {
    id: 'legoland-florida',
    name: 'Legoland Florida',
    category: 'Theme Park',
    image: 'references/legoland-florida/a',
    description: 'Durable themed elements, planters and shade for guest areas in a family park.',
  },
];

export const homeReferences: { eyebrow: string; heading: string; intro: string; cardLink: string; cards: ReferenceCard[] } = {
  eyebrow: 'Parks and resorts',
  heading: 'References',
  cardLink: 'View reference',
  intro:
    'Theme parks and resorts trust printed work where guests come close: textured, durable and built to open on time. A few of the places our pieces live.',
  cards: homeReferenceCards,
};

export const processSlider = {
  eyebrow: 'From file to form',
  heading: 'Process & Evolution',
  caption:
    'Drag to compare. On the left, the digital model with its toolpath sliced into ¼ in (6 mm) layers; on the right, the same piece printed, machined and coated.',
  beforeImage: 'home/before',
  afterImage: 'home/after',
  beforeLabel: 'Digital model',
  afterLabel: 'Printed piece',
  handleLabel: 'Drag to compare the digital model with the finished piece',
} as const;

/** Partner marquee. Names are fictional stand-ins for the organizations we have worked with. */
export const partners: Partner[] = [
  { id: 'meridian-space', name: 'Meridian Space', src: '/media/partners/meridian-space.svg', alt: 'Meridian Space, a space agency' },
  { id: 'tidewater-parks', name: 'Tidewater Parks', src: '/media/partners/tidewater-parks.svg', alt: 'Tidewater Parks, a theme-park company' },
  { id: 'summit-resorts', name: 'Summit Resorts', src: '/media/partners/summit-resorts.svg', alt: 'Summit Resorts, a theme-park and resort company' },
  { id: 'freshway-market', name: 'Freshway Market', src: '/media/partners/freshway-market.svg', alt: 'Freshway Market, a supermarket chain' },
  { id: 'brickland-park', name: 'Brickland Park', src: '/media/partners/brickland-park.svg', alt: 'Brickland Park, a toy-brick theme park' },
];

export const partnersSection = {
  eyebrow: 'Partners',
  heading: 'Trusted by teams who build worlds',
  /** Name of the scrolling logo strip, distinct from the section's own label. */
  logosLabel: 'Partner logos',
  /** How many times the marquee repeats the partner list. */
  repeat: 3,
} as const;

/** Closing call to action of the home page; the button opens the contact dialog. */
export const homeContact = {
  eyebrow: 'Start a project',
  heading: 'Have a space that needs something nobody has built before?',
  text: 'Send us a sketch, a plan or a single sentence. A partner reads every message and replies within 24 hours.',
  button: 'Tell us about your project',
} as const;
