import { referenceOrder, references } from './references';
import { filmLinks } from './animation';
import type { IndexLink } from './types';

/** Below the grid: the longer engagements and the two scroll films, so each has a link in. */
export const projectsIndex = {
  eyebrow: 'References and case studies',
  title: 'Longer engagements, and two projects told in motion',
  links: [
    ...referenceOrder.map(
      (id): IndexLink => ({
        label: references[id]!.title,
        href: `/reference/${id}`,
        kind: references[id]!.category,
        note: `${references[id]!.location}, ${references[id]!.details.duration} of work.`,
      }),
    ),
    filmLinks.model,
    filmLinks.animation,
  ] satisfies IndexLink[],
} as const;
