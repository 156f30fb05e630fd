/**
 * Every background job: its name, its payload and its retry policy. Payloads carry ids only; the
 * handler reloads the row, so the database stays the truth and a retried job does no work twice.
 * Each name has exactly one handler (the queue refuses to start otherwise).
 */
export interface JobCatalogue {
  'email.send': { emailId: string };
  'video.render': { videoId: string };
  'voice.preview': { voiceId: string };
  'social.post': { postId: string };
  'social.metrics': { targetId: string };
  'voice.narrate': { audioId: string };
}

export type JobName = keyof JobCatalogue;

export interface JobPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** pg-boss expires (and retries) a job that runs longer; a dead worker's job comes back after this. */
  expireInSeconds: number;
}

export const JOB_POLICIES: Record<JobName, JobPolicy> = {
  'email.send': { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 60 },
  // A dead worker's render is retried within a minute by the stale sweep (videos.jobs.ts),
  // long before this expiry.
  'video.render': { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 600 },
  'voice.preview': { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 120 },
  // 5xx, 429 and dropped connections come back here; platforms already posted are skipped.
  'social.post': { retryLimit: 4, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 1800 },
  'social.metrics': { retryLimit: 1, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 120 },
  // Narration leaves the API request (decision 140); the request waits for it.
  'voice.narrate': { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 180 },
};

export const JOB_NAMES = Object.keys(JOB_POLICIES) as JobName[];
