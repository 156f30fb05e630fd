import { FFMPEG_QUIET } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { type X264Settings } from './ffmpeg.args.ts';
import { FPS } from '../frame.ts';

// The one-job ffmpeg commands beside the render (a thumbnail, decoded PCM, loudness, and the
// benchmark's decode-only and encode-only runs): pure builders, unit-tested without ffmpeg.

/** The thumbnail's time: `atSec` rounded down to the millisecond, so that a time just before a segment's end does not round past its last frame. */
const thumbnailTime = (atSec: number) => Math.floor(atSec * 1000) / 1000;

/** The frame buildThumbnailArgs takes for `atSec`: the first at or after its time. */
export function thumbnailFrame(atSec: number): number {
  return Math.max(0, Math.ceil(thumbnailTime(atSec) * FPS - 1e-6));
}

/**
 * A 720x1280 JPEG of the first frame at or after `atSec`. `inputs` are read as one stream (the concat
 * protocol), so a preview's init file plus one segment works as well as the finished MP4. With
 * `keyframe`, that frame is known to be a keyframe (RenderPlan.keyframe) and only keyframes are decoded.
 */
export function buildThumbnailArgs(
  inputs: string[],
  atSec: number,
  outPath: string,
  opts: { keyframe?: boolean } = {},
): string[] {
  const input = inputs.length === 1 ? inputs[0]! : `concat:${inputs.join('|')}`;
  return [
    ...FFMPEG_QUIET,
    '-copyts', // keep the stream's own times: a later segment does not start at 0
    // One decoding thread: the same picture, about 17 % less CPU for this short decode (frame threads
    // cost more than they save here), and it runs beside the main encode anyway (decision 027).
    '-threads',
    '1',
    ...(opts.keyframe ? ['-skip_frame', 'nokey'] : []),
    '-i',
    input,
    '-an',
    '-vf',
    `select='gte(t\\,${thumbnailTime(atSec).toFixed(3)})',scale=720:1280`,
    '-frames:v',
    '1',
    '-q:v',
    '3',
    '-f',
    'image2',
    '-update',
    '1',
    outPath,
  ];
}

/** Decodes any audio file to mono 32-bit float PCM on stdout. */
export function buildDecodePcmArgs(path: string, sampleRate: number): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-i',
    path,
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(sampleRate),
    '-f',
    'f32le',
    'pipe:1',
  ];
}

/**
 * Encodes only the video frames of a file with the given settings, discarding the result (benchmark).
 * With `raw`, the input is uncompressed yuv420p frames of that size, so nothing but x264 does work.
 */
export function buildEncodeOnlyArgs(
  inputPath: string,
  x264: X264Settings,
  threads?: number,
  raw?: { width: number; height: number; fps: number },
): string[] {
  const rawInput = raw
    ? [
        '-f',
        'rawvideo',
        '-pix_fmt',
        'yuv420p',
        '-s',
        `${raw.width}x${raw.height}`,
        '-framerate',
        String(raw.fps),
      ]
    : [];
  const args = [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    ...rawInput,
    '-i',
    inputPath,
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    x264.preset,
    '-crf',
    String(x264.crf),
  ];
  if (x264.tune) args.push('-tune', x264.tune);
  if (x264.params) args.push('-x264-params', x264.params);
  args.push('-profile:v', 'high', '-pix_fmt', 'yuv420p', '-g', String(FPS * 2));
  if (threads) args.push('-threads', String(threads));
  args.push('-f', 'null', '-');
  return args;
}

/** Runs an audio filter over a file's sound for what it reports on stderr (loudness, silences). */
export function buildAudioReportArgs(path: string, filter: string): string[] {
  return ['-hide_banner', '-nostdin', '-nostats', '-i', path, '-vn', '-af', filter, '-f', 'null', '-'];
}

/** Integrated loudness and true peak of a file's audio, printed by ebur128 to stderr. */
export const buildLoudnessArgs = (path: string) => buildAudioReportArgs(path, 'ebur128=peak=true');

export function parseEbur128Summary(stderr: string): { integrated: number; truePeak: number } {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const i = /I:\s+(-?[\d.]+) LUFS/.exec(summary);
  const p = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary);
  if (!i) throw new Error('ebur128 printed no summary');
  return { integrated: Number(i[1]), truePeak: p ? (p[1] === '-inf' ? -Infinity : Number(p[1])) : NaN };
}
