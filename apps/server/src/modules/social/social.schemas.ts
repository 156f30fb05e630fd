import { z } from 'zod';
import { SOCIAL_PLATFORMS } from '../../db/schema/social.ts';
import { UUID } from '../../lib/uuid.ts';

/** `#Tag`, ` tag ` and `TAG` are one hashtag: trimmed, without '#', duplicates (any case) dropped. */
const hashtags = z
  .array(z.string({ error: 'Each hashtag must be text.' }).max(100, 'A hashtag is at most 100 characters.'), {
    error: 'hashtags must be a list.',
  })
  .max(60, 'At most 30 hashtags.')
  .transform((tags) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const raw of tags) {
      const tag = raw.trim().replace(/^#+/, '').trim();
      if (!tag || seen.has(tag.toLowerCase())) continue;
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
    return out;
  })
  .pipe(
    z
      .array(z.string().regex(/^[\p{L}\p{N}_]+$/u, 'Hashtags may contain letters, digits and _ only.'))
      .max(30, 'At most 30 hashtags.'),
  );

const platform = z.enum(SOCIAL_PLATFORMS, {
  error: () => `Choose platforms among: ${SOCIAL_PLATFORMS.join(', ')}.`,
});

const schedule = z
  .string({ error: 'scheduled_for must be a date and time.' })
  .max(40)
  .nullable()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : null));

export const createPostBody = z.object({
  title: z
    .string({ error: 'Title is required.' })
    .trim()
    .min(1, 'Title is required.')
    .max(100, 'Title is at most 100 characters.'),
  description: z.string().trim().max(2000, 'Description is at most 2000 characters.').default(''),
  /** The id of one of the user's finished videos, as My Content lists it (decision 080). */
  video_file_path: z
    .string({ error: 'Choose a video.' })
    .trim()
    .regex(UUID, 'Choose one of your finished videos.'),
  hashtags: hashtags.default([]),
  platforms: z
    .array(platform, { error: 'Choose at least one platform.' })
    .min(1, 'Choose at least one platform.')
    .transform((p) => [...new Set(p)]),
  scheduled_for: schedule,
  /** IANA zone a wall-clock `scheduled_for` is read in (the browser's own); UTC when absent. */
  time_zone: z.string().max(64).optional(),
});
export type CreatePostBody = z.infer<typeof createPostBody>;

export const editPostBody = z.object({
  title: createPostBody.shape.title.optional(),
  description: z.string().trim().max(2000, 'Description is at most 2000 characters.').optional(),
  hashtags: hashtags.optional(),
  scheduled_for: schedule,
  time_zone: z.string().max(64).optional(),
});
export type EditPostBody = z.infer<typeof editPostBody>;

export const platformParams = z.object({ platform: z.string().max(32) });
export const postParams = z.object({ id: z.string().max(64) });
export const earlyAccessBody = z.object({
  platform: z.string({ error: 'platform is required.' }).trim().toLowerCase().max(32),
});
export const oauthQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});
