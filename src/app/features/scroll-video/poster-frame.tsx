import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { VideoSource } from '../../../content/types';
import { FilmSources } from './film-sources';
import { useVideoStatus } from './use-video-status';

const Video = styled.video`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/**
 * One still frame of a film, for the reduced-motion versions of the scroll pages: the video is
 * never played, only sought once to `share` (0-1) of its duration after the metadata arrives.
 */
export function PosterFrame({ sources, share }: { sources: readonly VideoSource[]; share: number }) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const status = useVideoStatus(video);
  useEffect(() => {
    if (video && status === 'ready' && Number.isFinite(video.duration)) video.currentTime = share * video.duration;
  }, [video, status, share]);
  return (
    <Video ref={setVideo} preload="metadata" muted playsInline aria-hidden="true" tabIndex={-1}>
      <FilmSources sources={sources} />
    </Video>
  );
}
