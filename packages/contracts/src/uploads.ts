// Upload and enhance, and image to video (issue 17): ids, limits and presets both sides use.
// Plain data with no imports.

/** The spec's stated limit, enforced on the server by reading the file (decision 100). */
export const UPLOAD_MAX_BYTES = 500 * 1024 * 1024;
export const UPLOAD_FORMATS = ['MP4', 'MOV', 'AVI'] as const;

/** What an upload is: a video (tus, enhance flow) or a photo for B-roll (decision 045). */
export const UPLOAD_KINDS = ['video', 'photo'] as const;
export type UploadKindId = (typeof UPLOAD_KINDS)[number];
/** Photos for the uploads library, judged by content (HEIC decoded to JPEG where the server can). */
export const UPLOAD_PHOTO_FORMATS = ['JPEG', 'PNG', 'WebP', 'HEIC'] as const;

export const REFRAMES = ['blur', 'crop', 'subject'] as const;
export type ReframeId = (typeof REFRAMES)[number];

export const UPLOAD_STATUSES = [
  'uploaded',
  'queued',
  'analysing',
  'transcribing',
  'rendering',
  'checking',
  'completed',
  'failed',
] as const;
export type UploadStatusId = (typeof UPLOAD_STATUSES)[number];
/** The enhance job is on its way. */
export const LIVE_UPLOAD_STATUSES = ['queued', 'analysing', 'transcribing', 'rendering', 'checking'] as const;

/** Step 3's platform presets: every one is 1080x1920 H.264 High, AAC 48 kHz, moov first; they differ in length. */
export const EXPORT_PRESETS = {
  tiktok: { label: 'TikTok', maxSec: 600 },
  reels: { label: 'Instagram Reels', maxSec: 900 },
  shorts: { label: 'YouTube Shorts', maxSec: 180 },
} as const;
export type ExportPresetId = keyof typeof EXPORT_PRESETS;
export const EXPORT_PRESET_IDS = Object.keys(EXPORT_PRESETS) as ExportPresetId[];

/** Image to video. */
export const PHOTOS_MIN = 1;
export const PHOTOS_MAX = 20;
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
