import { referenceSummaries, type ReferenceId } from './reference-summaries';
import { filmLinks } from './film-links';
import type { IndexLink } from './types';

/** Below the grid: the longer engagements and the two scroll films, so each has a link in. */
export const projectsIndex = {
  eyebrow: 'References and case studies',
  title: 'Longer engagements, and two projects told in motion',
  links: [
    ...(Object.keys(referenceSummaries) as ReferenceId[]).map((id): IndexLink => {
      const { title, category, location, duration } = referenceSummaries[id];
      return { label: title, href: `/reference/${id}`, kind: category, note: `${location}, ${duration} of work.` };
    }),
    filmLinks.model,
    filmLinks.animation,
  ] satisfies IndexLink[],
} as const;
