import { site } from './site';
import type { MediaKey } from './types';

/** Alternative text for every generated image, keyed by MediaKey. */
export const imageAlts: Record<MediaKey, string> = {
  // Home
  'home/hero': 'A ribbed white printed arch between two white wave walls in a hall, low printed benches before it',
  'home/banner': 'Close-up of a white printed wall curving in a soft wave, its fine layer lines catching the light',
  'home/before': 'The arch and wave walls as a digital model: their layers drawn as glowing blue lines on black',
  'home/after': 'The same arch and wave walls printed in white, standing in the hall',

  // Projects
  'projects/stratum/a': `${site.name} showroom: a printed vase in a black gantry frame, white wave panels and printed vessels`,
  'projects/stratum/b': 'A printed white vase inside the black frame of the showroom gantry printer',
  'projects/stratum/c': 'Close-up of a white printed vessel and its stacked layer lines',
  'projects/stratum/d': 'A ribbed white partition panel half-printed under the gantry in our Orlando workshop, a finished panel on a pallet beside it',
  'projects/concepts/a': 'Three pale printed studies on a dark stage: a slender vase, a perforated vessel, a folded sculpture',
  'projects/concepts/b': 'A slender printed vase beside a vessel perforated with square openings',
  'projects/concepts/c': 'Close-up of square openings cut through fine printed layer lines',
  'projects/concepts/d': 'A twisted gray column half-printed under the gantry in our workshop, a finished one standing on a pallet beside it',
  'projects/legoland/a': 'A giant giraffe of printed red, yellow and blue toy bricks on a sandy plaza by the water',
  'projects/legoland/b': 'The printed toy-brick giraffe seen close, green and blue bricks at its feet',
  'projects/legoland/c': 'Close-up of a green and a blue printed toy brick',
  'projects/legoland/d': 'A giant yellow toy brick half-printed under the gantry in our workshop, a finished brick on a pallet beside it',
  'projects/bumper8/a': 'A white printed wall curving around a black bumper-car floor with bright printed cars',
  'projects/bumper8/b': 'Orange, blue and green printed bumper cars inside the white printed arena wall',
  'projects/bumper8/c': 'Close-up of an orange printed bumper-car body with a rounded, ribbed edge',
  'projects/bumper8/d': 'An orange bumper-car body half-printed under the gantry in our workshop, a finished body on a pallet beside it',
  'projects/hmart/a': 'H Mart letters before a ribbed black-and-white printed wall, printed risers full of fruit below',
  'projects/hmart/b': 'The printed H Mart sign and fin wall at an angle, fruit on the risers below',
  'projects/hmart/c': 'Close-up of a white printed letter against the black and white ribs',
  'projects/hmart/d': 'The white letter H half-printed under the gantry in our workshop, a finished H on a pallet beside it',
  'projects/custom-furniture/a': 'A white printed table between two black printed stools under a printed pendant lamp, a gray bench behind',
  'projects/custom-furniture/b': 'The white printed table seen end on, a black printed stool in front',
  'projects/custom-furniture/c': 'Close-up of a black printed stool beside the curved white table',
  'projects/custom-furniture/d': 'A curved white bench half-printed under the gantry in our workshop, a finished bench on a pallet beside it',
  'projects/kasa-tapas/a': 'Terracotta printed bar front, black printed stools and pendant lamps in the Kasa Tapas dining room',
  'projects/kasa-tapas/b': 'The Kasa Tapas bar from its end: ribbed terracotta segments, black counter, printed stools',
  'projects/kasa-tapas/c': 'A black ribbed printed stool against the terracotta bar front at Kasa Tapas',
  'projects/kasa-tapas/d': 'A fluted terracotta bar-front segment half-printed under the gantry in our workshop, a finished segment on a pallet beside it',
  'projects/aloft-orlando/a': 'A white printed wave wall across the Aloft Orlando lobby, dark printed benches before it',
  'projects/aloft-orlando/b': 'The white printed wave wall at Aloft Orlando seen along its length',
  'projects/aloft-orlando/c': 'Close-up of the white printed wave wall and its fine layer texture',
  'projects/aloft-orlando/d': 'A segment of the white wave wall half-printed under the gantry in our workshop, a finished segment on a pallet beside it',
  'projects/sls-south-beach/a': 'White printed wave screens, a printed canopy and benches on the sand at the SLS South Beach beach bar',
  'projects/sls-south-beach/b': 'The printed canopy before the wave screens on the beach at SLS South Beach',
  'projects/sls-south-beach/c': 'Close-up of layer lines on a white printed wave screen at SLS South Beach',
  'projects/sls-south-beach/d': 'The stem of a white canopy printing under the gantry in our workshop, a finished canopy on a pallet beside it',
  'projects/hyde-lounge/a': 'Black printed back-bar and wave wall at Hyde Lounge, lit warm from below',
  'projects/hyde-lounge/b': 'The Hyde Lounge bar at an angle: black printed waves glowing amber at their base',
  'projects/hyde-lounge/c': 'Close-up of black printed wave panels with warm light in their folds',
  'projects/hyde-lounge/d': 'A black wave panel half-printed under the gantry in our workshop, a finished panel on a pallet beside it',
  'projects/southwest-lounge/a': 'A pale lounge with printed ceiling fins, a long printed bench and a winding printed seat',
  'projects/southwest-lounge/b': 'Printed ceiling fins above the long bench in the Southwest Lounge',
  'projects/southwest-lounge/c': 'Close-up of pale printed fins hanging in a row from the ceiling',
  'projects/southwest-lounge/d': 'A row of pale ceiling fins half-printed under the gantry in our workshop, finished fins on a pallet beside them',
  'projects/toothsome/a': 'A dark restaurant: a tall brown printed column, copper pipes, printed gears, pale printed pendants and planters',
  'projects/toothsome/b': 'The brown printed column at Toothsome with copper pipes curling past printed gears',
  'projects/toothsome/c': 'Close-up of the ribbed brown printed column at Toothsome',
  'projects/toothsome/d': 'A ribbed brown column half-printed under the gantry in our workshop, a finished column on a pallet beside it',

  // References
  'references/pandora-avatar/a': 'Glowing cyan and violet printed plant forms rising from a dark stage, like luminous flora at night',
  'references/pandora-avatar/b': 'Tall cyan printed plant stems with flared, fluted tops, violet ones behind them',
  'references/pandora-avatar/c': 'A cluster of glowing cyan printed plant stems beside a low dark rock, violet ones at the edge',
  'references/epic-universe/a': 'A ribbed printed arch between two fluted stone-colored columns in a hall, a printed boulder at its foot',
  'references/epic-universe/b': 'The ribbed printed arch seen close, a fluted column beside it and the printed boulder in front',
  'references/epic-universe/c': 'Looking up a fluted stone-colored printed column to its square capital',
  'references/legoland-florida/a': 'A printed toy-brick tower and a yellow brick giraffe on a sandy plaza, loose colored bricks at their feet',
  'references/legoland-florida/b': 'The printed brick giraffe before the white brick tower, loose red, blue and yellow bricks beside them',
  'references/legoland-florida/c': 'Close-up of red printed toy bricks with round studs crowning the white brick tower',
  'references/turks-and-caicos/a': 'Two pale printed canopies over a white fluted bar and stools on a beach, a pool before them, printed coral at the sides',
  'references/turks-and-caicos/b': 'Under the printed canopies: the fluted white bar and its stools, printed coral forms on the sand',
  'references/turks-and-caicos/c': 'Close-up of pale printed coral forms and stools with fine layer lines',

  // Materials
  'materials/petg': 'A teal printed PETG vase with glossy stacked layer lines',
  'materials/abs': 'A black printed ABS cylinder with even, crisp layer lines',
  'materials/pp': 'A white printed polypropylene vase with rounded layer lines',
  'materials/asa': 'A gray printed ASA cylinder with fine, even layer lines',
  'materials/pla': 'A cream printed PLA cylinder, its layer lines gently wavy',
  'materials/pc': 'A pale blue-gray printed polycarbonate vase with glossy layer lines',
  'materials/pei': 'An amber printed PEI vase with glossy stacked layer lines',
  'materials/tpe': 'A black printed TPE vessel pierced with small openings',
  'materials/purge': 'A tan mound of purged material, folded layer on layer',

  // Store
  'store/seating': 'A long, curving white printed bench and a black printed stool',
  'store/lighting': 'A ribbed white printed pendant lamp and a tall fluted floor lamp glowing on a dark stage',
  'store/decoration': 'Four stacked, ribbed printed vases in white, gray and black',
  'store/canopies': 'Two white printed canopies on slender stems, flared like parasols',
  'store/planters': 'Three printed planters with succulents: a lobed white one, a tall black one and a small white one',
  'store/furniture': 'A white printed table with rounded ends between two black printed stools',
  'store/architectural-features': 'A row of tall white printed fins, each curved a little differently, on a dark stage',

  // Team
  'team/ceo': `Printed bust for ${site.name}'s Chief Executive Officer and Managing Partner: an oval head on a dark layered plinth`,
  'team/business-development': `Printed bust for ${site.name}'s Head of Business Development: an angular head on a dark layered plinth`,

  // Capabilities
  'capabilities/design-build': 'A wall of slender white printed fins behind a long black printed bench, two printed pendant lamps before it',
  'capabilities/fabrication': 'A gantry printer laying a glowing bead on a half-printed white vessel',
  'capabilities/architecture': 'Tall white printed fins running the height of a building’s glass façade',
  'capabilities/furniture': 'A white printed table and two black printed stools on a dark stage',
  'capabilities/digital': 'A vessel’s toolpath drawn as glowing blue layer lines on black, an orange point marking the nozzle',

  // Master planning
  'master-planning/hero': 'A white printed scale model of a site: blocks and stepped towers on a dark base beside a green strip',
  'master-planning/sketch': 'The same site plan as a glowing blue wireframe model on a dark grid',
  'master-planning/check': 'Close-up of the white site model, one block picked out in orange and circled by an orange ring',
  'master-planning/make': 'A white lobed vessel being printed on the gantry bed, the hot nozzle glowing at its rim',

  // Sharing
  'og/default': `${site.fullName}: the wordmark beside a ribbed white printed arch in a hall`,
};

/** Alt text for a key, or an empty string (decorative) when none is defined. */
export function altFor(key: MediaKey): string {
  return Object.hasOwn(imageAlts, key) ? (imageAlts[key] ?? '') : '';
}
