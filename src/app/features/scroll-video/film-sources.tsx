import type { VideoSource } from '../../../content/types';

/**
 * A film's <source> list: the browser plays the first whose media query matches (full HD on wide
 * screens, a smaller encode below). A failed source hands over to the next one; useVideoStatus
 * reports the film failed once none is left.
 */
export function FilmSources({ sources }: { sources: readonly VideoSource[] }) {
  return sources.map((source) => <source key={source.src} src={source.src} type={source.type} media={source.media} />);
}
