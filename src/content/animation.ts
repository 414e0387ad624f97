import { site } from './site';
import type { VideoSource } from './types';

/**
 * A scroll-scrubbed film fills the screen: full HD from 1100 px (retina laptops), the 960x540
 * encode of the same frames below it, so phones fetch about what they did before.
 */
function scrollFilm(name: string): readonly VideoSource[] {
  return [
    { src: `/media/video/${name}.mp4`, type: 'video/mp4', media: '(min-width: 1100px)' },
    { src: `/media/video/${name}-540.mp4`, type: 'video/mp4' },
  ];
}

export interface ScrollOverlay {
  heading: string;
  subline: string;
}

/** Page A (/animation): scroll-scrubbed intro and main films. */
export const animationPage = {
  overlays: [
    {
      heading: 'Bringing Designs to Life',
      subline: 'Every object starts as a line of molten polymer, laid down one layer at a time.',
    },
    {
      heading: 'Inspired by Life',
      subline: 'Shells, bones and coral grow by adding material only where it is needed. So do our prints.',
    },
    {
      heading: 'Generative Structural Design',
      subline: 'Algorithms trace the load paths; the extruder follows them at architectural scale.',
    },
  ] satisfies ScrollOverlay[],
  videos: {
    intro: scrollFilm('scroll-intro'),
    main: scrollFilm('scroll-main'),
  },
  loading: 'Loading Animation...',
  error: 'Video Loading Failed',
  scrollHint: 'Scroll to explore',
} as const;

/** Page B (/model): the case-study scrub and timeline. */
export const modelPage = {
  heading: `${site.name} Design & Fabrication`,
  subheading: 'Scroll to view our Case Study',
  video: scrollFilm('case-study'),
  captions: [
    'Concept: a freeform lounge wall sketched around the way guests move through the room.',
    'Model: the surface rebuilt as a generative mesh, split into segments that fit the gantry.',
    'Toolpath: each segment sliced into ¼ in (6 mm) layers with bead width varied for strength and finish.',
    'Print: robotic pellet extrusion at up to 88 lb (40 kg) an hour, in recycled glass-filled PETG.',
    'Finish: joint faces CNC-machined, surfaces sanded, primed and coated.',
    'Install: segments bolted and sealed on site in two nights, with no visible fixings.',
  ],
  complete: 'Animation Complete',
  cta: {
    heading: 'Ready to Create?',
    text: 'Bring us the next piece. We will take it from sketch to site.',
    button: 'Start Project',
  },
} as const;

