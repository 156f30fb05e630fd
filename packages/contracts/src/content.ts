// My Content's filters. Plain data with no imports (the web bundle uses it without zod).

export const CONTENT_TYPES = ['video', 'script', 'audio'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const CONTENT_SORTS = ['newest', 'oldest', 'title'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/**
 * Statuses a filter may ask for: a video's own status, a script's, or `processing` (any live
 * render) and `ready` (a finished video, any script marked completed, any audio clip).
 */
export const CONTENT_STATUSES = [
  'processing',
  'ready',
  'queued',
  'scripting',
  'voicing',
  'rendering',
  'completed',
  'failed',
  'cancelled',
  'draft',
  'in-progress',
] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
