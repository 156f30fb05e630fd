import type { Language } from '@reelsmith/contracts/languages';
/**
 * Every background job: its name, its payload and its retry policy. Payloads carry ids only; the
 * handler reloads the row, so the database stays the truth and a retried job does no work twice.
 * Each name has exactly one handler (the queue refuses to start otherwise).
 */
export interface JobCatalogue {
  'email.send': { emailId: string };
  'video.render': { videoId: string };
  /** A new version of a video rendered from the storyboard snapshot on its row (issue 36). */
  'version.render': { versionId: string };
  'voice.preview': { voiceId: string };
  'social.post': { postId: string };
  'social.metrics': { targetId: string };
  /** targetSec: speak the writer's unedited script at a rate that lasts this long (create flow). */
  'voice.narrate': { audioId: string; targetSec?: number; language?: Language };
  'upload.enhance': { uploadId: string };
  'webhook.deliver': { deliveryId: string };
  'push.send': { videoId: string };
  /** Scheduled: pending commissions past the refund window become ready. */
  'affiliate.mature': Record<string, never>;
  /** Scheduled: the period's payouts are gathered from ready commissions. */
  'affiliate.payouts': Record<string, never>;
  'affiliate.transfer': { payoutId: string };
  /** Scheduled: Idempotency-Keys past their day and watchers of dead progress streams are deleted. */
  'developer.sweep': Record<string, never>;
  /** Usage past the allowance (an `overage_usage` row) sent to the processor for the next invoice. */
  'billing.overage': { usageId: string };
  /** Settings > "Download my data": the zip of one account's videos, scripts, captions, posts, invoices. */
  'account.export': { exportId: string };
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
  // As video.render: a dead worker's version is failed by the sweep once its job is gone.
  'version.render': { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 600 },
  'voice.preview': { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 120 },
  // 5xx, 429 and dropped connections come back here; platforms already posted are skipped.
  'social.post': { retryLimit: 4, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 1800 },
  'social.metrics': { retryLimit: 1, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 120 },
  // Narration leaves the API request (decision 140); the request waits for it.
  'voice.narrate': { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 180 },
  // Enhance of an uploaded clip (decision 100): up to 30 min of footage at about real time.
  'upload.enhance': { retryLimit: 1, retryDelaySeconds: 2, retryBackoff: false, expireInSeconds: 3600 },
  // A failed answer schedules its own next attempt with backoff (webhooks.service.ts); the queue's
  // retry covers only a worker that died mid-delivery.
  'webhook.deliver': { retryLimit: 2, retryDelaySeconds: 30, retryBackoff: false, expireInSeconds: 120 },
  'push.send': { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 },
  // Both re-read the database and change only what is due, so a retry or a double run is harmless.
  'affiliate.mature': { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 },
  'affiliate.payouts': { retryLimit: 2, retryDelaySeconds: 300, retryBackoff: true, expireInSeconds: 600 },
  // Stripe's idempotency key is the payout id: a retried transfer never sends twice.
  'affiliate.transfer': { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 120 },
  // Deletes only what is past its time: a double run deletes nothing more.
  'developer.sweep': { retryLimit: 1, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 300 },
  // The processor counts one event per usage id, and the row says when it was sent: a retry bills nothing twice.
  'billing.overage': { retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 },
  // Builds the whole zip again on a retry (the row says ready once it is stored: a repeat does nothing).
  'account.export': { retryLimit: 1, retryDelaySeconds: 30, retryBackoff: false, expireInSeconds: 1800 },
};

/** Jobs the queue starts on a timetable (cron, UTC), whichever worker is up. */
export const JOB_SCHEDULES: Partial<Record<JobName, (env: { AFFILIATE_PAYOUT_CRON: string }) => string>> = {
  'affiliate.mature': () => '17 * * * *',
  'developer.sweep': () => '43 * * * *',
  'affiliate.payouts': (env) => env.AFFILIATE_PAYOUT_CRON,
};

export const JOB_NAMES = Object.keys(JOB_POLICIES) as JobName[];
