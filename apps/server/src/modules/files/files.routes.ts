import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { maybeSignedIn } from '../../http/rate-limits.ts';
import { NotFoundError } from '../../http/errors.ts';
import { keyOwner } from '../../storage/storage-paths.ts';

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` → an inclusive range, or 'invalid' when it cannot be served. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/** A strong validator for a stored file: its size and modification time. */
const etagOf = (info: { size: number; modified: Date }) =>
  `"${info.size.toString(36)}-${info.modified.getTime().toString(36)}"`;

/** If-Range (RFC 9110 13.1.5): the range applies only while the file is still the one the client has. */
function rangeStillValid(ifRange: string | undefined, info: { size: number; modified: Date }): boolean {
  if (!ifRange) return true;
  const v = ifRange.trim();
  if (v.startsWith('"')) return v === etagOf(info);
  if (v.startsWith('W/')) return false;
  const date = Date.parse(v);
  return !Number.isNaN(date) && Math.floor(info.modified.getTime() / 1000) * 1000 === date;
}

/**
 * Serves stored files with range requests, so videos stream and seek. `public/...` is open to
 * all; anything else needs its owner's bearer token or a signed, expiring URL.
 */
export const filesRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const handler = async (request: any, reply: any) => {
      let key: string;
      try {
        key = decodeURIComponent((request.params as { '*': string })['*']);
      } catch {
        throw new NotFoundError('File not found.');
      }
      const q = request.query as { exp?: string; sig?: string; download?: string };
      const owner = keyOwner(key);
      const isPublic = owner?.public === true;
      const allowed =
        isPublic ||
        ctx.urls.verify(key, q.exp, q.sig) ||
        (owner?.public === false && request.userId === owner.userId);
      // One answer for "missing" and "not yours", so keys cannot be probed.
      if (!allowed) throw new NotFoundError('File not found.');
      let info;
      try {
        info = await ctx.storage.stat(key);
      } catch {
        info = null;
      }
      if (!info) throw new NotFoundError('File not found.');

      reply.header('Accept-Ranges', 'bytes');
      reply.header('Content-Type', info.contentType);
      reply.header('Last-Modified', info.modified.toUTCString());
      reply.header('ETag', etagOf(info));
      reply.header('Cache-Control', isPublic ? 'public, max-age=86400' : 'private, max-age=3600');
      reply.header('X-Content-Type-Options', 'nosniff');
      if (q.download) {
        const name =
          String(q.download)
            .replace(/[^\w.\- ]+/g, '_')
            .slice(0, 120) || 'download';
        reply.header('Content-Disposition', `attachment; filename="${name}"`);
      }
      const range = rangeStillValid(request.headers['if-range'], info)
        ? parseRange(request.headers.range, info.size)
        : undefined;
      if (range === 'invalid') {
        reply.header('Content-Range', `bytes */${info.size}`);
        reply.header('Content-Type', 'application/json; charset=utf-8');
        return reply
          .status(416)
          .send({ error: 'Requested range not satisfiable', code: 'range_not_satisfiable' });
      }
      if (range) {
        reply.status(206);
        reply.header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
        reply.header('Content-Length', range.end - range.start + 1);
      } else reply.header('Content-Length', info.size);
      // HEAD answers the same headers as GET (a client sizes its next request from them).
      if (request.method === 'HEAD') return reply.send();
      return reply.send(await ctx.storage.read(key, range));
    };
    const opts = { preHandler: maybeSignedIn(ctx), schema: { hide: true } };
    // Our own HEAD: Fastify's automatic one answers Content-Length 0 for a body-less reply.
    app.get('/api/files/*', { ...opts, exposeHeadRoute: false }, handler);
    app.head('/api/files/*', opts, handler);
  };
