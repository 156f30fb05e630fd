import { HEIC_DECODER_HINT, heicToJpeg, isHeic } from './heic.ts';
import { runFfmpeg, type FfmpegBins } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { overPixelBudget, PHOTO_MAX_PIXELS, pixelMessage } from './image-size.ts';
import { probe } from '../../lib/ffmpeg/probe.ts';

/** ffprobe's names for the stills we take as photos, and the extension each is stored under. */
const STILL_FORMATS: Record<string, 'jpg' | 'png' | 'webp'> = {
  jpeg_pipe: 'jpg',
  png_pipe: 'png',
  webp_pipe: 'webp',
  image2: 'jpg',
};
/** Smaller than this and a photo would be a smear at 1080x1920. */
export const PHOTO_MIN_PX = 64;

/**
 * The most a photo is kept at (decision 194): enough to cover the 1080x1920 frame with the slow
 * pan's 10 % to spare. A larger photo is decoded straight to this size and kept so, so no render
 * (20 photos a video) ever holds a camera's full-size pictures in memory.
 */
export const PHOTO_BOX = { width: 1188, height: 2112 } as const;

/** How far (0-3 halvings) a JPEG can be decoded smaller than itself and still be at least `w`x`h`. */
export function jpegShrink(from: { width: number; height: number }, w: number, h: number): number {
  let n = 0;
  while (n < 3 && from.width >> (n + 1) >= w && from.height >> (n + 1) >= h) n++;
  return n;
}

/** The size that covers PHOTO_BOX at the photo's own shape, or null when it is no larger already. */
export function boundedSize(from: {
  width: number;
  height: number;
}): { width: number; height: number } | null {
  const scale = Math.max(PHOTO_BOX.width / from.width, PHOTO_BOX.height / from.height);
  if (scale >= 1) return null;
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return { width: even(from.width * scale), height: even(from.height * scale) };
}

export type PhotoCheck =
  | { ok: true; path: string; ext: 'jpg' | 'png' | 'webp'; width: number; height: number }
  | { ok: false; message: string; code?: 'photo_too_large' };

/**
 * Is this file a photo we can show (JPEG, PNG, WebP, or HEIC we can decode)? Judged by content
 * only, for image to video (decision 104) and the uploads library's photos (decision 045); each
 * module wraps the message in its own error. A HEIC is decoded to `<file>-heic.jpg`, and a photo
 * larger than PHOTO_BOX to `<file>-fit.jpg` at that size: the answered path is the one to keep.
 * With `decode`, a header whose pixels do not decode is refused as damaged.
 */
export async function checkPhoto(
  file: string,
  name: string,
  bins: FfmpegBins,
  opts: { decode?: boolean } = {},
): Promise<PhotoCheck> {
  const label = `"${name}"`;
  const no = (message: string): PhotoCheck => ({ ok: false, message });
  // Pixels are counted from the header before anything decodes them (decision 165).
  const tooLarge = await overPixelBudget(file, label);
  if (tooLarge) return { ok: false, message: tooLarge, code: 'photo_too_large' };
  let src = file;
  if (await isHeic(src)) {
    const jpg = `${file}-heic.jpg`;
    const decoded = await heicToJpeg(src, jpg).catch(() => null);
    if (decoded === 'missing')
      return no(
        `${label} is a HEIC photo, which this server cannot read yet (it needs ${HEIC_DECODER_HINT}). Save it as JPEG and try again.`,
      );
    if (!decoded)
      return no(`${label} is a HEIC photo that could not be read. Save it as JPEG and try again.`);
    src = jpg;
  }
  const info = await probe(src, bins).catch(() => null);
  const ext = info ? STILL_FORMATS[info.formatName] : undefined;
  if (!info || !ext || !info.video?.width || !info.video.height)
    return no(`${label} is not a photo we can read. Use JPEG, PNG or WebP pictures.`);
  if (info.video.width < PHOTO_MIN_PX || info.video.height < PHOTO_MIN_PX)
    return no(`${label} is too small; use photos at least ${PHOTO_MIN_PX} pixels wide.`);
  if (info.video.width * info.video.height > PHOTO_MAX_PIXELS)
    return { ok: false, message: pixelMessage(label, info.video), code: 'photo_too_large' };
  const fit = boundedSize(info.video);
  const decode = [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-xerror',
    '-max_pixels',
    String(PHOTO_MAX_PIXELS),
  ];
  try {
    if (fit) {
      // Larger than it is ever shown: a JPEG is decoded at a half, quarter or eighth of its size
      // (its DCT scales on decode, so the full picture is never in memory), then scaled to the box.
      const shrink = ext === 'jpg' ? jpegShrink(info.video, fit.width, fit.height) : 0;
      const out = `${file}-fit.jpg`;
      const args = [...decode, ...(shrink ? ['-lowres', String(shrink)] : []), '-i', src];
      args.push(
        '-frames:v',
        '1',
        '-vf',
        `scale=${fit.width}:${fit.height}:flags=lanczos`,
        '-q:v',
        '2',
        '-y',
        out,
      );
      await runFfmpeg(args, bins, { timeoutMs: 30_000 });
      return { ok: true, path: out, ext: 'jpg', ...fit };
    }
    if (opts.decode)
      await runFfmpeg([...decode, '-i', src, '-frames:v', '1', '-f', 'null', '-'], bins, {
        timeoutMs: 30_000,
      });
  } catch {
    return no(`${label} is damaged and cannot be read. Save it again and upload the new file.`);
  }
  return { ok: true, path: src, ext, width: info.video.width, height: info.video.height };
}
