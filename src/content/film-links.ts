import type { IndexLink } from './types';

/** How other pages link to the two scroll films (projects and capabilities indexes). */
export const filmLinks = {
  model: { label: 'A lounge wall, sketch to site', href: '/model', kind: 'Case study film', note: 'One project, scrolled from concept, model and toolpath to print, finish and install.' },
  animation: { label: 'Bringing designs to life', href: '/animation', kind: 'Process film', note: 'A generative structure grows layer by layer as you scroll.' },
} as const satisfies Record<string, IndexLink>;
