import { useEffect, useState } from 'react';

export type VideoStatus = 'loading' | 'ready' | 'error';

function currentStatus(video: HTMLVideoElement): VideoStatus {
  if (video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) return 'error';
  return video.readyState >= HTMLMediaElement.HAVE_METADATA ? 'ready' : 'loading';
}

/**
 * Metadata state of one <video>, given through a callback ref. The element is server-rendered and
 * starts loading before hydration, so its events may already have fired: the effect reads the
 * current state first, then listens. Failures are logged as warnings (spec section 8), never errors.
 */
export function useVideoStatus(video: HTMLVideoElement | null): VideoStatus {
  const [status, setStatus] = useState<VideoStatus>('loading');
  useEffect(() => {
    if (!video) return;
    let warned = false;
    const update = () => {
      const next = currentStatus(video);
      if (next === 'error' && !warned) {
        warned = true;
        // Every encode the film offered failed: name them all, not just the last one tried.
        const sources = [...video.querySelectorAll('source')].map((source) => source.src);
        console.warn(`Video failed to load: ${sources.length ? sources.join(', ') : video.currentSrc || video.getAttribute('src')}`);
      }
      setStatus(next);
    };
    update();
    video.addEventListener('loadedmetadata', update);
    // A <source> that fails fires 'error' at itself, not at the video (and does not bubble): listen
    // in the capture phase to hear it; the video has no source left once the last one has failed.
    video.addEventListener('error', update, true);
    return () => {
      video.removeEventListener('loadedmetadata', update);
      video.removeEventListener('error', update, true);
    };
  }, [video]);
  return status;
}

/** Several videos together: failed if any failed, ready once all have metadata. */
export function combineStatus(...statuses: VideoStatus[]): VideoStatus {
  if (statuses.includes('error')) return 'error';
  return statuses.every((s) => s === 'ready') ? 'ready' : 'loading';
}
