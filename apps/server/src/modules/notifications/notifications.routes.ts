import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import {
  emailSettingBody,
  notificationSettings,
  pushEndpointBody,
  pushSubscriptionBody,
} from './notifications.schemas.ts';

/** Settings → Notifications: the finish email opt-out and this browser's Web Push subscription. */
export const notificationsRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const n = svc.notifications;
    const preHandler = signedIn(ctx);
    const tags = ['notifications'];
    const security = [{ bearer: [] }];
    const response = { 200: notificationSettings };

    app.get(
      '/api/notifications/settings/',
      {
        preHandler,
        schema: { tags, security, summary: 'Email and push settings, and the VAPID public key', response },
      },
      async (req) => n.settings(req.userId!),
    );
    app.patch(
      '/api/notifications/settings/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Turns the finish email on or off',
          body: emailSettingBody,
          response,
        },
      },
      async (req) => n.setEmail(req.userId!, req.body.email_on_finish),
    );
    app.post(
      '/api/notifications/push/subscriptions/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "Stores this browser's PushSubscription (its toJSON())",
          body: pushSubscriptionBody,
          response,
        },
      },
      async (req) => n.subscribe(req.userId!, req.body),
    );
    app.post(
      '/api/notifications/push/unsubscribe/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Forgets a browser subscription',
          body: pushEndpointBody,
          response,
        },
      },
      async (req) => n.unsubscribe(req.userId!, req.body.endpoint),
    );
  };
