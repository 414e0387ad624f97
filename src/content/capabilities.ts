import { materials } from './materials';
import { site } from './site';
import { shortTemperatureLimit } from './units';
import { filmLinks } from './film-links';
import type { ImageSection, IndexLink, MachineFact, MaterialSpecRow } from './types';

export const capabilitiesHero = {
  eyebrow: 'Capabilities',
  heading: 'From model to installed piece, under one roof.',
  subheading: `${site.name} designs, prints, finishes and installs. One team owns the geometry, the toolpath and the result on site.`,
  image: 'capabilities/design-build',
} as const;

export type CapabilitySectionId = 'design-build' | 'fabrication' | 'architecture' | 'furniture' | 'digital';

export const capabilitySections: (ImageSection & { id: CapabilitySectionId })[] = [
  {
    id: 'design-build',
    heading: 'Design and Build',
    paragraphs: [
      'We work from a napkin sketch or a full construction set. Our designers develop the geometry with the print in mind: segment joints hidden in shadow lines, overhangs kept within what a bead can carry, load paths resolved inside the wall rather than added afterwards.',
      'Because the same team designs and fabricates, design changes late in a project cost hours of modeling, not weeks of retooling.',
    ],
    image: 'capabilities/design-build',
  },
  {
    id: 'fabrication',
    heading: 'Fabrication Expertise',
    paragraphs: [
      'Our gantry and robotic cells extrude thermoplastic pellets at up to 88 lb (40 kg) an hour, laying beads from ¼ to ¾ in (6 to 20 mm) wide at layer heights from 0.08 to 0.31 in (2 to 8 mm). Fine settings give a near-smooth surface; coarse settings give the bold, ribbed texture many clients choose to keep.',
      'After printing, parts are CNC-machined at joints and mating faces, then sanded, filled, primed and coated as the specification demands: clear sealers, mineral finishes, automotive-grade paint or scenic painting.',
    ],
    image: 'capabilities/fabrication',
  },
  {
    id: 'architecture',
    heading: 'Architectural Projects',
    paragraphs: [
      'Façade fins, columns, ceiling rafts, feature walls and full bar build-outs. We coordinate with architects and engineers on fixings, fire performance and structural connections, and deliver segments sized for the site’s doors and lifts.',
    ],
    image: 'capabilities/architecture',
  },
  {
    id: 'furniture',
    heading: 'Furniture and Products',
    paragraphs: [
      'Benches, lounge seating, tables, planters and light fittings, from one-off commissions to short production runs. Infill is tuned to the load, so pieces are strong where people sit and light where they do not.',
      'Every product can be made in recycled material and ships ready to use.',
    ],
    image: 'capabilities/furniture',
  },
  {
    id: 'digital',
    heading: 'Digital Craftsmanship',
    paragraphs: [
      'Generative modeling, structural simulation and our own toolpath strategies turn a form into a print that is fast, strong and beautiful. We vary bead width within a layer, steer the seam to where it will not be seen and simulate every print before it starts.',
    ],
    image: 'capabilities/digital',
  },
];

/** Compact table for the capabilities page, derived from the materials catalog. */
export const materialSpecTable: { heading: string; columns: [string, string, string]; rows: MaterialSpecRow[] } = {
  heading: 'Material Specifications',
  columns: ['Material', 'Key property', 'Max operating temp.'],
  rows: materials.map((m) => ({
    material: m.abbreviation === 'PURGE' ? 'Purge compound' : m.abbreviation,
    keyProperty: m.keyProperty,
    maxOperatingTemperature: m.operatingTemperature ? shortTemperatureLimit({ maxC: m.operatingTemperature.maxC }) : '—',
  })),
};

export const machineFacts: { heading: string; facts: MachineFact[] } = {
  heading: 'The machines',
  facts: [
    { label: 'Gantry build volume', value: '20 × 10 × 6 ft', note: '6.1 × 3.0 × 1.8 m, in one piece' },
    { label: 'Robotic cell reach', value: '10.5 ft', note: '3.2 m; a six-axis arm on a 40 ft (12 m) linear track' },
    { label: 'Layer height', value: '0.08–0.31 in', note: '2–8 mm, set per part for finish or speed' },
    { label: 'Bead width', value: '¼–¾ in', note: '6–20 mm, varied within a layer' },
    { label: 'Throughput', value: 'Up to 88 lb/h', note: 'About 40 kg of material an hour on the high-volume head' },
    { label: 'Extruder heads', value: 'HA, HV, HF', note: 'High accuracy, high volume, high flow for fiber-filled grades' },
    { label: 'Finishing', value: '5-axis CNC', note: 'Trimming, joint faces and inserts machined after printing' },
  ],
};

/** Where each capability goes deeper: the service, the catalog and the process films. */
export const capabilitiesIndex = {
  eyebrow: 'Go deeper',
  title: 'Services, materials and the process in motion',
  links: [
    { label: 'Master Planning', href: '/master-planning', kind: 'Service', note: 'Design language, fabrication strategy and budget for a whole site, planned together.' },
    { label: 'Material Specifications', href: '/materials', kind: 'Catalog', note: 'Nine pellet feedstocks and every grade we print, with temperatures and uses.' },
    filmLinks.model,
    filmLinks.animation,
  ] satisfies IndexLink[],
} as const;

export const capabilitiesCta = {
  heading: 'Bring us the difficult piece.',
  text: 'Send drawings, a model or a photo of a sketch. We will tell you how we would print it, what it would cost and how long it would take.',
  button: 'Contact the studio',
  href: '/team',
} as const;

/** Small texts around the capabilities sections (navigation label, figure labels, table intro). */
export const capabilitiesLabels = {
  sectionsNav: 'Capabilities on this page',
  figure: 'Fig.',
  heroFactsLabel: 'Key machine figures',
  specIntro:
    'Nine pellet feedstocks cover interiors, outdoor work, high heat and soft-touch parts. Each is available in several grades; the materials page lists every version with its colors and uses.',
  specLink: 'See every grade',
  specLinkHref: '/materials',
  tableLabel: 'Material specifications: key property and maximum operating temperature',
} as const;
