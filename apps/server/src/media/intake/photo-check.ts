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

export type PhotoCheck =
  | { ok: true; path: string; ext: 'jpg' | 'png' | 'webp'; width: number; height: number }
  | { ok: false; message: string; code?: 'photo_too_large' };

/**
 * Is this file a photo we can show (JPEG, PNG, WebP, or HEIC we can decode)? Judged by content
 * only, for image to video (decision 104) and the uploads library's photos (decision 045); each
 * module wraps the message in its own error. A HEIC is decoded to `<file>-heic.jpg`, whose path is
 * answered. With `decode`, a header whose pixels do not decode is refused as damaged.
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
  if (opts.decode) {
    try {
      const args = ['-hide_banner', '-nostdin', '-v', 'error', '-xerror'];
      args.push('-max_pixels', String(PHOTO_MAX_PIXELS), '-i', src);
      await runFfmpeg([...args, '-frames:v', '1', '-f', 'null', '-'], bins, { timeoutMs: 30_000 });
    } catch {
      return no(`${label} is damaged and cannot be read. Save it again and upload the new file.`);
    }
  }
  return { ok: true, path: src, ext, width: info.video.width, height: info.video.height };
}
