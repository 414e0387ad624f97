import type { Material, MaterialVersion } from './types';

/** Every grade runs on all three of our extruder heads. */
export const ALL_EXTRUDERS = 'HA, HV, HF';

function version(v: Omit<MaterialVersion, 'extruders'>): MaterialVersion {
  return { ...v, extruders: ALL_EXTRUDERS };
}

export const materialsHero = {
  heading: 'Material Specifications',
  intro:
    'We print from thermoplastic pellets, not filament: the same resins that go into injection molding, many of them recycled, many reinforced with glass, carbon, talc or wood fiber. Choose the polymer for the environment, the grade for the load, and we tune bead width and layer height to the finish you need.',
  extrudersNote:
    'Extruders: HA (high accuracy, fine beads for visible detail), HV (high volume, for large structural parts) and HF (high flow, hardened for abrasive fiber-filled grades).',
} as const;

export const materials: Material[] = [
  {
    abbreviation: 'PETG',
    fullName: 'Polyethylene Terephthalate Glycol',
    keyProperty: 'Tough, low-warp, easily recycled',
    description:
      'Our workhorse for interiors. PETG prints large with very little warping, bonds strongly between layers and takes coatings well. Much of what we run is recycled from bottles and from our own purge and off-cuts.',
    image: 'materials/petg',
    operatingTemperature: { maxC: 70 },
    versions: [
      version({
        name: 'Recycled PETG',
        type: 'RECYCLED',
        color: 'Clear, translucent tints, black',
        idealFor: 'Feature walls, partitions and furniture shells',
        icon: 'recycle',
      }),
      version({
        name: 'PETG + 30% Glass Fiber',
        type: 'COMPOSITE',
        color: 'Natural white, gray',
        idealFor: 'Counters, desk tops and stiff structural panels',
        icon: 'fiber',
        fillerPercent: 30,
      }),
      version({
        name: 'Recycled PETG + 25% Carbon Fiber',
        type: 'COMPOSITE & RECYCLED',
        color: 'Matte black',
        idealFor: 'Lightweight, rigid frames and brackets',
        icon: 'fiber',
        fillerPercent: 25,
      }),
    ],
  },
  {
    abbreviation: 'ABS',
    fullName: 'Acrylonitrile Butadiene Styrene',
    keyProperty: 'Impact-resistant, sands and paints cleanly',
    description:
      'The scenic painter’s favorite. ABS holds sharp detail, sands to a smooth surface and accepts primers and paints readily, which makes it ideal for themed props and ornament that must pass as metal, stone or timber.',
    image: 'materials/abs',
    operatingTemperature: { maxC: 80 },
    versions: [
      version({
        name: 'ABS',
        type: 'STANDARD',
        color: 'Natural, white, black',
        idealFor: 'Themed props, ornament and painted scenery',
        icon: 'shield',
      }),
      version({
        name: 'ABS + 20% Carbon Fiber',
        type: 'COMPOSITE',
        color: 'Matte black',
        idealFor: 'Brackets, tooling and stiff scenic structure',
        icon: 'fiber',
        fillerPercent: 20,
      }),
    ],
  },
  {
    abbreviation: 'PP',
    fullName: 'Polypropylene',
    keyProperty: 'Chemical-resistant, fatigue-resistant, light',
    description:
      'Light, tough and almost inert. Polypropylene shrugs off chlorine, cleaning agents and repeated impact, so it suits wet areas, attractions and anything that gets knocked about every day.',
    image: 'materials/pp',
    operatingTemperature: { minC: -10, maxC: 100 },
    versions: [
      version({
        name: 'PP + 30% Glass Fiber',
        type: 'COMPOSITE',
        color: 'Natural, black',
        idealFor: 'Impact walls, pool-side structures and wet areas',
        icon: 'fiber',
        fillerPercent: 30,
      }),
      version({
        name: 'Recycled PP + 20% Talc',
        type: 'COMPOSITE & RECYCLED',
        color: 'Gray',
        idealFor: 'Dimensionally stable panels and planters',
        icon: 'recycle',
        fillerPercent: 20,
      }),
    ],
  },
  {
    abbreviation: 'ASA',
    fullName: 'Acrylonitrile Styrene Acrylate',
    keyProperty: 'UV-stable and weather-resistant outdoors',
    description:
      'Our first choice outdoors. ASA keeps its color and strength under Florida sun, salt air and rain, which makes it the standard for façades, pool decks, park furniture and beachfront work.',
    image: 'materials/asa',
    operatingTemperature: { maxC: 90 },
    versions: [
      version({
        name: 'ASA',
        type: 'ENGINEERING',
        color: 'White, sand, gray, black',
        idealFor: 'Exterior furniture, façade fins and signage',
        icon: 'shield',
      }),
      version({
        name: 'ASA + 20% Glass Fiber',
        type: 'COMPOSITE',
        color: 'Natural, sand',
        idealFor: 'Outdoor counters, canopies and load-bearing shells',
        icon: 'fiber',
        fillerPercent: 20,
      }),
    ],
  },
  {
    abbreviation: 'PLA',
    fullName: 'Polylactic Acid',
    keyProperty: 'Plant-based, crisp detail, compostable industrially',
    description:
      'Made from renewable feedstock and compostable in industrial facilities, PLA prints with crisp detail and a warm surface. It is the right choice for interiors, exhibitions and temporary installations that stay out of the heat.',
    image: 'materials/pla',
    operatingTemperature: { maxC: 60 },
    versions: [
      version({
        name: 'PLA',
        type: 'BIODEGRADABLE',
        color: 'Natural, white, custom tints',
        idealFor: 'Exhibitions, pop-ups and interior sculpture',
        icon: 'leaf',
      }),
      version({
        name: 'PLA + 20% Wood Fiber',
        type: 'COMPOSITE',
        color: 'Warm timber tones',
        idealFor: 'Furniture and interior surfaces with a wood-like feel',
        icon: 'leaf',
        fillerPercent: 20,
      }),
    ],
  },
  {
    abbreviation: 'PC',
    fullName: 'Polycarbonate',
    keyProperty: 'High strength and heat resistance, clear grades',
    description:
      'Polycarbonate brings stiffness, toughness and heat resistance well beyond the commodity grades, with clear and translucent options for light-carrying parts that sit near fixtures or equipment.',
    image: 'materials/pc',
    operatingTemperature: { maxC: 140 },
    versions: [
      version({
        name: 'PC',
        type: 'ENGINEERING',
        color: 'Clear, opal, black',
        idealFor: 'Light diffusers, shelving and technical enclosures',
        icon: 'spark',
      }),
      version({
        name: 'PC + 20% Glass Fiber',
        type: 'COMPOSITE',
        color: 'Natural',
        idealFor: 'Structural brackets and parts near heat sources',
        icon: 'fiber',
        fillerPercent: 20,
      }),
    ],
  },
  {
    abbreviation: 'PEI',
    fullName: 'Polyetherimide',
    keyProperty: 'Inherently flame-retardant, very high heat',
    description:
      'A high-performance polymer for demanding environments. PEI is inherently flame-retardant with low smoke, holds its shape at high temperature and is used where code requirements rule out ordinary plastics.',
    image: 'materials/pei',
    operatingTemperature: { maxC: 170 },
    versions: [
      version({
        name: 'PEI',
        type: 'HIGH-PERFORMANCE',
        color: 'Amber',
        idealFor: 'Flame-critical interior parts and high-heat fixtures',
        icon: 'flame',
      }),
      version({
        name: 'PEI + 25% Carbon Fiber',
        type: 'COMPOSITE',
        color: 'Black',
        idealFor: 'Molds, forming tools and high-temperature jigs',
        icon: 'fiber',
        fillerPercent: 25,
      }),
    ],
  },
  {
    abbreviation: 'TPE',
    fullName: 'Thermoplastic Elastomer',
    keyProperty: 'Flexible, grippy, shock-absorbing',
    description:
      'A rubber-like material that prints. We use TPE for soft edges, bumpers, seat surfaces and gaskets, often fused directly onto a rigid part in the same print, in three hardnesses from soft to firm.',
    image: 'materials/tpe',
    operatingTemperature: { minC: -40, maxC: 100 },
    versions: [
      version({
        name: 'TPE Shore A 40',
        type: 'FLEXIBLE',
        color: 'Black, gray',
        idealFor: 'Soft-touch surfaces, seat pads and grips',
        icon: 'flex',
        shoreA: 40,
      }),
      version({
        name: 'TPE Shore A 70',
        type: 'FLEXIBLE',
        color: 'Black, gray, color-matched',
        idealFor: 'Edge guards, gaskets and seals',
        icon: 'flex',
        shoreA: 70,
      }),
      version({
        name: 'TPE Shore A 90',
        type: 'FLEXIBLE',
        color: 'Black',
        idealFor: 'Bumpers, impact strips and wear pads',
        icon: 'flex',
        shoreA: 90,
      }),
    ],
  },
  {
    abbreviation: 'PURGE',
    fullName: 'Purging Compound',
    keyProperty: 'Cleans the barrel between materials',
    description:
      'Not a building material but part of every job: a cleaning compound run through the extruder barrel and screw between polymers and colors, so each print starts clean and free of contamination. What comes out is collected and recycled.',
    image: 'materials/purge',
    operatingTemperature: null,
    versions: [
      version({
        name: 'Purging Compound',
        type: 'CLEANING',
        color: 'Natural',
        idealFor: 'Material and color changes, extruder maintenance',
        icon: 'broom',
      }),
    ],
  },
];

export const materialLabels = {
  operatingTemperature: 'Operating temperature',
  versions: 'Available versions',
  type: 'Type',
  color: 'Color',
  idealFor: 'Ideal for',
  extruders: 'Extruders',
  notApplicable: 'Not applicable: cleaning compound',
} as const;

export const materialsCta = {
  heading: 'Ready to Start Your Project?',
  text: 'Tell us where the piece will live and what it has to do. We will recommend a polymer, a grade and a finish, with samples if you need them.',
  button: 'Get Material Consultation',
} as const;

/** Labels for the materials index, the per-material figures and the temperature scale. */
export const materialPageLabels = {
  eyebrow: 'Materials',
  indexLabel: 'Materials on this page',
  version: 'Version',
  keyProperty: 'Key property',
  /** Index entry under the purge compound, which has no operating temperature. */
  noTemperatureShort: 'Cleaning',
  versionCount: (n: number) => `${n} ${n === 1 ? 'version' : 'versions'}`,
  tableLabel: (abbreviation: string) => `${abbreviation}: available versions`,
  /** The axis of the temperature bar, in °C; it spans every stated limit. */
  scale: { minC: -40, maxC: 180, ticks: [-40, 0, 50, 100, 150] },
} as const;
