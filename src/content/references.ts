import { referenceSummaries, type ReferenceId } from './reference-summaries';
import type { Reference } from './types';

const img = (id: string, variant: 'a' | 'b' | 'c') => `references/${id}/${variant}`;

type ReferenceText = Omit<Reference, 'heroImage' | 'featuredImage' | 'additionalImages' | 'title' | 'category' | 'location' | 'details'> & {
  id: ReferenceId;
  details: Omit<Reference['details'], 'duration'>;
};

function reference(r: ReferenceText): Reference {
  const { title, category, location, duration } = referenceSummaries[r.id];
  return {
    ...r,
    title,
    category,
    location,
    details: { ...r.details, duration },
    heroImage: img(r.id, 'a'),
    featuredImage: img(r.id, 'b'),
    additionalImages: [img(r.id, 'b'), img(r.id, 'c')],
  };
}

/** Reference detail pages, keyed by id. Work is described as delivered; no endorsement is implied. */
export const references: Record<string, Reference> = {
  'pandora-avatar': reference({
    id: 'pandora-avatar',
    client: 'Scenic fabrication partner of the park operator',
    year: '2017',
    description: [
      'A themed land built around an alien world of floating mountains, bioluminescent plants and organic architecture, where almost no surface is flat and almost nothing repeats.',
      'Our work focused on the organic forms that conventional scenic shops find slowest to make: textured masters, rockwork transitions and plant-like elements that had to carry light and survive outdoor conditions year-round.',
    ],
    details: {
      scope: [
        'Large-format printed masters for textured rockwork and root forms',
        'Printed light-carrying plant elements for evening effects',
        'Prototype and mock-up pieces for art-direction review',
        'Finishing support alongside the scenic painters',
      ],
      scale: 'Several hundred printed elements across a multi-acre themed land',
      collaboration: 'Worked inside the scenic contractor’s team, with the creative design group reviewing every mock-up',
    },
    contribution:
      'We turned sculpted digital forms into full-size printed masters fast enough for art direction to iterate on site. Our mock-ups let the creative team judge texture and scale in daylight and at night, and the approved geometry went straight from file to production without a hand-sculpting step.',
    website: 'https://disneyworld.disney.go.com/destinations/animal-kingdom/',
  }),
  'epic-universe': reference({
    id: 'epic-universe',
    client: 'Scenic and themed-construction contractors for the park',
    year: '2025',
    description: [
      'A new theme park in Orlando composed of several fully themed worlds, each with its own architecture, props and ornament at a density that pushed fabrication capacity across the region.',
      'We supported the build over five years with printed façade ornament, themed props and lightweight replicas of heavy materials, from early prototypes to installation-ready pieces.',
    ],
    details: {
      scope: [
        'Printed façade ornament and architectural details',
        'Themed props and set dressing at full scale',
        'Lightweight replicas of stone, timber and metal elements',
        'Rapid prototypes for design validation',
      ],
      scale: 'More than 1,200 printed components, the largest over 14 ft (4.3 m)',
      collaboration: 'Delivered through several scenic contractors, coordinated with their art directors and installers',
    },
    contribution:
      'We supplied printed components where weight, lead time or geometry ruled out traditional methods. Replacing carved foam and cast resin with printed shells cut installed weight and simplified rigging, and our digital workflow kept hundreds of unique parts traceable from model to site.',
    website: 'https://www.universalorlando.com/web/en/us/epic-universe',
  }),
  'legoland-florida': reference({
    id: 'legoland-florida',
    client: 'Theme park operations and creative team',
    year: '2024',
    description: [
      'A family theme park where scale play is the whole idea: everyday objects become giant, and giant things become toys.',
      'Over two years we delivered themed guest-area elements, shade and planters that keep the park’s playful language while meeting the durability a busy family park demands.',
    ],
    details: {
      scope: [
        'Oversized themed elements for plazas and queue lines',
        'Printed planters and shade structures',
        'UV-stable coatings matched to the park palette',
      ],
      scale: 'Dozens of guest-area pieces across several park zones',
      collaboration: 'Worked directly with the park’s creative and maintenance teams from concept to overnight installation',
    },
    contribution:
      'We brought durable, low-maintenance printed pieces to areas where children climb, lean and touch everything. Our rounded-edge detailing, weather-resistant ASA and matched coatings gave the park pieces that look like toys and wear like street furniture.',
    website: 'https://www.legoland.com/florida/',
  }),
  'turks-and-caicos': reference({
    id: 'turks-and-caicos',
    client: 'Private resort developer',
    year: '2024',
    description: [
      'A boutique beachfront resort whose owners wanted outdoor furniture, planters and shading that felt native to the island: pale, sculptural and able to take salt spray and hurricane-season storms.',
      'We designed and printed the collection in Orlando, shipped it in containers sized to the print segments, and supervised installation on the island.',
    ],
    details: {
      scope: [
        'Outdoor lounge furniture and day-bed bases',
        'Sculptural planters for the pool deck and entrance court',
        'Shade canopies and a fluted bar front for the beach bar',
      ],
      scale: '140 printed pieces across pool deck, beach bar and entrance court',
      collaboration: 'Worked with the developer, the landscape architect and a local installation crew',
    },
    contribution:
      'We owned the design development, material selection and logistics. Every piece was printed in UV-stable ASA or glass-filled PETG, sealed against salt, and segmented so a two-person crew could place it without lifting equipment.',
  }),
};

/** Own-property lookup, so ids like '__proto__' or 'constructor' are simply unknown. */
export function getReference(id: string): Reference | undefined {
  return Object.hasOwn(references, id) ? references[id] : undefined;
}

export const referenceOrder = ['pandora-avatar', 'epic-universe', 'legoland-florida', 'turks-and-caicos'] as const;

export const referenceLabels = {
  client: 'Client',
  year: 'Year',
  location: 'Location',
  scale: 'Scale',
  scope: 'Scope of Work',
  duration: 'Project Duration',
  collaboration: 'Collaboration',
  contribution: 'Our Contribution',
  gallery: 'Gallery',
  visitSite: 'Visit Official Site',
  back: 'Back to Home',
  overview: 'Overview',
  facts: 'The engagement',
  factsEyebrow: 'How we worked',
  atAGlance: 'At a glance',
  home: 'Home',
} as const;
