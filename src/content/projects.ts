import { site } from './site';
import type { Project, ProjectTile } from './types';

const img = (id: string, variant: 'a' | 'b' | 'c') => `projects/${id}/${variant}`;

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
    // Wide room, then the close-up of the printed surface, then the room from its other side: three
    // different pictures in a row, never the wide shot twice.
    featuredImage: img(id, 'c'),
    additionalImages: [img(id, 'b')],
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
      `Our own showroom in Orlando is the project we use to test what we sell. The reception desk, the ribbed partition that screens the workshop and the sample wall were all printed on our gantry system, then left honest: layer lines visible, edges machined crisp.`,
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
      'For a toy-brick theme park we printed oversized themed elements for guest areas: queue-line planters, shade structures and sculptural bricks scaled up to read from across a plaza.',
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
      'Bumper8 is a family entertainment venue built around a bumper-car arena. We designed and printed the arena perimeter, the ticketing kiosk and a run of illuminated letterforms that carry the brand along the mezzanine.',
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
      'For a grocery store opening we printed the department signage and a series of produce display risers: bold, freestanding forms that read from the entrance and wipe clean at the end of each day.',
      'The signage uses a two-color strategy: a solid structural core and a translucent face that glows from an LED channel printed into the same part. Risers are food-contact-safe PETG with a smooth machined top surface.',
    ],
    {
      client: 'Supermarket retailer, store opening',
      year: '2023',
      materials: 'PETG, translucent PETG faces, integrated LED channels',
      dimensions: '14 signs up to 8 ft (2.4 m) wide; 22 produce risers',
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
      'For a design-led hotel in Orlando we printed a lobby feature wall and the reception desk: a field of vertical fins whose depth shifts along the length of the room so that the pattern changes as guests walk past.',
      'The fins were printed in recycled PETG, then sprayed in a soft mineral white that lets the layer texture show through. The desk top is a machined solid-surface insert set into a printed shell.',
    ],
    {
      client: 'Hotel owner and operator, Orlando',
      year: '2023',
      materials: 'Recycled PETG, mineral-white coating, solid-surface desk top',
      dimensions: 'Feature wall 48 ft × 11 ft (14.6 m × 3.4 m); desk 18 ft (5.5 m)',
    },
  ),
  'sls-south-beach': project(
    'sls-south-beach',
    'SLS South Beach',
    'Hotel',
    [
      'An oceanfront hotel on Miami Beach asked for two outdoor bars: a beach bar on the sand and a pool bar on the deck above it. We printed the counters, a canopy, planters and a run of wave-shaped screen walls to stand up to salt air, chlorine and full sun through the summer season.',
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
      'A nightlife lounge overlooking an arena floor needed a back-bar that glows. We printed translucent panels with internal light channels, so the LED runs inside the wall rather than behind it.',
      'Bead width and wall thickness were tuned panel by panel to even out the glow without hot spots. The result is a single glowing surface 24 ft (7.3 m) long that also holds the bottle display.',
    ],
    {
      client: 'Hospitality group, arena venue',
      year: '2022',
      materials: 'Translucent PETG, PC for shelves, integrated LED channels',
      dimensions: 'Back-bar 24 ft × 9 ft (7.3 m × 2.7 m)',
    },
  ),
  'southwest-lounge': project(
    'southwest-lounge',
    'Southwest Lounge',
    'Immersive',
    [
      'An immersive lounge themed on the canyons of the American Southwest. Walls, seating niches and a central column were printed as stacked strata, the layer lines of the process standing in for the layers of the rock.',
      'The palette was achieved with pigmented pellet blends changed at planned heights during the print, so the banding runs through the material instead of sitting on the surface. Hand-applied glazes add the final depth.',
      'Acoustic infill behind the thin printed skin keeps the room quiet even at full capacity.',
    ],
    {
      client: 'Travel lounge operator',
      year: '2024',
      materials: 'Pigmented PETG blends, PETG + 20% talc, hand-applied glazes',
      dimensions: '2,400 sq ft (223 m²) of printed wall and seating',
    },
  ),
  toothsome: project(
    'toothsome',
    'Toothsome',
    'Restaurant',
    [
      'A themed dessert restaurant with a whimsical industrial story: copper pipework, oversized gears and ornamental brackets that would have taken months to sculpt and cast.',
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
  galleryCaption: 'Another angle',
  ctaHeading: 'Have a piece like this in mind?',
  ctaText: 'Send drawings, a model or a photo of the room. We reply within 24 hours with how we would print it, what it would cost and how long it would take.',
  ctaButton: 'Start a project like this',
  back: 'All projects',
  overview: 'Overview',
  next: 'Next project',
} as const;
