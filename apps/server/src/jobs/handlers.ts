import type { Env } from '../config/env.ts';
import type { AppContext } from '../context.ts';
import { sweepIdempotencyKeys } from '../http/idempotency.ts';
import { JOB_SCHEDULES, type JobName } from './catalogue.ts';
import type { Services } from '../modules/services.ts';
import { Housekeeping } from './housekeeping.ts';
import { EnhanceSweep } from '../modules/uploads/enhance-sweep.ts';
import { NarrationSweep } from '../modules/scripts/narration-sweep.ts';
import type { JobHandlers } from './queue.ts';

/** The one place that maps each job in the catalogue to its handler. */
export function jobHandlers(ctx: AppContext, s: Services): JobHandlers {
  return {
    'email.send': ({ emailId }) => s.email.deliver(emailId),
    'video.render': ({ videoId }, job) => s.videoJobs.render(videoId, job),
    'version.render': ({ versionId }, job) => s.versionJobs.render(versionId, job),
    'voice.preview': ({ voiceId }, job) => s.voices.renderPreview(voiceId, job),
    'social.post': ({ postId }, job) => s.socialJobs.runPost(postId, job),
    'social.metrics': ({ targetId }) => s.socialJobs.fetchMetrics(targetId),
    'voice.narrate': ({ audioId, targetSec, language }, job) =>
      s.scripts.renderNarration(audioId, job, targetSec, language),
    'upload.enhance': ({ uploadId }, job) => s.uploadJobs.enhance(uploadId, job),
    'webhook.deliver': ({ deliveryId }) => s.webhooks.deliver(deliveryId),
    'push.send': ({ videoId }) => s.notifications.sendPush(videoId),
    'affiliate.mature': async () => {
      await s.affiliatePayouts.matureCommissions();
    },
    'affiliate.payouts': async () => {
      await s.affiliatePayouts.runPayouts();
    },
    'affiliate.transfer': ({ payoutId }, job) => s.affiliatePayouts.transferPayout(payoutId, job),
    'account.export': ({ exportId }) => s.dataExports.build(exportId),
    'billing.overage': ({ usageId }) => s.overage.report(usageId),
    'developer.sweep': async () => {
      const keys = await sweepIdempotencyKeys(ctx.database.db);
      const watchers = await s.notifications.sweepWatchers();
      if (keys || watchers) ctx.logger.info({ keys, watchers }, 'developer sweep');
    },
  };
}

/** Puts the catalogue's timetabled jobs on the queue's schedule (idempotent; every worker may call it). */
export async function startSchedules(ctx: AppContext): Promise<void> {
  for (const [name, cron] of Object.entries(JOB_SCHEDULES) as Array<[JobName, (env: Env) => string]>) {
    await ctx.queue.schedule(name, cron(ctx.env), {} as never);
  }
}

/** Work done ahead so that a first use is instant: the builtin voices' previews (decision 249). */
export function prepareAhead(ctx: AppContext, s: Services): void {
  s.voices
    .prepareBuiltinPreviews()
    .then((n) => n && ctx.logger.info(`${n} voice preview(s) queued`))
    .catch((err) => ctx.logger.warn({ err }, 'could not queue the voice previews'));
}

/**
 * Housekeeping every worker runs: renders, enhances and narrations left by a dead worker go back to
 * the queue or end failed with their allowance back (every 20 s);
 * closed accounts past their grace and content past its retention are deleted (hourly).
 */
export function startSweeper(
  ctx: AppContext,
  s: Services,
  everyMs = 20_000,
  housekeepingMs = 3600_000,
): () => void {
  const enhances = new EnhanceSweep(ctx);
  const narrations = new NarrationSweep(ctx);
  const timer = setInterval(() => {
    s.videoJobs.requeueStale().catch((err) => ctx.logger.warn({ err }, 'stale render sweep failed'));
    s.versionJobs.sweep().catch((err) => ctx.logger.warn({ err }, 'stale version sweep failed'));
    enhances.run().catch((err) => ctx.logger.warn({ err }, 'stale enhance sweep failed'));
    narrations.run().catch((err) => ctx.logger.warn({ err }, 'stranded narration sweep failed'));
    s.socialJobs.sweep().catch((err) => ctx.logger.warn({ err }, 'social sweep failed'));
  }, everyMs);
  const housekeeping = new Housekeeping(ctx, s);
  const hourly = setInterval(() => {
    housekeeping.run().catch((err) => ctx.logger.warn({ err }, 'housekeeping failed'));
  }, housekeepingMs);
  timer.unref();
  hourly.unref();
  return () => {
    clearInterval(timer);
    clearInterval(hourly);
  };
}
