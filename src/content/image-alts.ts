import { site } from './site';
import type { MediaKey } from './types';

/** Alternative text for every generated image, keyed by MediaKey. */
export const imageAlts: Record<MediaKey, string> = {
  // Home
  'home/hero': 'Robotic arm extruding a tall, curving thermoplastic wall layer by layer in the Orlando workshop',
  'home/banner': 'Printed lounge interior with ribbed walls, sculpted benches and planters under warm light',
  'home/before': 'Digital model of a curved bar front with its toolpath shown as stacked colored layer lines',
  'home/after': 'The same curved bar front printed, machined and coated, with fine layer texture catching the light',

  // Projects
  'projects/stratum/a': `${site.name} showroom: a printed vase in a black gantry frame, white wave panels and printed vessels`,
  'projects/stratum/b': 'A printed white vase inside the black frame of the showroom gantry printer',
  'projects/stratum/c': 'Close-up of a white printed vessel and its stacked layer lines',
  'projects/concepts/a': 'Three pale printed studies on a dark stage: a slender vase, a perforated vessel, a folded sculpture',
  'projects/concepts/b': 'A slender printed vase beside a vessel perforated with square openings',
  'projects/concepts/c': 'Close-up of square openings cut through fine printed layer lines',
  'projects/legoland/a': 'A giant giraffe of printed red, yellow and blue toy bricks on a sandy plaza by the sea',
  'projects/legoland/b': 'The printed toy-brick giraffe seen close, green and blue bricks at its feet',
  'projects/legoland/c': 'Close-up of a green and a blue printed toy brick',
  'projects/bumper8/a': 'A white printed wall curving around a black bumper-car floor with bright printed cars',
  'projects/bumper8/b': 'Orange, blue and green printed bumper cars inside the white printed arena wall',
  'projects/bumper8/c': 'Close-up of an orange printed bumper-car body with a rounded, ribbed edge',
  'projects/hmart/a': 'H Mart letters before a ribbed black-and-white printed wall, printed risers full of fruit below',
  'projects/hmart/b': 'The printed H Mart sign and fin wall at an angle, fruit on the risers below',
  'projects/hmart/c': 'Close-up of a white printed letter against the black and white ribs',
  'projects/custom-furniture/a': 'A white printed bench between two black printed stools under a pendant lamp',
  'projects/custom-furniture/b': 'The white printed bench seen end on, a black printed stool in front',
  'projects/custom-furniture/c': 'Close-up of a black printed stool beside the curved white bench',
  'projects/kasa-tapas/a': 'Terracotta printed bar front, black printed stools and pendant lamps in the Kasa Tapas dining room',
  'projects/kasa-tapas/b': 'The Kasa Tapas bar from its end: ribbed terracotta segments, black counter, printed stools',
  'projects/kasa-tapas/c': 'A black ribbed printed stool against the terracotta bar front at Kasa Tapas',
  'projects/aloft-orlando/a': 'A white printed wave wall across the Aloft Orlando lobby, dark printed benches before it',
  'projects/aloft-orlando/b': 'The white printed wave wall at Aloft Orlando seen along its length',
  'projects/aloft-orlando/c': 'Close-up of the white printed wave wall and its fine layer texture',
  'projects/sls-south-beach/a': 'White printed wave screens, a printed canopy and benches on the sand at the SLS South Beach beach bar',
  'projects/sls-south-beach/b': 'The printed canopy before the wave screens on the beach at SLS South Beach',
  'projects/sls-south-beach/c': 'Close-up of layer lines on a white printed wave screen at SLS South Beach',
  'projects/hyde-lounge/a': 'Black printed back-bar and wave wall at Hyde Lounge, lit warm from below',
  'projects/hyde-lounge/b': 'The Hyde Lounge bar at an angle: black printed waves glowing amber at their base',
  'projects/hyde-lounge/c': 'Close-up of black printed wave panels with warm light in their folds',
  'projects/southwest-lounge/a': 'A pale lounge with printed ceiling fins, a long printed bench and a winding printed seat',
  'projects/southwest-lounge/b': 'Printed ceiling fins above the long bench in the Southwest Lounge',
  'projects/southwest-lounge/c': 'Close-up of pale printed fins hanging in a row from the ceiling',
  'projects/toothsome/a': 'A dark restaurant: tall brown printed column, copper pipes, printed gears and pale printed lamps',
  'projects/toothsome/b': 'The brown printed column at Toothsome with copper pipes curling past printed gears',
  'projects/toothsome/c': 'Close-up of the ribbed brown printed column at Toothsome',

  // References
  'references/pandora-avatar/a': 'Organic rockwork and glowing plant forms in a themed land at dusk',
  'references/pandora-avatar/b': 'Full-size printed master of a textured root form ready for art-direction review',
  'references/pandora-avatar/c': 'Printed light-carrying plant elements glowing among themed rockwork at night',
  'references/epic-universe/a': 'Richly ornamented themed façade in a new Orlando theme park',
  'references/epic-universe/b': 'Printed façade ornament pieces laid out in the workshop before installation',
  'references/epic-universe/c': 'Lightweight printed replica of a carved stone element being rigged on site',
  'references/legoland-florida/a': 'Giant printed themed elements and planters in a family theme park plaza',
  'references/legoland-florida/b': 'Colorful printed shade structure over a queue line',
  'references/legoland-florida/c': 'Rounded, brightly coated printed planters along a park pathway',
  'references/turks-and-caicos/a': 'Pale sculptural printed day-beds and planters on a beachfront resort pool deck',
  'references/turks-and-caicos/b': 'Printed shade fins over a beach bar facing turquoise water',
  'references/turks-and-caicos/c': 'Printed sculptural planters flanking a resort entrance court',

  // Materials
  'materials/petg': 'Translucent recycled PETG pellets beside a printed sample panel with glossy layer lines',
  'materials/abs': 'ABS pellets and a printed ornament sample, half raw and half primed and painted',
  'materials/pp': 'Glass-filled polypropylene pellets and a printed impact-resistant wall sample',
  'materials/asa': 'Sand-colored ASA pellets and a weathered printed outdoor fin sample',
  'materials/pla': 'Wood-fiber PLA pellets and a warm-toned printed furniture sample',
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
  'team/ceo': `Printed bust for ${site.name}'s Chief Executive Officer and Managing Partner: an oval head on a dark layered plinth`,
  'team/business-development': `Printed bust for ${site.name}'s Head of Business Development: an angular head on a dark layered plinth`,

  // Capabilities
  'capabilities/design-build': 'Designers reviewing a segmented bar model on screen beside a full-size printed mock-up',
  'capabilities/fabrication': 'Gantry printer extruding a wide bead of pellet-fed thermoplastic onto a large panel',
  'capabilities/architecture': 'Printed façade fins and a ribbed column installed on a building',
  'capabilities/furniture': 'Printed bench and planters arranged in a bright public interior',
  'capabilities/digital': 'Generative lattice design with a color-coded toolpath preview on a monitor',

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
