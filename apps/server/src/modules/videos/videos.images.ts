import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Multipart } from '@fastify/multipart';
import { PHOTO_MAX_BYTES, PHOTOS_MAX, PHOTOS_MIN } from '@reelsmith/contracts/uploads';
import type { AppContext } from '../../context.ts';
import { PayloadTooLargeError, ValidationError } from '../../http/errors.ts';
import { checkPhoto } from '../../media/intake/photo-check.ts';
import { videoImageKey } from '../../storage/storage-paths.ts';
import { imageVideoFields, type ImageVideoFields } from './videos.schemas.ts';

// Image to video (issue 17, decision 101): 1 to 20 photos, each checked by what it contains, then the
// usual render with the photos as the pictures (subject-aware Ken Burns, crossfades), a voice over
// the script (typed, from the studio or written from the topic) or music only.

/** ffprobe's names for the stills we take, and the extension each is stored under. */
const fieldError = (message: string, code?: string) =>
  new ValidationError(message, { photos: [message] }, code);

export interface ReceivedPhotos {
  fields: ImageVideoFields;
  /** Local files, checked, in the order sent, with the extension their content calls for. */
  photos: { path: string; ext: string }[];
  dir: string;
}

/** Reads the form: `photos` (1-20 files) and the text fields; checks every photo by its content. */
export async function receivePhotos(
  ctx: AppContext,
  parts: AsyncIterableIterator<Multipart>,
): Promise<ReceivedPhotos> {
  const dir = path.join(ctx.env.DATA_DIR, 'work', `photos-${randomUUID()}`);
  await mkdir(dir, { recursive: true });
  const raw: Record<string, string> = {};
  const files: { path: string; name: string }[] = [];
  try {
    try {
      for await (const part of parts) {
        if (part.type === 'file') {
          if (part.fieldname !== 'photos') {
            part.file.resume();
            continue;
          }
          if (files.length >= PHOTOS_MAX) {
            part.file.resume();
            throw fieldError(`Choose at most ${PHOTOS_MAX} photos.`);
          }
          const file = path.join(dir, `in-${files.length}`);
          await writeFile(file, await part.toBuffer());
          files.push({ path: file, name: part.filename });
        } else raw[part.fieldname] = String(part.value);
      }
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new PayloadTooLargeError(
          `A photo is too large. Each can be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
        );
      if (err instanceof ValidationError) throw err;
      throw fieldError('The upload could not be read. Choose the photos again.');
    }
    if (files.length < PHOTOS_MIN) throw fieldError('Choose at least one photo.');
    const parsed = imageVideoFields.safeParse(raw);
    if (!parsed.success) {
      const first = parsed.error.issues[0]!;
      const field = String(first.path[0] ?? 'non_field_errors');
      throw new ValidationError(first.message, { [field]: [first.message] });
    }
    if (parsed.data.voice === 'none' && parsed.data.music === 'none')
      throw new ValidationError('Choose a voice, music, or both.', {
        voice: ['Choose a voice, music, or both.'],
      });
    const bins = { ffmpegPath: ctx.env.FFMPEG_PATH, ffprobePath: ctx.env.FFPROBE_PATH };
    const photos: ReceivedPhotos['photos'] = [];
    for (const f of files) {
      // HEIC (iPhone photos): decoded to JPEG where the system can (decision 104), then checked alike.
      const c = await checkPhoto(f.path, f.name, bins);
      if (!c.ok) throw fieldError(c.message, c.code);
      photos.push({ path: c.path, ext: c.ext });
    }
    return { fields: parsed.data, photos, dir };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

/** Stores the checked photos under the video's folder; answers their keys in order. */
export async function storePhotos(
  ctx: AppContext,
  video: { userId: string; id: string },
  photos: ReceivedPhotos['photos'],
) {
  const keys: string[] = [];
  for (const [i, p] of photos.entries()) {
    const key = videoImageKey(video, i, p.ext);
    await ctx.storage.putFile(key, p.path);
    keys.push(key);
  }
  return keys;
}
