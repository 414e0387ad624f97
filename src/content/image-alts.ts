import { site } from './site';
import type { MediaKey } from './types';

/** Alternative text for every generated image, keyed by MediaKey. */
export const imageAlts: Record<MediaKey, string> = {
  // Home
  'home/hero': 'Robotic arm extruding a tall, curving thermoplastic wall layer by layer in the Orlando workshop',
  'home/banner': 'Printed lounge interior with ribbed walls, sculpted benches and planters under warm light',
  'home/before': 'Digital model of a curved bar front with its toolpath shown as stacked coloured layer lines',
  'home/after': 'The same curved bar front printed, machined and coated, with fine layer texture catching the light',

  // Projects
  'projects/stratum/a': `${site.name} showroom with a printed reception desk and a ribbed partition screening the workshop`,
  'projects/stratum/b': 'Close view of the showroom partition, its bead width widening and narrowing to open the ribs to daylight',
  'projects/stratum/c': 'Sample wall in the showroom displaying printed panels in different materials, colours and layer textures',
  'projects/concepts/a': 'Sculptural printed column whose layers twist as it rises, displayed in a gallery',
  'projects/concepts/b': 'Lattice sculpture grown from a load path, printed in dark carbon-fibre-filled PETG',
  'projects/concepts/c': 'Row of printed concept studies in wood-fibre PLA and pale ASA on plinths',
  'projects/legoland/a': 'Oversized printed toy bricks and queue-line planters in bright colours on a theme park plaza',
  'projects/legoland/b': 'Printed shade structure with rounded edges over a family seating area in a theme park',
  'projects/legoland/c': 'Close-up of a brightly coated printed planter with a softened, child-safe edge',
  'projects/bumper8/a': 'Bumper-car arena with a printed perimeter wall and a dark rubbery bumper strip',
  'projects/bumper8/b': 'Illuminated printed letterforms running along the mezzanine of a family entertainment venue',
  'projects/bumper8/c': 'Printed ticketing kiosk with curved walls and a backlit counter at an entertainment venue',
  'projects/hmart/a': 'Freestanding printed department sign with a glowing translucent face in a grocery store',
  'projects/hmart/b': 'Printed produce display risers with smooth machined tops arranged in a supermarket aisle',
  'projects/hmart/c': 'Detail of a printed sign showing the solid core, translucent face and LED channel',
  'projects/custom-furniture/a': 'Long printed bench with a ribbed body and smooth seat in a hotel lobby',
  'projects/custom-furniture/b': 'Printed lounge chair formed as one continuous shell with visible layer lines',
  'projects/custom-furniture/c': 'Group of printed tables and planters with a cast-stone-like coated finish',
  'projects/kasa-tapas/a': 'Pellet-printed undulating bar front with visible layer lines at Kasa Tapas',
  'projects/kasa-tapas/b': 'Low evening light raking across the wave-shaped printed bar at Kasa Tapas',
  'projects/kasa-tapas/c': 'Printed back-bar shelving behind the curved counter at Kasa Tapas',
  'projects/aloft-orlando/a': 'Hotel lobby feature wall of printed vertical fins of varying depth at Aloft Orlando',
  'projects/aloft-orlando/b': 'Printed reception desk with a solid-surface top in front of the fin wall at Aloft Orlando',
  'projects/aloft-orlando/c': 'Close-up of mineral-white printed fins showing the soft layer texture',
  'projects/sls-south-beach/a': 'Printed pool bar counter and canopy fins beside an oceanfront pool at SLS South Beach',
  'projects/sls-south-beach/b': 'Tall printed canopy fins casting striped shade over the pool bar at SLS South Beach',
  'projects/sls-south-beach/c': 'Printed planters in UV-stable ASA lining the pool deck at SLS South Beach',
  'projects/hyde-lounge/a': 'Glowing translucent printed back-bar with bottle display at Hyde Lounge',
  'projects/hyde-lounge/b': 'Detail of printed panels lit from internal light channels, evenly diffused',
  'projects/hyde-lounge/c': 'Lounge seating in front of the illuminated printed back-bar at Hyde Lounge',
  'projects/southwest-lounge/a': 'Lounge walls printed as stacked canyon-like strata in warm desert tones',
  'projects/southwest-lounge/b': 'Printed seating niche carved into banded walls in the Southwest Lounge',
  'projects/southwest-lounge/c': 'Central printed column with layered sandstone colours rising to the ceiling',
  'projects/toothsome/a': 'Printed oversized gears and copper-painted pipework on a themed restaurant façade',
  'projects/toothsome/b': 'Scenically painted printed bracket that looks like aged cast metal',
  'projects/toothsome/c': 'Large printed gear being primed in the workshop before scenic painting',

  // References
  'references/pandora-avatar/a': 'Organic rockwork and glowing plant forms in a themed land at dusk',
  'references/pandora-avatar/b': 'Full-size printed master of a textured root form ready for art-direction review',
  'references/pandora-avatar/c': 'Printed light-carrying plant elements glowing among themed rockwork at night',
  'references/epic-universe/a': 'Richly ornamented themed façade in a new Orlando theme park',
  'references/epic-universe/b': 'Printed façade ornament pieces laid out in the workshop before installation',
  'references/epic-universe/c': 'Lightweight printed replica of a carved stone element being rigged on site',
  'references/legoland-florida/a': 'Giant printed themed elements and planters in a family theme park plaza',
  'references/legoland-florida/b': 'Colourful printed shade structure over a queue line',
  'references/legoland-florida/c': 'Rounded, brightly coated printed planters along a park pathway',
  'references/turks-and-caicos/a': 'Pale sculptural printed day-beds and planters on a beachfront resort pool deck',
  'references/turks-and-caicos/b': 'Printed shade fins over a beach bar facing turquoise water',
  'references/turks-and-caicos/c': 'Printed sculptural planters flanking a resort entrance court',

  // Materials
  'materials/petg': 'Translucent recycled PETG pellets beside a printed sample panel with glossy layer lines',
  'materials/abs': 'ABS pellets and a printed ornament sample, half raw and half primed and painted',
  'materials/pp': 'Glass-filled polypropylene pellets and a printed impact-resistant wall sample',
  'materials/asa': 'Sand-coloured ASA pellets and a weathered printed outdoor fin sample',
  'materials/pla': 'Wood-fibre PLA pellets and a warm-toned printed furniture sample',
  'materials/pc': 'Clear polycarbonate pellets and a printed light diffuser sample glowing from behind',
  'materials/pei': 'Amber PEI pellets and a printed high-temperature part sample',
  'materials/tpe': 'Three flexible TPE samples of different hardness bending under light pressure',
  'materials/purge': 'Purging compound pellets and a purged extrusion strand collected for recycling',

  // Store
  'store/seating': 'Printed stools and a long ribbed bench from the seating collection',
  'store/lighting': 'Printed translucent pendant lamps and a glowing column floor lamp',
  'store/decoration': 'Feature wall built from printed relief panels with a wave-like texture',
  'store/canopies': 'Freestanding canopy of printed fins shading an outdoor terrace',
  'store/planters': 'Round ribbed printed planters and a tall faceted planter with greenery',
  'store/furniture': 'Printed dining table base with a machined top and a one-piece lounge chair',
  'store/architectural-features': 'Printed vertical façade fins of varying depth on a building front',

  // Team
  'team/ceo': `Portrait of ${site.name}'s Chief Executive Officer and Managing Partner in the workshop`,
  'team/business-development': `Portrait of ${site.name}'s Head of Business Development in the showroom`,

  // Capabilities
  'capabilities/design-build': 'Designers reviewing a segmented bar model on screen beside a full-size printed mock-up',
  'capabilities/fabrication': 'Gantry printer extruding a wide bead of pellet-fed thermoplastic onto a large panel',
  'capabilities/architecture': 'Printed façade fins and a ribbed column installed on a building',
  'capabilities/furniture': 'Printed bench and planters arranged in a bright public interior',
  'capabilities/digital': 'Generative lattice design with a colour-coded toolpath preview on a monitor',

  // Master planning
  'master-planning/hero': 'Aerial view of a resort master plan with printed canopies, benches and planters throughout',
  'master-planning/sketch': 'Concept sketches and a parametric model of a family of printed pavilion forms',
  'master-planning/check': 'Full-scale printed mock-up of a façade section being reviewed on site',
  'master-planning/make': 'Finished printed pieces labelled and staged in the workshop for delivery',

  // Sharing
  'og/default': `${site.fullName}: a large printed curved wall with visible layer lines in the studio`,
};

/** Alt text for a key, or an empty string (decorative) when none is defined. */
export function altFor(key: MediaKey): string {
  return Object.hasOwn(imageAlts, key) ? (imageAlts[key] ?? '') : '';
}
