import { pageTitles } from '../../../content/meta';
import { ScrollVideoStory } from '../../features/scroll-video/scroll-video-story';
import type { RouteHandle } from '../../route-handle';

/** Page A (docs/decisions/0001-animation-pages.md): the 4000vh scroll-scrubbed film. */
export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/animation'] }), hero: true };

export function Component() {
  return <ScrollVideoStory />;
}
