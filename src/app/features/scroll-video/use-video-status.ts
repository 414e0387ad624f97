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
        console.warn(`Video failed to load: ${video.currentSrc || video.getAttribute('src')}`);
      }
      setStatus(next);
    };
    update();
    video.addEventListener('loadedmetadata', update);
    video.addEventListener('error', update);
    return () => {
      video.removeEventListener('loadedmetadata', update);
      video.removeEventListener('error', update);
    };
  }, [video]);
  return status;
}

/** Several videos together: failed if any failed, ready once all have metadata. */
export function combineStatus(...statuses: VideoStatus[]): VideoStatus {
  if (statuses.includes('error')) return 'error';
  return statuses.every((s) => s === 'ready') ? 'ready' : 'loading';
}
