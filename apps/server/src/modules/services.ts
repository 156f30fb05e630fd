import type { AppContext } from '../context.ts';
import { AnalyticsService } from './analytics/analytics.service.ts';
import { MonetizationService } from './monetization/monetization.service.ts';
import { TrendingService } from './trending/trending.service.ts';
import { ApiKeysService } from './developer/api-keys.service.ts';
import { NotificationsService } from './notifications/notifications.service.ts';
import { WebhooksService } from './webhooks/webhooks.service.ts';
import { AffiliateService } from './affiliate/affiliate.service.ts';
import { BillingService } from './billing/billing.service.ts';
import type { BillingListener } from './billing/billing.listeners.ts';
import { CaptionsService } from './captions/captions.service.ts';
import { ContactService } from './contact/contact.service.ts';
import { DashboardService } from './dashboard/dashboard.service.ts';
import { EmailService } from './email/email.service.ts';
import { createStatsReader, type StatsReader } from './public/stats.service.ts';
import { ScriptsService } from './scripts/scripts.service.ts';
import { ScriptsLibraryService } from './scripts/scripts-library.service.ts';
import { WriterInstructionsService } from './scripts/writer-instructions.service.ts';
import { VideoJobs } from './videos/videos.jobs.ts';
import { SocialService } from './social/social.service.ts';
import { UsersService } from './users/users.service.ts';
import { UploadJobs } from './uploads/uploads.jobs.ts';
import { UploadsService } from './uploads/uploads.service.ts';
import { VideosService } from './videos/videos.service.ts';
import { VoicesService } from './voices/voices.service.ts';
import { VoiceClonesService } from './voices/voice-clones.service.ts';
import { WaitlistService } from './waitlist/waitlist.service.ts';

export interface Services {
  videos: VideosService;
  videoJobs: VideoJobs;
  scripts: ScriptsService;
  scriptsLibrary: ScriptsLibraryService;
  writerInstructions: WriterInstructionsService;
  voices: VoicesService;
  /** Users' cloned voices (ElevenLabs instant cloning; decision 026). */
  voiceClones: VoiceClonesService;
  social: SocialService;
  users: UsersService;
  captions: CaptionsService;
  dashboard: DashboardService;
  uploads: UploadsService;
  uploadJobs: UploadJobs;
  analytics: AnalyticsService;
  trending: TrendingService;
  monetization: MonetizationService;
  apiKeys: ApiKeysService;
  webhooks: WebhooksService;
  /** The notifier: webhooks, emails and pushes when a video or post settles. */
  notifications: NotificationsService;
  billing: BillingService;
  email: EmailService;
  waitlist: WaitlistService;
  contact: ContactService;
  stats: StatsReader;
  affiliate: AffiliateService;
}

const made = new WeakMap<AppContext, Services>();

/** One set of services per context, shared by the routes and the job handlers. */
export function services(ctx: AppContext): Services {
  let s = made.get(ctx);
  if (!s) {
    const analytics = new AnalyticsService(ctx);
    const affiliate = new AffiliateService(ctx);
    const videos = new VideosService(ctx);
    // Who hears about real money (invoice paid, refund, dispute): the creator program's commissions.
    const billing = new BillingService(ctx, [affiliate] satisfies BillingListener[]);
    // API access follows the plan in force (grant, subscription or team), as every allowance does.
    const planOf = async (userId: string) => (await billing.planFor(userId)).id;
    const webhooks = new WebhooksService(ctx, planOf);
    const notifications = new NotificationsService(ctx, { videos, webhooks });
    s = {
      videos,
      videoJobs: new VideoJobs(ctx, notifications),
      scripts: new ScriptsService(ctx),
      scriptsLibrary: new ScriptsLibraryService(ctx),
      writerInstructions: new WriterInstructionsService(ctx),
      voices: new VoicesService(ctx),
      voiceClones: new VoiceClonesService(ctx),
      social: new SocialService(ctx, notifications),
      users: new UsersService(ctx),
      captions: new CaptionsService(ctx),
      dashboard: new DashboardService(ctx),
      uploads: new UploadsService(ctx),
      uploadJobs: new UploadJobs(ctx),
      apiKeys: new ApiKeysService(ctx, planOf),
      analytics,
      trending: new TrendingService(ctx, analytics),
      monetization: new MonetizationService(ctx),
      webhooks,
      notifications,
      billing,
      email: new EmailService({
        db: ctx.database.db,
        queue: ctx.queue,
        mailer: ctx.mailer,
        from: ctx.env.MAIL_FROM,
        logger: ctx.logger,
      }),
      waitlist: new WaitlistService(ctx),
      contact: new ContactService(ctx),
      stats: createStatsReader(ctx.database.db),
      affiliate,
    };
    made.set(ctx, s);
  }
  return s;
}
