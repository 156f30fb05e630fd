import type { AppContext } from './context.ts';
import { usePlanLookup } from './http/rate-limits.ts';
import { AbuseService } from './modules/admin/abuse.service.ts';
import { AdminMoneyService } from './modules/admin/admin.money.service.ts';
import { AdminService } from './modules/admin/admin.service.ts';
import { BrandKitsService } from './modules/brand-kits/brand-kits.service.ts';
import { ChannelsService } from './modules/channels/channels.service.ts';
import { AffiliateService } from './modules/affiliate/affiliate.service.ts';
import { AffiliatePayoutsService } from './modules/affiliate/payouts.service.ts';
import { AnalyticsService } from './modules/analytics/analytics.service.ts';
import type { BillingListener } from './modules/billing/billing.listeners.ts';
import { AllowancesService } from './modules/billing/allowances.service.ts';
import { BillingService } from './modules/billing/billing.service.ts';
import { OverageService } from './modules/billing/overage.service.ts';
import { TeamsService } from './modules/billing/teams.service.ts';
import { CaptionsService } from './modules/captions/captions.service.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { DashboardService } from './modules/dashboard/dashboard.service.ts';
import { ApiKeysService } from './modules/developer/api-keys.service.ts';
import { EmailService } from './modules/email/email.service.ts';
import { MonetizationService } from './modules/monetization/monetization.service.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { createStatsReader } from './modules/public/stats.service.ts';
import { ScriptsLibraryService } from './modules/scripts/scripts-library.service.ts';
import { ScriptsService } from './modules/scripts/scripts.service.ts';
import { WriterInstructionsService } from './modules/scripts/writer-instructions.service.ts';
import type { Services } from './modules/services.ts';
import { SocialJobs } from './modules/social/social.jobs.ts';
import { SocialService } from './modules/social/social.service.ts';
import { TrendingService } from './modules/trending/trending.service.ts';
import { UploadEnhanceService } from './modules/uploads/uploads.enhance.service.ts';
import { UploadJobs } from './modules/uploads/uploads.jobs.ts';
import { UploadsService } from './modules/uploads/uploads.service.ts';
import { DataExportService } from './modules/users/data-export.service.ts';
import { UsersService } from './modules/users/users.service.ts';
import { GoogleSignInService } from './modules/auth/google.service.ts';
import { VideoShareService } from './modules/videos/video-share.service.ts';
import { silentSpeech, VideoJobs } from './modules/videos/videos.jobs.ts';
import { storyboardStorageKey } from './modules/videos/videos.storyboard.ts';
import { deriveStoryboard } from './modules/storyboards/storyboards.derive.ts';
import { VersionJobs } from './modules/storyboards/storyboards.jobs.ts';
import { StoryboardsService } from './modules/storyboards/storyboards.service.ts';
import { RemixService } from './modules/remix/remix.service.ts';
import { StoryboardStock } from './modules/storyboards/storyboards.stock.ts';
import { VideosService } from './modules/videos/videos.service.ts';
import { VoiceClonesService } from './modules/voices/voice-clones.service.ts';
import { VoicesService } from './modules/voices/voices.service.ts';
import { WaitlistService } from './modules/waitlist/waitlist.service.ts';
import { WebhooksService } from './modules/webhooks/webhooks.service.ts';
import { createStripePayments } from './providers/payments/stripe.payments.ts';

export type { Services };

/**
 * The composition root: the one place that builds every service and hands each its collaborators.
 * Entry points (the HTTP app, the worker, the CLI) and tests call it; nothing below imports it
 * (eslint.boundaries.js), so the import graph has no circle (`npm run check:cycles`).
 */
function compose(ctx: AppContext): Services {
  const email = new EmailService({
    db: ctx.database.db,
    queue: ctx.queue,
    mailer: ctx.mailer,
    from: ctx.env.MAIL_FROM,
    logger: ctx.logger,
  });
  const analytics = new AnalyticsService(ctx);
  const affiliate = new AffiliateService(ctx);
  const affiliatePayouts = new AffiliatePayoutsService(ctx);
  const payments = createStripePayments(ctx.env);
  const allowances = new AllowancesService(ctx, email, payments !== null);
  const teams = new TeamsService(ctx, { allowances, email });
  const overage = new OverageService(ctx, { allowances, payments });
  const billing = new BillingService(ctx, {
    allowances,
    teams,
    email,
    payments,
    // Who hears about real money (invoice paid, refund, dispute): the creator program's commissions.
    listeners: [affiliate] satisfies BillingListener[],
  });
  // API access, cloning and instructions follow the plan in force (grant, subscription or team).
  const planOf = async (userId: string) => (await allowances.planFor(userId)).id;
  usePlanLookup(ctx, planOf);
  const voiceClones = new VoiceClonesService(ctx, planOf);
  const writerInstructions = new WriterInstructionsService(ctx, planOf);
  const uploads = new UploadsService(ctx);
  // Reports name a shared link's video; the block list screens ideas where videos and scripts start.
  const abuse = new AbuseService(ctx, {
    videoIdOf: (token): Promise<string> => videoShares.videoIdOf(token),
  });
  const screenIdea = (text: string, field?: string): Promise<void> => abuse.screenIdea(text, field);
  const videos = new VideosService(ctx, { billing: allowances, uploads, voiceClones, screenIdea });
  const videoShares = new VideoShareService(ctx, videos);
  const storyboards = new StoryboardsService(ctx, {
    planOf,
    voiceClones,
    derive: (v) => deriveStoryboard(ctx, v, { voiceClones, silentSpeech, storageKey: storyboardStorageKey }),
  });
  const webhooks = new WebhooksService(ctx, planOf, email);
  const notifications = new NotificationsService(ctx, { videos, webhooks, email });
  const social = new SocialService(ctx);
  const brandKits = new BrandKitsService(ctx, { allowances });
  const channels = new ChannelsService(ctx, { videos, brandKits, social, allowances });
  const users = new UsersService(ctx, {
    billing: allowances,
    voiceClones,
    email,
    closing: [billing, affiliate],
  });
  return {
    admin: new AdminService(ctx, { allowances, users }),
    adminMoney: new AdminMoneyService(ctx, { billing, payouts: affiliatePayouts }),
    abuse,
    dataExports: new DataExportService(ctx, email),
    videos,
    videoShares,
    // A settled video is announced, then an automatic channel schedules it (issue 41).
    videoJobs: new VideoJobs(ctx, voiceClones, writerInstructions, {
      videoSettled: async (v) => {
        await notifications.videoSettled(v);
        await channels.videoSettled(v);
      },
    }),
    storyboards,
    remix: new RemixService(ctx, { videos, storyboards, voiceClones }),
    versionJobs: new VersionJobs(ctx),
    storyboardStock: new StoryboardStock(ctx),
    scripts: new ScriptsService(ctx, { billing: allowances, voiceClones, writerInstructions, screenIdea }),
    scriptsLibrary: new ScriptsLibraryService(ctx, voiceClones),
    writerInstructions,
    voices: new VoicesService(ctx, voiceClones),
    voiceClones,
    social,
    brandKits,
    channels,
    socialJobs: new SocialJobs(ctx, notifications),
    users,
    googleSignIn: new GoogleSignInService(ctx, { sessions: users }),
    captions: new CaptionsService(ctx),
    dashboard: new DashboardService(ctx, allowances, teams),
    uploads,
    uploadEnhance: new UploadEnhanceService(ctx, uploads),
    uploadJobs: new UploadJobs(ctx),
    apiKeys: new ApiKeysService(ctx, planOf),
    analytics,
    trending: new TrendingService(ctx, analytics),
    monetization: new MonetizationService(ctx),
    webhooks,
    notifications,
    allowances,
    teams,
    billing,
    overage,
    email,
    waitlist: new WaitlistService(ctx, email),
    contact: new ContactService(ctx, email),
    stats: createStatsReader(ctx.database.db),
    affiliate,
    affiliatePayouts,
  };
}

const built = new WeakMap<AppContext, Services>();

/** The services of a context, built on first call and the same ones after (routes and jobs share them). */
export function composeServices(ctx: AppContext): Services {
  let s = built.get(ctx);
  if (!s) {
    s = compose(ctx);
    built.set(ctx, s);
  }
  return s;
}
