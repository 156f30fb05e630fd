import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MONETIZATION_PERIODS } from '@reelsmith/contracts/insights';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import { OWNER_SCOPES, ownerScope, scopeFor } from '../../lib/owner-scope.ts';
import type { Services } from '../services.ts';

const periodIds = MONETIZATION_PERIODS.map((p) => p.id) as ['week', 'month', 'quarter'];
const periodQuery = z.object({
  period: z.enum(periodIds, { error: 'Period must be week, month or quarter.' }).default('month'),
  scope: z.enum(OWNER_SCOPES, { error: `Scope must be one of ${OWNER_SCOPES.join(', ')}.` }).default('me'),
});
/** Reads take `?scope=team` (decision 115); adding, changing and deleting stay the user's own. */
const scopeQuery = periodQuery.pick({ scope: true });
const name = z
  .string({ error: 'Product name is required.' })
  .trim()
  .min(1, { error: 'Product name is required.' })
  .max(120, { error: 'Product name is at most 120 characters.' });
const destination = z
  .string({ error: 'Destination URL is required.' })
  .trim()
  .min(1, { error: 'Destination URL is required.' })
  .max(2000, { error: 'Destination URL is at most 2,000 characters.' });
const category = z.string().trim().max(40, { error: 'Category is at most 40 characters.' }).optional();
const idParams = (what: string) => z.object({ id: z.uuid({ error: `${what} not found.` }) });

/** /api/monetization (tracked links, earnings, figures) and the public short link /go/:slug. */
export const monetizationRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const s = svc.monetization;
    const teams = svc.teams;
    const scopeOf = (req: { userId?: string; query: { scope: 'me' | 'team' } }) =>
      scopeFor(req.userId!, req.query.scope, (id) => teams.teamReadIds(id));
    const preHandler = signedIn(ctx);
    const tags = ['monetization'];
    const security = [{ bearer: [] }];

    app.get(
      '/go/:slug',
      {
        config: { rateLimit: { max: 120, timeWindow: 60_000, keyGenerator: (req) => `go:${req.ip}` } },
        schema: {
          tags,
          summary: 'A tracked link: counts the click (once per visitor a day) and redirects with UTM tags',
          params: z.object({ slug: z.string().max(40) }),
        },
      },
      async (req, reply) => {
        const to = await s.click(req.params.slug, req.ip, String(req.headers['user-agent'] ?? ''));
        reply.header('Cache-Control', 'no-store');
        reply.header('Referrer-Policy', 'no-referrer-when-downgrade');
        if (!to)
          return reply
            .status(404)
            .type('text/plain; charset=utf-8')
            .send('This link does not exist or was removed.');
        return reply.redirect(to, 302);
      },
    );

    app.get(
      '/api/monetization/overview',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Earnings, clicks, click rate, products, accounts, tips',
          querystring: periodQuery,
        },
      },
      async (req) => s.overview(await scopeOf(req), req.query.period),
    );
    app.get(
      '/api/monetization/report',
      { preHandler, schema: { tags, security, summary: 'The overview as CSV', querystring: periodQuery } },
      async (req, reply) => {
        reply.header('Content-Type', 'text/csv; charset=utf-8');
        reply.header(
          'Content-Disposition',
          `attachment; filename="reelsmith-monetization-${req.query.period}-${new Date().toISOString().slice(0, 10)}.csv"`,
        );
        return reply.send(await s.csv(await scopeOf(req), req.query.period));
      },
    );
    app.get(
      '/api/monetization/products',
      {
        preHandler,
        schema: { tags, security, summary: 'Products and their tracked links', querystring: scopeQuery },
      },
      async (req) => ({ results: await s.listProducts(await scopeOf(req)) }),
    );
    app.post(
      '/api/monetization/products',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Add a product: issues its short tracked link',
          body: z.object({ name, destination_url: destination, category }),
        },
      },
      async (req, reply) => reply.status(201).send(await s.createProduct(ownerScope(req.userId!), req.body)),
    );
    app.patch(
      '/api/monetization/products/:id',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Edit a product (its link stays the same)',
          params: idParams('Product'),
          body: z.object({ name: name.optional(), destination_url: destination.optional(), category }),
        },
      },
      async (req) => s.updateProduct(ownerScope(req.userId!), req.params.id, req.body),
    );
    app.delete(
      '/api/monetization/products/:id',
      {
        preHandler,
        schema: { tags, security, summary: 'Remove a product and its link', params: idParams('Product') },
      },
      async (req, reply) => {
        await s.deleteProduct(ownerScope(req.userId!), req.params.id);
        return reply.status(204).send();
      },
    );
    app.get(
      '/api/monetization/earnings',
      { preHandler, schema: { tags, security, summary: 'The latest 200 earnings', querystring: scopeQuery } },
      async (req) => ({ results: await s.listEarnings(await scopeOf(req)) }),
    );
    app.post(
      '/api/monetization/earnings',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Enter an earning by hand',
          body: z.object({
            product_id: z.uuid({ error: 'Product not found.' }).nullable().optional(),
            date: z.iso.date({ error: 'Date must be YYYY-MM-DD.' }),
            amount: z
              .number({ error: 'Amount must be a number.' })
              .min(-100_000, { error: 'Amount is too large.' })
              .max(100_000, { error: 'Amount is too large.' })
              .refine((n) => n !== 0, { error: 'Amount cannot be zero.' }),
            items: z.number().int().min(0).max(100_000).optional(),
            note: z.string().trim().max(300).optional(),
          }),
        },
      },
      async (req, reply) => reply.status(201).send(await s.addEarning(ownerScope(req.userId!), req.body)),
    );
    app.delete(
      '/api/monetization/earnings/:id',
      { preHandler, schema: { tags, security, summary: 'Remove an earning', params: idParams('Earning') } },
      async (req, reply) => {
        await s.deleteEarning(ownerScope(req.userId!), req.params.id);
        return reply.status(204).send();
      },
    );
    app.post(
      '/api/monetization/earnings/import',
      {
        preHandler,
        bodyLimit: 5 * 1024 * 1024,
        schema: {
          tags,
          security,
          summary: 'Import an Amazon Associates earnings report (CSV): every row or none',
          body: z.object({
            format: z.literal('amazon-associates', {
              error: 'Only Amazon Associates earnings reports can be imported.',
            }),
            content: z.string({ error: 'Choose a CSV file.' }).min(1, { error: 'The file is empty.' }),
          }),
        },
      },
      async (req) => s.importAmazon(ownerScope(req.userId!), req.body.content),
    );
  };
