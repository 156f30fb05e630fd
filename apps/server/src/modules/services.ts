import type { AppContext } from '../context.ts';
import { CaptionsService } from './captions/captions.service.ts';
import { DashboardService } from './dashboard/dashboard.service.ts';
import { ScriptsService } from './scripts/scripts.service.ts';
import { ScriptsLibraryService } from './scripts/scripts-library.service.ts';
import { VideoJobs } from './videos/videos.jobs.ts';
import { SocialService } from './social/social.service.ts';
import { UsersService } from './users/users.service.ts';
import { VideosService } from './videos/videos.service.ts';
import { VoicesService } from './voices/voices.service.ts';

export interface Services {
  videos: VideosService;
  videoJobs: VideoJobs;
  scripts: ScriptsService;
  scriptsLibrary: ScriptsLibraryService;
  voices: VoicesService;
  social: SocialService;
  users: UsersService;
  captions: CaptionsService;
  dashboard: DashboardService;
}

const made = new WeakMap<AppContext, Services>();

/** One set of services per context, shared by the routes and the job handlers. */
export function services(ctx: AppContext): Services {
  let s = made.get(ctx);
  if (!s) {
    s = {
      videos: new VideosService(ctx),
      videoJobs: new VideoJobs(ctx),
      scripts: new ScriptsService(ctx),
      scriptsLibrary: new ScriptsLibraryService(ctx),
      voices: new VoicesService(ctx),
      social: new SocialService(ctx),
      users: new UsersService(ctx),
      captions: new CaptionsService(ctx),
      dashboard: new DashboardService(ctx),
    };
    made.set(ctx, s);
  }
  return s;
}
