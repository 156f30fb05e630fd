import { open, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Multipart } from '@fastify/multipart';
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from '@reelsmith/contracts/uploads';
import { AppError, PayloadTooLargeError, ValidationError } from '../../http/errors.ts';
import { runFfmpeg, type FfmpegBins } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { probe, type ProbeResult } from '../../lib/ffmpeg/probe.ts';
import { checkPhoto } from '../../media/intake/photo-check.ts';

// What a file must be before UploadsService stores it: a video we can read, or photos we can show.
// Everything here is judged by content, and every refusal says what the person can do about it.

/** A refusal a person can act on, answered by tus with our usual error shape. */
export class UploadRefused extends AppError {
  constructor(status: number, code: string, message: string) {
    super(status, code, message, { detail: message });
  }
}

export const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

/** Printable characters of a file's name, as the row keeps it. */
export const cleanName = (filename: string, fallback: string) =>
  path
    .basename(filename)
    .split('')
    .filter((c) => c.charCodeAt(0) >= 32)
    .join('')
    .slice(0, 200) || fallback;

const damaged = () =>
  new UploadRefused(
    422,
    'corrupt_file',
    'This video file is damaged and cannot be read. Export it again from your camera or editor and upload the new file.',
  );
const notAVideo = () =>
  new UploadRefused(415, 'not_a_video', 'This file is not a video. Upload an MP4, MOV or AVI file.');

/** Containers we take, as ffprobe names them, and the extension the original is stored under. */
function containerExt(formatName: string): 'mp4' | 'mov' | 'avi' | null {
  const names = formatName.split(',');
  if (names.includes('avi')) return 'avi';
  if (names.includes('mov') || names.includes('mp4')) return 'mov';
  return null;
}

/** Does the file start like a video container (so a failed read means damage, not the wrong kind of file)? */
async function looksLikeContainer(file: string): Promise<boolean> {
  const fh = await open(file, 'r');
  try {
    const head = Buffer.alloc(12);
    await fh.read(head, 0, 12, 0);
    const box = head.toString('latin1', 4, 8);
    return (
      ['ftyp', 'moov', 'mdat', 'wide', 'free'].includes(box) ||
      (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ')
    );
  } finally {
    await fh.close();
  }
}

/** A video as read, with a picture, and the container's extension. */
export type CheckedVideo = ProbeResult & {
  video: NonNullable<ProbeResult['video']>;
  ext: 'mp4' | 'mov' | 'avi';
};

/** Is the finished file a video we can use (a container we take, a picture that decodes, a length)? */
export async function checkVideo(file: string, bins: FfmpegBins): Promise<CheckedVideo> {
  let info: ProbeResult;
  try {
    info = await probe(file, bins);
  } catch {
    if (await looksLikeContainer(file)) throw damaged();
    throw notAVideo();
  }
  const ext = containerExt(info.formatName);
  if (!ext) throw notAVideo();
  const video = info.video;
  if (!video || !video.width || !video.height)
    throw new UploadRefused(
      422,
      'no_video_stream',
      'This file has no video picture (only sound). Upload a file with video in it.',
    );
  // A file that names a video stream but whose frames do not decode is damaged.
  try {
    await runFfmpeg(
      [
        '-hide_banner',
        '-nostdin',
        '-v',
        'error',
        '-xerror',
        '-t',
        '1',
        '-i',
        file,
        '-map',
        '0:v:0',
        '-f',
        'null',
        '-',
      ],
      bins,
      { timeoutMs: 60_000 },
    );
  } catch {
    throw damaged();
  }
  if (!(info.durationSec > 0)) throw damaged();
  return { ...info, video, ext };
}

export const photoError = (message: string, code = 'not_a_photo') =>
  new ValidationError(message, { photos: [message] }, code);

/** The `photos` files of a multipart form, written into `dir` as they arrive (at most PHOTOS_MAX). */
export async function readPhotoParts(
  parts: AsyncIterableIterator<Multipart>,
  dir: string,
): Promise<{ path: string; name: string }[]> {
  const files: { path: string; name: string }[] = [];
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'photos') {
        part.file.resume();
        continue;
      }
      if (files.length >= PHOTOS_MAX) {
        part.file.resume();
        throw photoError(`Add at most ${PHOTOS_MAX} photos at a time.`, 'validation_error');
      }
      const file = path.join(dir, `in-${files.length}`);
      await writeFile(file, await part.toBuffer());
      files.push({ path: file, name: part.filename || 'photo' });
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new PayloadTooLargeError(`A photo is too large. Each can be at most ${mb(PHOTO_MAX_BYTES)}.`);
    if (err instanceof AppError) throw err;
    throw photoError('The upload could not be read. Choose the photos again.', 'validation_error');
  }
  if (!files.length) throw photoError('Choose at least one photo.', 'validation_error');
  return files;
}

/** A photo as checked: the file to store (a HEIC decoded to JPEG), its extension and size. */
export interface CheckedPhoto {
  path: string;
  name: string;
  ext: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
  bytes: number;
}

/** Is this file a photo we can show (JPEG, PNG, WebP, or HEIC we can decode)? By content only. */
export async function checkPhotoFile(file: string, name: string, bins: FfmpegBins): Promise<CheckedPhoto> {
  const c = await checkPhoto(file, name, bins, { decode: true });
  if (!c.ok) throw photoError(c.message, c.code);
  return {
    path: c.path,
    name,
    ext: c.ext,
    width: c.width,
    height: c.height,
    bytes: (await stat(c.path)).size,
  };
}
