import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Runs a tool (ffmpeg, ffprobe, flite…) and resolves with its output; a non-zero exit rejects. */
export const run = promisify(execFile);

/** One frame of an ffmpeg lavfi source (`testsrc2=s=640x480`, `color=red:s=96x96`), written to `out`. */
export function stillImage(source: string, out: string) {
  return ffmpeg([...lavfi(source), '-frames:v', '1', out]);
}

/** A HEIC's first bytes: `ftyp`, then a `meta` box holding one `ispe` of the given size. */
export function heicHeader(width: number, height: number): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
  const ispe = Buffer.alloc(20);
  ispe.writeUInt32BE(20, 0);
  ispe.write('ispe', 4, 'latin1');
  ispe.writeUInt32BE(width, 12);
  ispe.writeUInt32BE(height, 16);
  const meta = Buffer.alloc(12);
  meta.writeUInt32BE(12 + ispe.length, 0);
  meta.write('meta', 4, 'latin1');
  return Buffer.concat([ftyp, meta, ispe]);
}

/** Runs ffmpeg with errors only, overwriting its output. */
export function ffmpeg(args: readonly string[]) {
  return run('ffmpeg', ['-v', 'error', '-y', ...args]);
}

/** An ffmpeg input made by a lavfi source (`testsrc2=s=640x480:d=2`, `anullsrc=r=16000:cl=mono`). */
export const lavfi = (source: string) => ['-f', 'lavfi', '-i', source];

/** Quick H.264 in the pixel format every player reads. */
export const FAST_H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'] as const;
