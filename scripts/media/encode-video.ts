// Pipes rendered PNG frames into ffmpeg: H.264 (+faststart) and optionally VP9.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';

export interface EncodeOpts {
  fps: number;
  width: number;
  height: number;
  seek: boolean; // scrub-friendly: keyframe every 6 frames, no B-frames
  crf: number;
}

function run(args: string[], input?: (w: NodeJS.WritableStream) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn('ffmpeg', args, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr?.on('data', (d) => (err = (err + String(d)).slice(-4000)));
    p.on('error', reject);
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${err}`))));
    if (input) input(p.stdin!).then(() => p.stdin!.end(), reject);
  });
}

/** Frames are written as a lossless intermediate sequence first, so both codecs share one render. */
export async function encodeFrames(frameDir: string, outMp4: string, o: EncodeOpts, outWebm?: string): Promise<void> {
  const scale = `scale=${o.width}:${o.height}:flags=lanczos,format=yuv420p`;
  const gop = o.seek ? ['-g', '6', '-keyint_min', '6', '-sc_threshold', '0', '-bf', '0'] : ['-g', String(o.fps * 2), '-bf', '2'];
  await run([
    '-y', '-loglevel', 'error', '-framerate', String(o.fps), '-i', `${frameDir}/f%04d.png`,
    '-vf', scale, '-c:v', 'libx264', '-preset', 'slow', '-crf', String(o.crf), '-pix_fmt', 'yuv420p',
    ...gop, '-movflags', '+faststart', '-an', outMp4,
  ]);
  if (outWebm) {
    await run([
      '-y', '-loglevel', 'error', '-framerate', String(o.fps), '-i', `${frameDir}/f%04d.png`,
      '-vf', scale, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(o.crf + 8), '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2',
      '-g', String(o.fps * 2), '-an', outWebm,
    ]);
  }
}

export async function fileSize(p: string): Promise<number> {
  return (await fs.stat(p)).size;
}
