import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Runs a tool (ffmpeg, ffprobe, flite…) and resolves with its output; a non-zero exit rejects. */
export const run = promisify(execFile);

/** One frame of an ffmpeg lavfi source (`testsrc2=s=640x480`, `color=red:s=96x96`), written to `out`. */
export function stillImage(source: string, out: string) {
  return run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-frames:v', '1', out]);
}
