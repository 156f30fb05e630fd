import { z } from 'zod';
import { VOICE_ACCENTS, VOICE_CATEGORIES } from '../../providers/tts/catalogue.ts';

export const voiceDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  accent: z.enum(VOICE_ACCENTS),
  tone: z.string(),
  category: z.enum(VOICE_CATEGORIES),
  mood: z.string(),
  gender: z.enum(['female', 'male', 'character']),
  has_preview: z.boolean(),
  /** Relative to the API's origin (`/api/files/public/voices/...`); null before the first preview. */
  preview_url: z.string().nullable(),
  /** True when the engine, the voice's settings or its line changed since the preview was made. */
  preview_needs_update: z.boolean(),
  preview_text: z.string(),
  last_preview_generated: z.string().nullable(),
  is_favorite: z.boolean(),
});
export type VoiceDto = z.infer<typeof voiceDto>;

export const voicesResponse = z.object({ voices: z.array(voiceDto) });

export const generatePreviewBody = z.object({
  voice_id: z
    .string({ error: 'voice_id: This field is required.' })
    .trim()
    .min(1, 'voice_id: This field is required.')
    .max(64, 'voice_id: unknown voice.'),
});

export const previewAnswer = z.object({
  preview_url: z.string(),
  preview_text: z.string(),
  generated_at: z.string(),
});
export type PreviewAnswer = z.infer<typeof previewAnswer>;

export const favoritesResponse = z.object({ voice_ids: z.array(z.string()) });

export const favoriteParams = z.object({ voice_id: z.string().min(1).max(64) });
