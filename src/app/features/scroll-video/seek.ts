/**
 * Closer than half a frame of our 24 fps films the picture would not change, so a seek would only
 * make the decoder redo the frame it is showing.
 */
const FRAME_TOLERANCE_S = 1 / 48;

/**
 * Moves a paused video to `time`. Skips while the previous seek is still decoding, so fast scrolling
 * never queues seeks; returns true while the video is still off target, so the caller keeps its
 * frame loop alive until the picture has caught up.
 */
export function seekVideo(video: HTMLVideoElement, time: number): boolean {
  if (Math.abs(video.currentTime - time) < FRAME_TOLERANCE_S) return false;
  if (!video.seeking) video.currentTime = time;
  return true;
}
