export type VideoStatus =
  'queued' | 'scripting' | 'voicing' | 'rendering' | 'completed' | 'failed' | 'cancelled';

/** GET /api/videos/:id and the SSE `progress` event. */
export interface VideoDto {
  id: string;
  title: string;
  idea: string;
  vibe: string;
  voice: string;
  style: string;
  caption_style: string;
  music: string;
  duration: number;
  status: VideoStatus;
  percent: number;
  error: string | null;
  caption: string | null;
  hashtags: string[];
  duration_seconds: number | null;
  stage_timings: Record<string, number> | null;
  video_url: string | null;
  download_url: string | null;
  thumbnail_url: string | null;
  srt_url: string | null;
  vtt_url: string | null;
  /** While rendering, once the first seconds exist: the live preview (a growing MP4). */
  preview_url: string | null;
  script: string | null;
  created_at: string;
  completed_at: string | null;
}

export const LIVE_STATUSES: VideoStatus[] = ['queued', 'scripting', 'voicing', 'rendering'];
export const isLive = (s: string) => (LIVE_STATUSES as string[]).includes(s);

/** What each stage is called on screen. */
export const STAGE_LABEL: Record<VideoStatus, string> = {
  queued: 'Waiting in line',
  scripting: 'Writing the script',
  voicing: 'Recording the voice-over',
  rendering: 'Rendering scenes and captions',
  completed: 'Ready',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The pipeline's stages in order, for the stepper under a progress bar. */
export const PIPELINE: Array<{ status: VideoStatus; short: string }> = [
  { status: 'scripting', short: 'Script' },
  { status: 'voicing', short: 'Voice' },
  { status: 'rendering', short: 'Render' },
  { status: 'completed', short: 'Ready' },
];
