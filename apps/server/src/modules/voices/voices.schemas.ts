import { z } from 'zod';

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
