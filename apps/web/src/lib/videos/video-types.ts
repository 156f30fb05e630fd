import type { VideoStatus } from '@reelsmith/contracts/video';

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
