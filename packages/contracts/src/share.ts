import { z } from 'zod';

/** POST /api/videos/:id/share-link: a short-lived page that plays the video on another device. */
export const shareLinkDto = z.object({
  /** The public page's full address (for the QR code). */
  url: z.string(),
  /** The same page's path on this site. */
  path: z.string(),
  expires_at: z.string(),
});
export type ShareLinkDto = z.infer<typeof shareLinkDto>;

/** GET /api/shared/:token: what the public page shows; the file links last as long as the page. */
export const sharedVideoDto = z.object({
  title: z.string(),
  caption: z.string().nullable(),
  hashtags: z.array(z.string()),
  duration_seconds: z.number().nullable(),
  video_url: z.string(),
  download_url: z.string(),
  thumbnail_url: z.string().nullable(),
  expires_at: z.string(),
});
export type SharedVideoDto = z.infer<typeof sharedVideoDto>;
