import { groupDigits } from '../shared/group-digits';
import type { StoreCollection, StoreProduct } from './types';

export const storeHero = {
  eyebrow: 'Store',
  heading: 'Printed pieces, ready to order.',
  intro:
    'A first catalog of seating, lighting, planters and architectural elements drawn from our commissioned work, each printed to order in Orlando from recycled or fiber-reinforced thermoplastics.',
} as const;

export const storeProducts: StoreProduct[] = [
  {
    id: 'ripple-stool',
    name: 'Ripple Stool',
    price: 285,
    currency: 'USD',
    sizes: ['18 in', '26 in (counter)', '30 in (bar)'],
    images: ['store/seating'],
    description: 'A compact stool printed in a single spiral, its rippled layer texture left visible and sealed for easy cleaning.',
    materials: 'Recycled PETG, clear matte sealer',
    dimensions: '15 in Ø × 18, 26 or 30 in H (38 cm Ø × 46, 66 or 76 cm)',
    collectionId: 'seating',
  },
  {
    id: 'strata-bench',
    name: 'Strata Bench',
    price: 4850,
    currency: 'USD',
    sizes: ['6 ft', '10 ft', '14 ft'],
    images: ['store/seating'],
    description: 'A monolithic bench for lobbies and plazas, with a dense ribbed core beneath the seat and a softened, hand-sanded edge.',
    materials: 'PETG + 30% glass fiber or ASA for outdoor use',
    dimensions: '6, 10 or 14 ft L × 20 in D × 18 in H (1.8, 3.0 or 4.3 m × 51 × 46 cm)',
    collectionId: 'seating',
  },
  {
    id: 'lumen-pendant',
    name: 'Lumen Pendant',
    price: 640,
    currency: 'USD',
    sizes: ['Small', 'Medium', 'Large'],
    images: ['store/lighting'],
    description: 'A translucent pendant whose printed ribs diffuse an LED source into a soft, even glow.',
    materials: 'Translucent PETG, powder-coated steel fittings',
    dimensions: '14, 20 or 28 in Ø (36, 51 or 71 cm)',
    collectionId: 'lighting',
  },
  {
    id: 'column-floor-lamp',
    name: 'Column Floor Lamp',
    price: 1250,
    currency: 'USD',
    sizes: ['5 ft', '6.5 ft'],
    images: ['store/lighting'],
    description: 'A slender column of stacked translucent layers, lit from within, for hotel rooms, lounges and residential interiors.',
    materials: 'Opal PC shade, PETG base',
    dimensions: '12 in Ø × 5 or 6.5 ft H (30 cm × 1.5 or 2.0 m)',
    collectionId: 'lighting',
  },
  {
    id: 'tide-wall-panel',
    name: 'Tide Wall Panel',
    price: 420,
    currency: 'USD',
    sizes: ['2 × 2 ft', '2 × 4 ft'],
    images: ['store/decoration'],
    description: 'A relief panel with a wave-like texture that tiles seamlessly in any direction to build a feature wall.',
    materials: 'Recycled PETG, mineral-white or custom coating',
    dimensions: '2 × 2 ft or 2 × 4 ft, 2 in deep (61 × 61 or 61 × 122 cm, 5 cm deep)',
    collectionId: 'decoration',
  },
  {
    id: 'fin-canopy',
    name: 'Fin Canopy',
    price: 12000,
    currency: 'USD',
    sizes: ['12 × 12 ft', '16 × 12 ft'],
    images: ['store/canopies'],
    description: 'A freestanding shade canopy of printed fins on a galvanized steel frame, for terraces, pool decks and outdoor bars.',
    materials: 'ASA + 20% glass fiber fins, galvanized steel structure',
    dimensions: '12 × 12 ft or 16 × 12 ft footprint, 10 ft clear height (3.7 × 3.7 m or 4.9 × 3.7 m, 3.0 m)',
    collectionId: 'canopies',
  },
  {
    id: 'terrace-planter',
    name: 'Terrace Planter',
    price: 890,
    currency: 'USD',
    sizes: ['24 in', '36 in'],
    images: ['store/planters'],
    description: 'A round planter with a tapered, ribbed wall, built-in drainage and a UV-stable finish for full sun.',
    materials: 'ASA, drainage insert in recycled PP',
    dimensions: '24 or 36 in Ø × 24 or 30 in H (61 or 91 cm × 61 or 76 cm)',
    collectionId: 'planters',
  },
  {
    id: 'monolith-planter',
    name: 'Monolith Planter',
    price: 2400,
    currency: 'USD',
    sizes: ['4 ft', '6 ft'],
    images: ['store/planters'],
    description: 'A tall, faceted planter that doubles as a space divider in lobbies, courtyards and retail frontages.',
    materials: 'Recycled PP + 20% talc, ASA outer skin',
    dimensions: '4 or 6 ft L × 18 in W × 36 in H (1.2 or 1.8 m × 46 × 91 cm)',
    collectionId: 'planters',
  },
  {
    id: 'contour-table',
    name: 'Contour Dining Table',
    price: 3600,
    currency: 'USD',
    sizes: ['6-seat', '8-seat', '10-seat'],
    images: ['store/furniture'],
    description: 'A sculptural printed base in a flowing contour pattern, paired with a machined solid-surface top.',
    materials: 'PLA + 20% wood fiber or recycled PETG base, solid-surface top',
    dimensions: '72, 96 or 120 in L × 40 in W × 30 in H (1.8, 2.4 or 3.0 m × 1.0 m × 76 cm)',
    collectionId: 'furniture',
  },
  {
    id: 'drift-lounge-chair',
    name: 'Drift Lounge Chair',
    price: 1950,
    currency: 'USD',
    sizes: ['Standard', 'Wide'],
    images: ['store/furniture'],
    description: 'A low lounge chair printed as one continuous shell, with an optional TPE Shore A 40 seat pad fused on.',
    materials: 'Recycled PETG shell, TPE Shore A 40 pad',
    dimensions: '30 or 38 in W × 32 in D × 28 in H (76 or 97 × 81 × 71 cm)',
    collectionId: 'furniture',
  },
  {
    id: 'facade-fin-kit',
    name: 'Façade Fin Kit',
    price: 7800,
    currency: 'USD',
    sizes: ['10 fins', '20 fins'],
    images: ['store/architectural-features'],
    description: 'A set of vertical fins with varying depth and concealed fixings, for shading a façade or screening a terrace.',
    materials: 'ASA or ASA + 20% glass fiber, stainless steel brackets',
    dimensions: 'Each fin 10 ft H × 4 to 12 in deep (3.0 m × 10 to 30 cm)',
    collectionId: 'architectural-features',
  },
];

const productIds = (collectionId: string) => storeProducts.filter((p) => p.collectionId === collectionId).map((p) => p.id);

export const storeCollections: StoreCollection[] = [
  {
    id: 'seating',
    name: 'Seating',
    description: 'Stools and benches printed as single, seamless forms.',
    image: 'store/seating',
    products: productIds('seating'),
  },
  {
    id: 'lighting',
    name: 'Lighting',
    description: 'Pendants and floor lamps that turn layer lines into soft, diffused light.',
    image: 'store/lighting',
    products: productIds('lighting'),
  },
  {
    id: 'decoration',
    name: 'Decoration',
    description: 'Relief panels and sculptural pieces for feature walls and interiors.',
    image: 'store/decoration',
    products: productIds('decoration'),
  },
  {
    id: 'canopies',
    name: 'Canopies',
    description: 'Freestanding shade structures for terraces, pool decks and outdoor bars.',
    image: 'store/canopies',
    products: productIds('canopies'),
  },
  {
    id: 'planters',
    name: 'Planters',
    description: 'UV-stable planters for full sun, from terrace pots to room-dividing monoliths.',
    image: 'store/planters',
    products: productIds('planters'),
  },
  {
    id: 'furniture',
    name: 'Furniture',
    description: 'Tables and lounge chairs that pair printed bases with machined tops and soft pads.',
    image: 'store/furniture',
    products: productIds('furniture'),
  },
  {
    id: 'architectural-features',
    name: 'Architectural Features',
    description: 'Façade fins and screens with concealed fixings, ready for site.',
    image: 'store/architectural-features',
    products: productIds('architectural-features'),
  },
];

export const comingSoonModal = {
  title: 'Coming Soon',
  /** Replace {collection} with the collection name; see comingSoonBody(). */
  bodyTemplate: 'Please contact us for more information about {collection}',
  button: 'Contact Us',
  close: 'Close',
} as const;

export function comingSoonBody(collectionName: string): string {
  return comingSoonModal.bodyTemplate.replace('{collection}', collectionName);
}

const CURRENCY_SYMBOLS: Record<StoreProduct['currency'], string> = { USD: '$' };

/** "$1,250": whole units, as the catalog lists them (group-digits.ts says why not Intl). */
export function formatPrice(product: Pick<StoreProduct, 'price' | 'currency'>): string {
  return CURRENCY_SYMBOLS[product.currency] + groupDigits(product.price);
}

/** Labels on the collection cards and the store header. */
export const storeLabels = {
  collections: 'Collections',
  products: 'Products',
  priceRange: 'Price range',
  productCount: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  fromPrice: (price: string) => `From ${price}`,
  notice: 'Online ordering opens soon. Choose a collection to ask us about it.',
  gridLabel: 'Store collections',
} as const;
