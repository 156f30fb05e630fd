import type { AppContext } from '../context.ts';
import { services } from '../modules/services.ts';
import type { JobHandlers } from './queue.ts';

/** The one place that maps each job in the catalogue to its handler. */
export function jobHandlers(ctx: AppContext): JobHandlers {
  const s = services(ctx);
  return {
    'email.send': ({ emailId }) => ctx.email.deliver(emailId),
    'video.render': ({ videoId }, job) => s.videos.render(videoId, job),
    'voice.preview': ({ voiceId }, job) => s.voices.renderPreview(voiceId, job),
    'social.post': ({ postId }, job) => s.social.runPost(postId, job),
    'social.metrics': ({ targetId }) => s.social.fetchMetrics(targetId),
  };
}

/** Housekeeping every worker runs: renders left by a dead worker go back to the queue. */
export function startSweeper(ctx: AppContext, everyMs = 20_000): () => void {
  const s = services(ctx);
  const timer = setInterval(() => {
    s.videos.requeueStale().catch((err) => ctx.logger.warn({ err }, 'stale render sweep failed'));
    s.social.sweep().catch((err) => ctx.logger.warn({ err }, 'social sweep failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
