import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { VideoSource } from '../../../content/types';
import { Picture } from '../../components/media/picture';
import { prefersReducedMotion } from '../../components/use-reduced-motion';

/** Save-Data is only exposed by Chromium's Network Information API, hence the optional typing. */
function saveDataRequested(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

const Frame = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  & > picture,
  & > picture img,
  & > video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Fades in over 500 ms (spec section 9) once the video can play through; opacity only, so no repaint of the still. */
const Video = styled.video<{ $ready: boolean }>`
  opacity: ${(p) => (p.$ready ? 1 : 0)};
  transition: opacity 500ms ease-out;
`;

/**
 * A full-bleed hero: the still is the LCP image; the looping video is attached only after mount,
 * and never under Save-Data or reduced motion, so those visitors download no video at all.
 */
export function HeroVideo({ still, sources }: { still: string; sources: readonly VideoSource[] }) {
  const [attach, setAttach] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setAttach(!saveDataRequested() && !prefersReducedMotion());
  }, []);

  return (
    <Frame data-video-state={!attach ? 'still' : ready ? 'playing' : 'loading'}>
      <Picture image={still} sizes="100vw" priority />
      {attach && (
        <Video
          $ready={ready}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          onCanPlayThrough={() => setReady(true)}
        >
          {sources.map((source, index) => (
            <source
              key={source.src}
              src={source.src}
              type={source.type}
              media={source.media}
              // The last <source> fires 'error' once every candidate has failed.
              onError={index === sources.length - 1 ? () => console.warn('Hero video failed to load; keeping the still image.') : undefined}
            />
          ))}
        </Video>
      )}
    </Frame>
  );
}
