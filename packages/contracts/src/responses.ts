// Response shapes both sides use: the server answers with (and documents) these schemas, the web
// imports their types only (`import type`), so no zod reaches the browser.
import { z } from 'zod';
import { CONTENT_TYPES } from './content.ts';
import { LANGUAGES } from './languages.ts';
import { VIDEO_STATUSES } from './video.ts';
import { VOICE_ACCENTS, VOICE_CATEGORIES, VOICE_GENDERS } from './voices.ts';

/** GET /api/videos/:id, the list, and the SSE `progress` event. */
export const videoDto = z.object({
  id: z.string(),
  video_id: z.string(),
  title: z.string(),
  idea: z.string(),
  prompt_used: z.string(),
  vibe: z.string(),
  voice: z.string(),
  /** ISO 639-1: what the video is written and spoken in. */
  language: z.string(),
  style: z.string(),
  style_used: z.string(),
  caption_style: z.string(),
  music: z.string(),
  duration: z.number(),
  status: z.enum(VIDEO_STATUSES),
  percent: z.number(),
  error: z.string().nullable(),
  caption: z.string().nullable(),
  hashtags: z.array(z.string()),
  duration_seconds: z.number().nullable(),
  stage_timings: z.record(z.string(), z.number()).nullable(),
  video_url: z.string().nullable(),
  download_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  srt_url: z.string().nullable(),
  vtt_url: z.string().nullable(),
  /**
   * While rendering, once the first segment exists: a signed link to the live preview, a
   * fragmented MP4 that grows until the render ends (`<video src>`). Null otherwise; a completed
   * video is watched through `video_url`.
   */
  preview_url: z.string().nullable(),
  /** The creator's uploads shown as B-roll, in the order chosen (decision 028). */
  broll_upload_ids: z.array(z.string()).optional(),
  script: z.string().nullable(),
  /**
   * When the builtin writer wrote this video's script and could not answer the question its idea
   * asks (decision 031): what the creator should know. Absent otherwise.
   */
  writer_notice: z.string().optional(),
  /**
   * Which writer wrote the script ('builtin' or the operator's model) and, when the builtin stood in
   * for a failing model, why (decision 031). Absent for a script the creator gave.
   */
  written_by: z.object({ name: z.string(), fallback_reason: z.string().optional() }).optional(),
  /** The mark drawn in a corner (the Free plan's "Made with Reelsmith"); null on paid plans. */
  watermark: z.string().nullable().optional(),
  /** The video this one is a remix of (issue 41: a copy of its storyboard with one change). */
  remixed_from: z.string().nullable().optional(),
  /** What the remix changed: voice, style, hook, duration or language. */
  remix_change: z.enum(['voice', 'style', 'hook', 'duration', 'language']).optional(),
  /**
   * One of a pair testing two first lines: both share `group`; `hook` is A or B. `twin_id` (on one
   * video's own read) is the other video of the pair, null once it is deleted.
   */
  ab_test: z
    .object({ group: z.string(), hook: z.enum(['A', 'B']), twin_id: z.string().nullable().optional() })
    .optional(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type VideoDto = z.infer<typeof videoDto>;

/** GET /api/users/me/: the signed-in user. */
export const meDto = z.object({
  id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  plan: z.string(),
  credits: z.number().nullable(),
  avatar: z.string().nullable(),
  default_voice: z.string(),
  default_style: z.string(),
  default_caption_preset: z.string(),
  /** The language the pickers start at (decision 224). */
  default_language: z.enum(LANGUAGES),
  date_joined: z.string(),
  /** An operator (the console at /admin); every console call is checked on the server. */
  operator: z.boolean(),
});
export type Me = z.infer<typeof meDto>;

/** One row of My Content: a video, a script or an audio clip. */
export const contentItemDto = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.string(),
  title: z.string(),
  /** The whole idea (video), topic (script) or spoken text (audio): at most 1000 characters each. */
  summary: z.string(),
  /** The start of a script's text (null for videos and audio). */
  excerpt: z.string().nullable(),
  status: z.string(),
  /** 0-100; 100 for anything finished. */
  percent: z.number(),
  error: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  word_count: z.number().nullable(),
  thumbnail_url: z.string().nullable(),
  /** What a <video> or <audio> element plays. */
  media_url: z.string().nullable(),
  download_url: z.string().nullable(),
  vibe: z.string().nullable(),
  voice: z.string().nullable(),
  style: z.string().nullable(),
  caption_style: z.string().nullable(),
  music: z.string().nullable(),
  target_duration: z.number().nullable(),
  script_id: z.string().nullable(),
  audio_id: z.string().nullable(),
  /** A video of a pair testing two first lines (issue 41): My Content shows the pair (same `group`) as one. */
  ab_test: z.object({ group: z.string(), hook: z.enum(['A', 'B']) }).optional(),
  created_at: z.string(),
  /** On a team: who made it (null when it is the viewer's own). Only the maker may change it. */
  made_by: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
});
export type ContentItem = z.infer<typeof contentItemDto>;

/** GET /api/scripts/voices/with-previews/: every voice with its preview state. */
export const voiceDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  accent: z.enum(VOICE_ACCENTS),
  tone: z.string(),
  category: z.enum(VOICE_CATEGORIES),
  mood: z.string(),
  gender: z.enum(VOICE_GENDERS),
  has_preview: z.boolean(),
  /** Relative to the API's origin (`/api/files/public/voices/...`); null before the first preview. */
  preview_url: z.string().nullable(),
  /** True when the engine, the voice's settings or its line changed since the preview was made. */
  preview_needs_update: z.boolean(),
  preview_text: z.string(),
  last_preview_generated: z.string().nullable(),
  is_favorite: z.boolean(),
  /** The language this entry speaks (the list's `language`, default en; issue 42). */
  language: z.string(),
  /**
   * True when the voice speaks that language through the offline espeak-ng engine: clear but
   * robotic, and the screens say so.
   */
  robotic: z.boolean(),
  /**
   * How fast the configured engine speaks this voice (measured), so a screen can say how long a
   * script's voice-over will be; null when the engine's pace is not known.
   */
  pace: z
    .object({ syllables_per_second: z.number(), sentence_pause_sec: z.number(), utterance_sec: z.number() })
    .nullable(),
});
export type Voice = z.infer<typeof voiceDto>;

export const voicesResponse = z.object({ voices: z.array(voiceDto) });
export type VoicesAnswer = z.infer<typeof voicesResponse>;

/** One of the user's cloned voices (`id` is the voice id to use: `clone:<uuid>`). */
export const voiceCloneDto = z.object({
  id: z.string(),
  name: z.string(),
  sample_seconds: z.number(),
  /** ElevenLabs asks some clones to be verified before they speak. */
  requires_verification: z.boolean(),
  created_at: z.string(),
});
export type VoiceClone = z.infer<typeof voiceCloneDto>;

/** GET /api/voices/clones/: the user's clones, and whether they may make another (and why not). */
export const voiceClonesResponse = z.object({
  clones: z.array(voiceCloneDto),
  /** False without an ElevenLabs key on the server. */
  configured: z.boolean(),
  plan: z.string(),
  limit: z.number(),
  /** Why a new clone cannot be made now (no key, plan, limit), or null. */
  unavailable_reason: z.string().nullable(),
});
export type VoiceClonesAnswer = z.infer<typeof voiceClonesResponse>;
