import type { AppContext } from '../context.ts';
import { ScriptsService } from './scripts/scripts.service.ts';
import { ScriptsLibraryService } from './scripts/scripts-library.service.ts';
import { VideoJobs } from './videos/videos.jobs.ts';
import { SocialService } from './social/social.service.ts';
import { VideosService } from './videos/videos.service.ts';
import { VoicesService } from './voices/voices.service.ts';

export interface Services {
  videos: VideosService;
  videoJobs: VideoJobs;
  scripts: ScriptsService;
  scriptsLibrary: ScriptsLibraryService;
  voices: VoicesService;
  social: SocialService;
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
    };
    made.set(ctx, s);
  }
  return s;
}
