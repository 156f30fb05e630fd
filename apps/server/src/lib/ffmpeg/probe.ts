import { open } from 'node:fs/promises';
import { runFfprobe, type FfmpegBins } from './ffmpeg.runner.ts';

// What a finished file contains, read with ffprobe, plus the MP4's top-level box order (moov first?).

export interface ProbeResult {
  durationSec: number;
  formatName: string;
  video?: {
    codec: string;
    profile: string;
    /** As shown: a phone's portrait clip stored sideways with a rotation reads as portrait. */
    width: number;
    height: number;
    /** The display rotation in degrees (0 when none), which ffmpeg applies when it decodes. */
    rotation: number;
    fps: number;
    pixFmt: string;
    frames?: number;
  };
  audio?: { codec: string; profile: string; sampleRate: number; channels: number };
}

interface FfprobeStream {
  codec_type: string;
  codec_name: string;
  profile?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  pix_fmt?: string;
  sample_rate?: string;
  channels?: number;
  nb_frames?: string;
  side_data_list?: { rotation?: number }[];
}

/** JPEG's EXIF orientation is not on the stream: ffprobe reports it on the decoded frame. */
const EXIF_FORMATS = new Set(['jpeg_pipe', 'image2']);

async function frameRotation(path: string, bins: FfmpegBins, signal?: AbortSignal): Promise<number> {
  const { stdout } = await runFfprobe(
    ['-v', 'error', '-print_format', 'json', '-select_streams', 'v:0', '-show_frames', path],
    bins,
    { signal, timeoutMs: 20_000 },
  );
  const json = JSON.parse(stdout.toString('utf8')) as { frames?: FfprobeStream[] };
  return rotationOf(json.frames?.[0]);
}

function rotationOf(s?: FfprobeStream): number {
  const r = s?.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation ?? 0;
  return ((Math.round(r) % 360) + 360) % 360;
}

export async function probe(path: string, bins: FfmpegBins = {}, signal?: AbortSignal): Promise<ProbeResult> {
  const { stdout } = await runFfprobe(
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    bins,
    { signal, timeoutMs: 20_000 },
  );
  const json = JSON.parse(stdout.toString('utf8')) as {
    format: { duration?: string; format_name: string };
    streams: FfprobeStream[];
  };
  const v = json.streams.find((s) => s.codec_type === 'video');
  const a = json.streams.find((s) => s.codec_type === 'audio');
  const rate = (r?: string) => {
    const [n, d] = (r ?? '0/1').split('/').map(Number);
    return d ? n! / d : 0;
  };
  // Phones store portrait video (and JPEG photos) sideways with a rotation that every player, and
  // ffmpeg when it decodes, applies: sizes are reported as shown, or a portrait clip would be
  // cropped as if it were landscape.
  let rotation = rotationOf(v);
  if (v && !rotation && EXIF_FORMATS.has(json.format.format_name))
    rotation = await frameRotation(path, bins, signal).catch(() => 0);
  const sideways = rotation === 90 || rotation === 270;
  return {
    durationSec: Number(json.format.duration ?? 0),
    formatName: json.format.format_name,
    video: v && {
      codec: v.codec_name,
      profile: v.profile ?? '',
      width: (sideways ? v.height : v.width) ?? 0,
      height: (sideways ? v.width : v.height) ?? 0,
      rotation,
      fps: rate(v.avg_frame_rate ?? v.r_frame_rate),
      pixFmt: v.pix_fmt ?? '',
      frames: v.nb_frames ? Number(v.nb_frames) : undefined,
    },
    audio: a && {
      codec: a.codec_name,
      profile: a.profile ?? '',
      sampleRate: Number(a.sample_rate ?? 0),
      channels: a.channels ?? 0,
    },
  };
}

/** Top-level MP4 box types in file order, e.g. ['ftyp', 'moov', 'mdat'] for a fast-start file. */
export async function mp4TopLevelBoxes(path: string): Promise<string[]> {
  const fh = await open(path, 'r');
  try {
    const size = (await fh.stat()).size;
    const boxes: string[] = [];
    let pos = 0;
    const head = Buffer.alloc(16);
    while (pos + 8 <= size && boxes.length < 64) {
      await fh.read(head, 0, 16, pos);
      let len = head.readUInt32BE(0);
      const type = head.toString('latin1', 4, 8);
      if (len === 1) len = Number(head.readBigUInt64BE(8));
      else if (len === 0) len = size - pos;
      if (len < 8) break;
      boxes.push(type);
      pos += len;
    }
    return boxes;
  } finally {
    await fh.close();
  }
}
