import { runFfmpeg, type FfmpegBins } from '../../lib/ffmpeg/ffmpeg.runner.ts';

/** WAV (or anything ffmpeg reads) to a 128 kbps MP3 at 44.1 kHz: what the spec's audio download is. */
export function buildMp3Args(inputPath: string, outPath: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-i',
    inputPath,
    '-vn',
    '-ac',
    '1',
    '-ar',
    '44100',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    outPath,
  ];
}

export async function exportMp3(
  inputPath: string,
  outPath: string,
  bins: FfmpegBins = {},
  signal?: AbortSignal,
): Promise<void> {
  await runFfmpeg(buildMp3Args(inputPath, outPath), bins, { signal, timeoutMs: 60_000 });
}
