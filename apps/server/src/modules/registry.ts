import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { usersRoutes } from './users/users.routes.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { publicRoutes } from './public/public.routes.ts';
import { waitlistRoutes } from './waitlist/waitlist.routes.ts';
import { videosRoutes } from './videos/videos.routes.ts';
import { scriptsRoutes } from './scripts/scripts.routes.ts';
import { scriptsLibraryRoutes } from './scripts/scripts-library.routes.ts';
import { captionsRoutes } from './captions/captions.routes.ts';
import { voicesRoutes } from './voices/voices.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { socialRoutes } from './social/social.routes.ts';

/** Every domain module's routes, registered in one place. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  await app.register(usersRoutes(ctx));
  await app.register(contactRoutes(ctx));
  await app.register(waitlistRoutes(ctx));
  await app.register(publicRoutes(ctx));
  await app.register(videosRoutes(ctx));
  await app.register(scriptsRoutes(ctx));
  await app.register(scriptsLibraryRoutes(ctx));
  await app.register(captionsRoutes(ctx));
  await app.register(voicesRoutes(ctx));
  await app.register(dashboardRoutes(ctx));
  await app.register(socialRoutes(ctx));
}
