import { runFfmpeg, type FfmpegBins } from '../../lib/ffmpeg/ffmpeg.runner.ts';

// The measure of "a new shot" (issue 37): ffmpeg's scene detector at threshold 8 on a 270x480 copy
// of the video. A viewer scrolling past reads a video with a change at least every 5 s as moving.

/** Arguments that print each detected scene change's time (`lavfi.scd.time=…`) to stdout. */
export function buildSceneChangeArgs(videoPath: string, threshold = 8): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-i',
    videoPath,
    '-an',
    '-vf',
    `scale=270:480,scdet=threshold=${threshold}:sc_pass=1,metadata=mode=print:key=lavfi.scd.time:file=-`,
    '-f',
    'null',
    '-',
  ];
}

/** The times (seconds) of the scene changes ffmpeg's `scdet` finds in a video. */
export async function sceneChanges(videoPath: string, bins?: FfmpegBins, threshold = 8): Promise<number[]> {
  const { stdout } = await runFfmpeg(buildSceneChangeArgs(videoPath, threshold), bins, {
    captureStdout: true,
  });
  return [...stdout.toString().matchAll(/lavfi\.scd\.time=([\d.]+)/g)].map((m) => Number(m[1]));
}
