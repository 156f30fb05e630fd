import {
  SCENE_LAYOUTS,
  SCENE_TRANSITIONS,
  STORYBOARD_LIMITS,
  visualSchema,
} from '@reelsmith/contracts/storyboard';
import { z } from 'zod';

export const videoParams = z.object({ id: z.uuid({ error: 'Video not found.' }) });
export const sceneParams = videoParams.extend({
  sceneId: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'Scene not found.' }),
});
export const versionParams = videoParams.extend({ versionId: z.uuid({ error: 'Version not found.' }) });

const revision = z
  .number({ error: 'revision must be the revision you last read (a whole number).' })
  .int()
  .min(0);

/** The storyboard itself is checked by the service, so its problems come back naming scene and field. */
export const putStoryboardBody = z.object({
  storyboard: z.unknown(),
  revision: revision.optional(),
});

export const patchSceneBody = z.object({
  revision: revision.optional(),
  text: z.string().max(STORYBOARD_LIMITS.maxSceneTextChars).optional(),
  visual: visualSchema.optional(),
  durationSec: z.number().finite().optional(),
  transition: z.enum(SCENE_TRANSITIONS).optional(),
  label: z.string().max(STORYBOARD_LIMITS.maxLabelChars).nullable().optional(),
  layout: z.enum(SCENE_LAYOUTS).optional(),
});
export type PatchSceneBody = z.infer<typeof patchSceneBody>;

export const versionsBody = z.object({ revision: revision.optional() });

export const storyboardAnswer = z.object({
  storyboard: z.record(z.string(), z.unknown()).describe('The storyboard document (schema_version 1)'),
  revision: z.number().int(),
});

export const storyboardReadAnswer = storyboardAnswer.extend({
  storyboard: storyboardAnswer.shape.storyboard.nullable(),
  editable: z.boolean(),
  reason: z.string().optional(),
});

export const versionDto = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(['rendering', 'completed', 'failed']),
  percent: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  durationSec: z.number().nullable(),
  videoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  current: z.boolean(),
});
export type VersionDto = z.infer<typeof versionDto>;

export const illustrationsQuery = z.object({
  q: z.string().trim().max(60).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

export const stockQuery = z.object({ q: z.string().trim().max(80).default('') });
export const stockClipParams = z.object({
  clipId: z.string().regex(/^[a-z]{2,12}-\d{1,12}$/, { error: 'That clip was not found.' }),
});
export const stockChooseBody = stockClipParams;
export const stockAnswer = z.object({
  available: z.boolean(),
  reason: z.string().optional().describe('Why there is no stock footage here (in the creator’s words)'),
  items: z.array(
    z.object({
      id: z.string(),
      width: z.number(),
      height: z.number(),
      durationSec: z.number(),
      attribution: z.string(),
      pictureUrl: z.string(),
    }),
  ),
});
