import { CAPTION_LANGUAGES } from '@reelsmith/contracts/languages';
import { CAPTION_PRESETS } from '@reelsmith/contracts/video';
import { EXPORT_PRESET_IDS, REFRAMES, UPLOAD_KINDS, UPLOAD_STATUSES } from '@reelsmith/contracts/uploads';
import { z } from 'zod';
import { numeric } from '../../http/numeric.ts';

const oneOf = (field: string, values: readonly string[]) => ({
  error: () => `Unknown ${field}. Choose one of: ${values.join(', ')}.`,
});

export const uploadIdParams = z.object({ id: z.uuid({ error: 'Upload not found.' }) });

const word = z.object({
  text: z.string().trim().max(60, { error: 'A caption word can be at most 60 characters.' }),
  start: z.number().min(0),
  end: z.number().min(0),
});

/** Step 2: what to do to the clip. `transcript` is the edited one (its words keep their timings). */
export const enhanceBody = z.object({
  reframe: z.enum(REFRAMES, oneOf('reframe', REFRAMES)).default('blur'),
  loudness: z.boolean().default(true),
  denoise: z.boolean().default(false),
  trim_silence: z.boolean().default(false),
  captions: z.boolean().default(true),
  caption_style: z.enum(CAPTION_PRESETS, oneOf('caption_style', CAPTION_PRESETS)).default('bold'),
  /** What the clip's speech is in, for its captions; `auto` lets the recogniser detect it. */
  language: z.enum(CAPTION_LANGUAGES, oneOf('language', CAPTION_LANGUAGES)).default('auto'),
  transcript: z.array(word).max(20_000).optional(),
});
export type EnhanceBody = z.infer<typeof enhanceBody>;

export const previewQuery = z.object({
  reframe: z.enum([...REFRAMES, 'original'], oneOf('reframe', [...REFRAMES, 'original'])).default('blur'),
  at: z.coerce.number().min(0).max(36_000).default(1),
});

export const exportBody = z.object({
  preset: z.enum(EXPORT_PRESET_IDS, oneOf('preset', EXPORT_PRESET_IDS)),
});

export const uploadDto = z.object({
  id: z.string(),
  /** `photo`: a still for B-roll (duration 0, no audio, never enhanced; decision 045). */
  kind: z.enum(UPLOAD_KINDS),
  filename: z.string(),
  size_bytes: z.number(),
  duration_seconds: z.number(),
  width: z.number(),
  height: z.number(),
  has_audio: z.boolean(),
  status: z.enum(UPLOAD_STATUSES),
  percent: z.number(),
  error: z.string().nullable(),
  options: z
    .object({
      reframe: z.string(),
      loudness: z.boolean(),
      denoise: z.boolean(),
      trim_silence: z.boolean(),
      captions: z.boolean(),
      caption_style: z.string(),
      language: z.string(),
    })
    .nullable(),
  transcript: z.array(word).nullable(),
  original_url: z.string(),
  output_url: z.string().nullable(),
  /** While the enhance renders: a growing MP4 of the enhanced result so far (decision 103). */
  preview_url: z.string().nullable(),
  output_duration_seconds: z.number().nullable(),
  loudness: z.object({ lufs: z.number(), true_peak: z.number() }).nullable(),
  stage_timings: z.record(z.string(), z.number()).nullable(),
  video_id: z.string().nullable(),
  created_at: z.string(),
});
export type UploadDto = z.infer<typeof uploadDto>;

/** GET /api/uploads: a page of the user's uploads, newest first. */
export const listUploadsQuery = z.object({
  limit: numeric(z.number().int().min(1).max(100)).default(50),
  /** Opaque cursor from the previous page's `next`. */
  cursor: z.string().max(400).optional(),
});
