import { z } from 'zod';
import { isCloneVoiceId } from '@reelsmith/contracts/voices';
import { languageSchema } from '../../http/language.ts';

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

/** The voice library as it speaks one language. */
export const voicesQuery = z.object({ language: languageSchema });

export const favoritesResponse = z.object({ voice_ids: z.array(z.string()) });

export const favoriteParams = z.object({ voice_id: z.string().min(1).max(64) });

/**
 * A voice id where a voice is chosen: one of `ids` (the catalogue), or a cloned voice `clone:<uuid>`
 * (whose owner the service checks). Same message as the catalogue's enum had.
 */
export function voiceIdSchema(ids: readonly string[]) {
  const message = `Unknown voice. Choose one of: ${ids.join(', ')}, or one of your cloned voices.`;
  return z
    .string({ error: message })
    .refine((id) => ids.includes(id) || isCloneVoiceId(id), { error: message });
}

/** A clone's voice id (`clone:<uuid>`) or its bare uuid. */
export const cloneParams = z.object({
  clone_id: z
    .string()
    .transform((id) => id.replace(/^clone:/, ''))
    .pipe(z.uuid({ error: 'Cloned voice not found.' })),
});
