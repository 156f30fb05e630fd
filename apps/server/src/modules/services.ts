import type { AbuseService } from './admin/abuse.service.ts';
import type { AdminMoneyService } from './admin/admin.money.service.ts';
import type { AdminService } from './admin/admin.service.ts';
import type { DataExportService } from './users/data-export.service.ts';
import type { AnalyticsService } from './analytics/analytics.service.ts';
import type { MonetizationService } from './monetization/monetization.service.ts';
import type { TrendingService } from './trending/trending.service.ts';
import type { ApiKeysService } from './developer/api-keys.service.ts';
import type { NotificationsService } from './notifications/notifications.service.ts';
import type { WebhooksService } from './webhooks/webhooks.service.ts';
import type { AffiliateService } from './affiliate/affiliate.service.ts';
import type { AffiliatePayoutsService } from './affiliate/payouts.service.ts';
import type { AllowancesService } from './billing/allowances.service.ts';
import type { BillingService } from './billing/billing.service.ts';
import type { OverageService } from './billing/overage.service.ts';
import type { TeamsService } from './billing/teams.service.ts';
import type { CaptionsService } from './captions/captions.service.ts';
import type { ContactService } from './contact/contact.service.ts';
import type { DashboardService } from './dashboard/dashboard.service.ts';
import type { EmailService } from './email/email.service.ts';
import type { StatsReader } from './public/stats.service.ts';
import type { ScriptsService } from './scripts/scripts.service.ts';
import type { ScriptsLibraryService } from './scripts/scripts-library.service.ts';
import type { WriterInstructionsService } from './scripts/writer-instructions.service.ts';
import type { VideoJobs } from './videos/videos.jobs.ts';
import type { VersionJobs } from './storyboards/storyboards.jobs.ts';
import type { StoryboardsService } from './storyboards/storyboards.service.ts';
import type { RemixService } from './remix/remix.service.ts';
import type { StoryboardStock } from './storyboards/storyboards.stock.ts';
import type { SocialJobs } from './social/social.jobs.ts';
import type { SocialService } from './social/social.service.ts';
import type { UsersService } from './users/users.service.ts';
import type { GoogleSignInService } from './auth/google.service.ts';
import type { UploadEnhanceService } from './uploads/uploads.enhance.service.ts';
import type { UploadJobs } from './uploads/uploads.jobs.ts';
import type { UploadsService } from './uploads/uploads.service.ts';
import type { VideosService } from './videos/videos.service.ts';
import type { VideoShareService } from './videos/video-share.service.ts';
import type { VoicesService } from './voices/voices.service.ts';
import type { VoiceClonesService } from './voices/voice-clones.service.ts';
import type { WaitlistService } from './waitlist/waitlist.service.ts';
import type { BrandKitsService } from './brand-kits/brand-kits.service.ts';
import type { ChannelsService } from './channels/channels.service.ts';

/**
 * The built services, as the composition root (src/root.ts) hands them to routes and job
 * handlers. Types only: a service never imports this bag, it is given what it uses.
 */
export interface Services {
  /** The operator console (decision 190). */
  admin: AdminService;
  adminMoney: AdminMoneyService;
  abuse: AbuseService;
  dataExports: DataExportService;
  videos: VideosService;
  /** Brand kits and channels: a series planned, rendered and posted on a cadence (issue 41). */
  brandKits: BrandKitsService;
  channels: ChannelsService;
  /** Short-lived links that open a finished video on a phone (decision 196). */
  videoShares: VideoShareService;
  videoJobs: VideoJobs;
  /** A video's storyboard: read, edit, versions (issue 36). */
  storyboards: StoryboardsService;
  /** Remix and A/B hooks: new videos from a copy of a finished one's storyboard (issue 41). */
  remix: RemixService;
  /** The version render (`version.render`) and its sweep. */
  versionJobs: VersionJobs;
  /** The editor's stock footage search and choice. */
  storyboardStock: StoryboardStock;
  scripts: ScriptsService;
  scriptsLibrary: ScriptsLibraryService;
  writerInstructions: WriterInstructionsService;
  voices: VoicesService;
  /** Users' cloned voices (ElevenLabs instant cloning; decision 026). */
  voiceClones: VoiceClonesService;
  social: SocialService;
  /** Publishing posts and fetching their numbers (the `social.*` jobs and the sweep). */
  socialJobs: SocialJobs;
  users: UsersService;
  googleSignIn: GoogleSignInService;
  captions: CaptionsService;
  dashboard: DashboardService;
  uploads: UploadsService;
  /** An uploaded video's enhance request, previews, exports and saving (the job is uploadJobs). */
  uploadEnhance: UploadEnhanceService;
  uploadJobs: UploadJobs;
  analytics: AnalyticsService;
  trending: TrendingService;
  monetization: MonetizationService;
  apiKeys: ApiKeysService;
  webhooks: WebhooksService;
  /** The notifier: webhooks, emails and pushes when a video or post settles. */
  notifications: NotificationsService;
  /** What a plan may do and how much of it is used: the one place that decides. */
  allowances: AllowancesService;
  teams: TeamsService;
  /** Paying for plans: checkout, portal, invoices and the processor's webhooks. */
  billing: BillingService;
  /** Usage past the allowance: the creator's opt-in and the reports to the processor. */
  overage: OverageService;
  email: EmailService;
  waitlist: WaitlistService;
  contact: ContactService;
  stats: StatsReader;
  affiliate: AffiliateService;
  /** The creator program's payout run, transfers and the operator's payout actions. */
  affiliatePayouts: AffiliatePayoutsService;
}
