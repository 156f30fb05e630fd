import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';

/** The public pages worth indexing, with how often they change. */
export const SITEMAP_PAGES: { path: string; changefreq: string; priority: string }[] = [
  { path: '/', changefreq: 'weekly', priority: '1.0' },
  { path: '/pricing', changefreq: 'monthly', priority: '0.9' },
  { path: '/works-how', changefreq: 'monthly', priority: '0.8' },
  { path: '/use-cases', changefreq: 'monthly', priority: '0.8' },
  { path: '/signup', changefreq: 'yearly', priority: '0.7' },
  { path: '/contact', changefreq: 'yearly', priority: '0.6' },
  { path: '/waitlist', changefreq: 'monthly', priority: '0.6' },
  { path: '/login', changefreq: 'yearly', priority: '0.4' },
  { path: '/privacy-policy', changefreq: 'yearly', priority: '0.3' },
  { path: '/service-terms', changefreq: 'yearly', priority: '0.3' },
];

const DISALLOWED = [
  '/api/',
  '/dashboard',
  '/settings',
  '/payment-success',
  '/cancel-payment',
  '/activate',
  '/reset-password',
  '/watch/',
];

/**
 * robots.txt and sitemap.xml are answered by the server, not shipped as static files, because both
 * need absolute addresses and only the server knows the public address (PUBLIC_URL).
 */
export const seoRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const base = ctx.env.PUBLIC_URL;
    const robots = [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
    const sitemap = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...SITEMAP_PAGES.map(
        (p) =>
          `  <url><loc>${base}${p.path}</loc><changefreq>${p.changefreq}</changefreq><priority>${p.priority}</priority></url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    const cache = 'public, max-age=3600';
    app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('text/plain; charset=utf-8').header('Cache-Control', cache).send(robots),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('application/xml; charset=utf-8').header('Cache-Control', cache).send(sitemap),
    );
  };
