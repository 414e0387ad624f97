import { site } from './site';
import type { Project, ProjectTile } from './types';

// a: the installed room (hero), b: the room from another angle, c: a close-up, d: the piece in the workshop.
const img = (id: string, variant: 'a' | 'b' | 'c' | 'd') => `projects/${id}/${variant}`;

function tile(id: string, title: string, category: ProjectTile['category'], gridClass: ProjectTile['gridClass']): ProjectTile {
  return { id, title, category, gridClass, image: img(id, 'a'), hoverImage: img(id, 'b'), link: `/project/${id}` };
}

/** The /projects grid, in display order. */
export const projectTiles: ProjectTile[] = [
  tile('kasa-tapas', 'Kasa Tapas', 'Restaurant', 'wide'),
  tile('aloft-orlando', 'Aloft Orlando', 'Hotel', 'tall'),
  tile('sls-south-beach', 'SLS South Beach', 'Hotel', 'square'),
  tile('hyde-lounge', 'Hyde Lounge', 'Entertainment', 'square'),
  tile('southwest-lounge', 'Southwest Lounge', 'Immersive', 'wide'),
  tile('toothsome', 'Toothsome', 'Restaurant', 'tall'),
  tile('stratum', `${site.name} Showroom`, 'Custom', 'large'),
  tile('concepts', 'Concepts', 'Museum Art', 'square'),
  tile('bumper8', 'Bumper8', 'Entertainment', 'tall'),
  tile('legoland', 'Legoland', 'Thematic Universe', 'wide'),
  tile('hmart', 'H Mart', 'Signage', 'square'),
];

export const projectsPage = {
  eyebrow: 'Selected work',
  heading: 'Projects',
  intro:
    'Bars, lobbies, lounges, attractions and storefronts: every piece below was modeled, printed, finished and installed by our team, most of it in a single pass of the extruder.',
  closing: {
    heading: 'Printed, not fabricated piece by piece',
    paragraphs: [
      'Printing removes the molds, the templates and most of the joinery that drive the cost of one-off architectural work. Complex curvature costs the same as a flat panel, so design intent survives value engineering.',
      'On a beach-bar case study, a printed counter and cladding package came in 70% below the conventional fabrication quote. On a pool-bar case study at the same hotel the saving reached 73%, with a shorter program and far less waste.',
    ],
    figures: [
      { value: 70, label: 'Cost reduction, beach-bar case study', projectId: 'sls-south-beach' },
      { value: 73, label: 'Cost reduction, pool-bar case study', projectId: 'sls-south-beach' },
    ],
    cta: { label: 'Start a project', href: '/team' },
    eyebrow: 'Why print',
  },
  /** The cell that closes the last row of the grid. */
  gridCta: {
    heading: 'Your project, next.',
    text: 'Tell us about the room, the façade or the world you are building.',
    button: 'Start a project',
  },
} as const;

function project(
  id: string,
  title: string,
  category: Project['category'],
  description: string[],
  details: Project['details'],
): Project {
  return {
    id,
    title,
    category,
    heroImage: img(id, 'a'),
    description,
    // The installed room, the close-up of its printed surface, then a different scene: the piece
    // being printed in the workshop. Three pictures, never the same room twice. (View b, the room
    // from another angle, is the projects grid's hover image.)
    featuredImage: img(id, 'c'),
    additionalImages: [img(id, 'd')],
    details,
  };
}

/** Every project detail page, keyed by id. */
export const projects: Record<string, Project> = {
  stratum: project(
    'stratum',
    `${site.name} Showroom`,
    'Custom',
    [
      `Our own showroom in Orlando is the project we use to test what we sell. The ribbed partition that screens the workshop, the vessels on display and the long low bench were all printed on the gantry that stands in the room, then left honest: layer lines visible, edges machined crisp.`,
      `The partition is a single toolpath that varies bead width from 3/8 to 5/8 in (9 to 16 mm) to open and close its porosity, so daylight reaches the meeting room while the machines stay out of view. Every panel is recycled PETG from our own purge and off-cuts.`,
      `Clients walk the room with their drawings in hand. It answers most questions about finish, tolerance and scale before a quote is written.`,
    ],
    {
      client: `${site.legalName} (in-house)`,
      year: '2024',
      materials: 'Recycled PETG; PETG + 30% glass fiber for the desk top; clear matte coating',
      dimensions: 'Partition 42 ft × 10 ft (12.8 m × 3.0 m); desk 14 ft (4.3 m) long',
    },
  ),
  concepts: project(
    'concepts',
    'Concepts',
    'Museum Art',
    [
      'Concepts is our research line: sculptural studies that push a single idea, such as a bead that twists as it climbs or a lattice grown from a load path, further than a commercial brief would allow.',
      'Several pieces have been shown in galleries and public lobbies. Others became the starting geometry for furniture, canopies and façade fins that now appear across our portfolio.',
    ],
    {
      client: 'Studio research program',
      year: '2019 – ongoing',
      materials: 'PLA + 20% wood fiber, PETG + 25% carbon fiber, ASA',
      dimensions: 'Pieces from 3 ft (0.9 m) to 16 ft (4.9 m) tall',
    },
  ),
  legoland: project(
    'legoland',
    'Legoland',
    'Thematic Universe',
    [
      'For a toy-brick theme park we printed oversized themed elements for guest areas: a giraffe stacked from giant red, yellow and blue bricks, loose bricks to climb on, and planters scaled up to read from across a plaza.',
      'Each piece had to survive Florida sun, rain and hands-on children. We printed in UV-stable ASA, rounded every reachable edge to a ¼ in (6 mm) radius and sealed the surfaces with a two-part polyurethane in the park palette.',
      'Pieces were sized to fit through service gates and bolt to existing footings, so installation happened overnight between operating days.',
    ],
    {
      client: 'Theme park operator, Central Florida',
      year: '2023',
      materials: 'ASA, ASA + 20% glass fiber, two-part polyurethane topcoat',
      dimensions: '38 pieces; largest 9 ft × 6 ft × 5.5 ft (2.7 m × 1.8 m × 1.7 m)',
    },
  ),
  bumper8: project(
    'bumper8',
    'Bumper8',
    'Entertainment',
    [
      'Bumper8 is a family entertainment venue built around a bumper-car arena. We designed and printed the arena perimeter, the car bodies in the brand colors and the slatted screen behind the track.',
      'The perimeter wall takes repeated impacts, so it is printed in PP with a TPE Shore A 90 bumper strip fused on during the same print: no glued-on rubber to peel away.',
    ],
    {
      client: 'Family entertainment operator',
      year: '2024',
      materials: 'PP, TPE Shore A 90, PETG for diffuser letterforms',
      dimensions: 'Arena perimeter 180 linear ft (55 m); letters 4 ft (1.2 m) tall',
    },
  ),
  hmart: project(
    'hmart',
    'H Mart',
    'Signage',
    [
      'For a grocery store opening we printed the store sign, the ribbed wall behind it and a series of produce display risers: bold, freestanding forms that read from the entrance and wipe clean at the end of each day.',
      'The white letters stand proud of a wall of slender black fins, so the name reads in silhouette from across the store. Risers are food-contact-safe PETG with a smooth machined top surface.',
    ],
    {
      client: 'Supermarket retailer, store opening',
      year: '2023',
      materials: 'PETG in white and black; food-contact-safe PETG for the risers',
      dimensions: 'Sign wall 40 ft (12 m) wide, letters 3 ft (0.9 m) tall; 22 produce risers',
    },
  ),
  'custom-furniture': project(
    'custom-furniture',
    'Custom Furniture',
    'Custom',
    [
      'Benches, lounge chairs, tables and planters made to measure for hotels, offices and public spaces. Each piece is printed as one continuous shell, then filled, machined and coated to the specification of the room it serves.',
      'We tune the infill to the load: dense ribs where people sit, open lattice where weight can be saved. A 10 ft (3 m) bench weighs about a third of its concrete equivalent and arrives ready to use.',
      'Finishes range from raw layer texture to a sanded, primed and lacquered surface that reads like cast stone.',
    ],
    {
      client: 'Hospitality and workplace clients',
      year: '2020 – ongoing',
      materials: 'Recycled PETG, PETG + 30% glass fiber, PLA + 20% wood fiber',
      dimensions: 'Made to order; single pieces up to 16 ft (4.9 m)',
    },
  ),
  'kasa-tapas': project(
    'kasa-tapas',
    'Kasa Tapas',
    'Restaurant',
    [
      'A tapas restaurant wanted its bar to be the first thing guests see from the door. We printed the bar front as twelve ribbed segments in a terracotta tone that read as one continuous piece, with the layer lines left visible to catch the light of the pendants above.',
      'Behind the counter, a screen of slender printed fins hides the service door and the bottle store without closing the dining room in. The bar stools are printed too, in black PETG with a footrest ring machined flush.',
      'Segments were printed in glass-filled PETG, machined flat at every joint and finished with a matte clear coat that stands up to spilled wine and nightly cleaning.',
    ],
    {
      client: 'Independent restaurant operator',
      year: '2022',
      materials: 'PETG + 30% glass fiber, matte clear coat',
      dimensions: 'Bar front 36 ft (11 m) long × 42 in (1.07 m) high',
    },
  ),
  'aloft-orlando': project(
    'aloft-orlando',
    'Aloft Orlando',
    'Hotel',
    [
      'For a design-led hotel in Orlando we printed the lobby feature wall and its seating: a wall that rolls in slow waves whose crests drift along the length of the room, so that the pattern changes as guests walk past, and low sculpted benches before it.',
      'The wall was printed in recycled PETG segments, then sprayed in a soft mineral white that lets the layer texture show through. The benches are printed in charcoal and concrete-gray PETG with a sealed satin finish.',
    ],
    {
      client: 'Hotel owner and operator, Orlando',
      year: '2023',
      materials: 'Recycled PETG, mineral-white coating, satin sealer on the benches',
      dimensions: 'Feature wall 48 ft × 11 ft (14.6 m × 3.4 m); benches up to 10 ft (3 m)',
    },
  ),
  'sls-south-beach': project(
    'sls-south-beach',
    'SLS South Beach',
    'Hotel',
    [
      'An oceanfront hotel on Miami Beach asked for two outdoor bars: a beach bar on the sand and a pool bar on the deck above it. We printed the counters, a canopy, benches, planters and a run of wave-shaped screen walls to stand up to salt air, chlorine and full sun through the summer season.',
      'These are our beach-bar and pool-bar case studies. Against a conventional fiberglass-and-steel build, the printed scope saved 70% of the cost at the beach bar and 73% at the pool bar, and each bar was installed in four days instead of three weeks.',
      'We printed in ASA for UV stability, bonded the segments with a structural methacrylate adhesive and finished the top surfaces with a non-slip textured coating.',
    ],
    {
      client: 'Luxury hotel operator, Miami Beach',
      year: '2023',
      materials: 'ASA, ASA + 20% glass fiber, textured polyurethane coating',
      dimensions: 'Counters 28 ft (8.5 m); canopy 12 ft (3.7 m) tall',
    },
  ),
  'hyde-lounge': project(
    'hyde-lounge',
    'Hyde Lounge',
    'Entertainment',
    [
      'A nightlife lounge overlooking an arena floor needed a back-bar wall that glows after dark. We printed it as black wave panels with a light channel at their foot, so warm LED light rises through the folds of each wave, and a fluted black bar front with an amber strip along its base.',
      'The depth of each fold was tuned panel by panel so the light grazes the layer lines evenly, without hot spots. The result reads as one glowing surface 24 ft (7.3 m) long behind the bar.',
    ],
    {
      client: 'Hospitality group, arena venue',
      year: '2022',
      materials: 'Black PETG, PC light diffusers, integrated LED channels',
      dimensions: 'Back-bar 24 ft × 9 ft (7.3 m × 2.7 m)',
    },
  ),
  'southwest-lounge': project(
    'southwest-lounge',
    'Southwest Lounge',
    'Immersive',
    [
      'An immersive travel lounge themed on the canyons of the American Southwest: a ceiling of printed fins that ripples overhead like wind-cut rock, a long low bench and a winding seat that guests follow through the room like a dry riverbed.',
      'Each fin is twisted a little more than its neighbor, so the ceiling seems to move as guests walk beneath it. The seating is printed in a warm concrete gray with the layer lines left visible, standing in for the strata of the rock.',
      'Acoustic infill inside the thin printed fins keeps the room quiet even at full capacity.',
    ],
    {
      client: 'Travel lounge operator',
      year: '2024',
      materials: 'PETG + 20% talc for the fins, pigmented PETG blends for the seating, matte sealer',
      dimensions: '2,400 sq ft (223 m²) of printed ceiling and seating',
    },
  ),
  toothsome: project(
    'toothsome',
    'Toothsome',
    'Restaurant',
    [
      'A themed dessert restaurant with a whimsical industrial story: a fluted chocolate-brown column, copper pipework, oversized gears and cream lamps and planters that would have taken months to sculpt and cast.',
      'We modeled each element from the scenic designer’s drawings, printed them in ABS for sharp detail and sanded, primed and scenically painted them so that the printed pieces sit beside real metal without giving themselves away.',
    ],
    {
      client: 'Themed restaurant operator, Orlando',
      year: '2021',
      materials: 'ABS, ABS + 20% carbon fiber for brackets, scenic paint finish',
      dimensions: '64 scenic elements; largest gear 7 ft (2.1 m) diameter',
    },
  ),
};

/** Own-property lookup, so ids like '__proto__' or 'constructor' are simply unknown. */
export function getProject(id: string): Project | undefined {
  return Object.hasOwn(projects, id) ? projects[id] : undefined;
}

export const projectDetailLabels = {
  client: 'Client',
  year: 'Year',
  materials: 'Materials',
  dimensions: 'Dimensions',
  details: 'Project details',
  gallery: 'More images',
  galleryCaption: 'In our workshop',
  ctaHeading: 'Have a piece like this in mind?',
  ctaText: 'Send drawings, a model or a photo of the room. We reply within 24 hours with how we would print it, what it would cost and how long it would take.',
  ctaButton: 'Start a project like this',
  back: 'All projects',
  overview: 'Overview',
  next: 'Next project',
} as const;
