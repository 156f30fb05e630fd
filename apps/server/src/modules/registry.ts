import type { FastifyInstance } from 'fastify';
import { writerInstructionsRoutes } from './scripts/writer-instructions.routes.ts';
import type { AppContext } from '../context.ts';
import type { Services } from './services.ts';
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
import { uploadsRoutes } from './uploads/uploads.routes.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { trendingRoutes } from './trending/trending.routes.ts';
import { monetizationRoutes } from './monetization/monetization.routes.ts';
import { apiKeysRoutes } from './developer/api-keys.routes.ts';
import { webhooksRoutes } from './webhooks/webhooks.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { affiliateRoutes } from './affiliate/affiliate.routes.ts';
import { billingRoutes } from './billing/billing.routes.ts';

/** Every domain module's routes, registered in one place. */
export async function registerModules(app: FastifyInstance, ctx: AppContext, svc: Services) {
  await app.register(usersRoutes(ctx, svc));
  await app.register(contactRoutes(ctx, svc));
  await app.register(waitlistRoutes(ctx, svc));
  await app.register(publicRoutes(ctx, svc));
  await app.register(videosRoutes(ctx, svc));
  await app.register(scriptsRoutes(ctx, svc));
  await app.register(scriptsLibraryRoutes(ctx, svc));
  await app.register(writerInstructionsRoutes(ctx, svc));
  await app.register(captionsRoutes(ctx, svc));
  await app.register(voicesRoutes(ctx, svc));
  await app.register(dashboardRoutes(ctx, svc));
  await app.register(socialRoutes(ctx, svc));
  await app.register(uploadsRoutes(ctx, svc));
  await app.register(analyticsRoutes(ctx, svc));
  await app.register(trendingRoutes(ctx, svc));
  await app.register(monetizationRoutes(ctx, svc));
  await app.register(apiKeysRoutes(ctx, svc));
  await app.register(webhooksRoutes(ctx, svc));
  await app.register(notificationsRoutes(ctx, svc));
  await app.register(affiliateRoutes(ctx, svc));
  await app.register(billingRoutes(ctx, svc));
}
