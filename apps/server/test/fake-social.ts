import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Platform = 'youtube' | 'tiktok' | 'instagram';
interface Fault {
  status: number;
  body?: unknown;
  retryAfter?: string;
}

/**
 * One local server speaking the parts of Google/YouTube, TikTok and Instagram that Reelsmith uses:
 * OAuth authorize and token endpoints (refresh tokens rotate), uploads, status polling, metrics.
 * Faults are queued per route (`fail('tiktok', '/v2/post/publish/video/init/', {status: 429})`),
 * and `dropUploadAfter(bytes)` cuts the connection mid-upload once.
 */
export async function startFakeSocial(opts: { verifyVideoUrl?: boolean } = {}) {
  const codes = new Map<string, { platform: Platform; challenge?: string }>();
  const access = new Map<string, { platform: Platform; expiresAt: number }>();
  const refresh = new Map<string, Platform>();
  const faults = new Map<string, Fault[]>();
  const requests: {
    platform: string;
    method: string;
    path: string;
    headers: http.IncomingHttpHeaders;
    bytes: number;
  }[] = [];
  const ytSessions = new Map<string, { total: number; received: number; meta: any; videoId?: string }>();
  const ttUploads = new Map<string, { total: number; received: number; polls: number }>();
  const igContainers = new Map<string, { polls: number; published?: string; videoUrl: string }>();
  const published: { platform: Platform; id: string; title?: string; bytes: number; videoUrl?: string }[] =
    [];
  let dropAfter: number | null = null;
  let accessTtlSec = 3600;
  const metrics = { views: 1234, likes: 56, comments: 7, shares: 3 };
  const id = () => randomBytes(6).toString('hex');

  const issueTokens = (platform: Platform) => {
    const a = `${platform}-at-${id()}`;
    const r = `${platform}-rt-${id()}`;
    access.set(a, { platform, expiresAt: Date.now() + accessTtlSec * 1000 });
    refresh.set(r, platform);
    return { access_token: a, refresh_token: r, expires_in: accessTtlSec };
  };
  const authorized = (req: http.IncomingMessage, url: URL, platform: Platform) => {
    const bearer =
      req.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('access_token') ?? '';
    const t = access.get(bearer);
    return !!t && t.platform === platform && t.expiresAt > Date.now();
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://x');
    const [, platform, ...rest] = url.pathname.split('/');
    const route = '/' + rest.join('/');
    const chunks: Buffer[] = [];
    let bytes = 0;
    let dropped = false;
    await new Promise<void>((resolve) => {
      req.on('data', (c: Buffer) => {
        if (dropped) return;
        if (dropAfter !== null && req.method === 'PUT' && bytes + c.length > dropAfter) {
          const keep = c.subarray(0, dropAfter - bytes);
          chunks.push(keep);
          bytes += keep.length;
          dropped = true;
          dropAfter = null;
          // The connection dies mid-upload: what arrived so far is kept, as a real server does.
          onUpload(platform as Platform, route, req, Buffer.concat(chunks), true);
          req.socket.destroy();
          resolve();
          return;
        }
        chunks.push(c);
        bytes += c.length;
      });
      req.on('end', resolve);
      req.on('close', resolve);
    });
    if (dropped) return;
    const body = Buffer.concat(chunks);
    requests.push({ platform, method: req.method!, path: route, headers: req.headers, bytes: body.length });
    const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(json));
    };
    const queued = faults.get(`${platform} ${route}`)?.shift();
    if (queued)
      return send(
        queued.status,
        queued.body ?? { error: { message: `fake ${queued.status}` } },
        queued.retryAfter ? { 'retry-after': queued.retryAfter } : {},
      );
    const form = () => new URLSearchParams(body.toString());
    const json = () => (body.length ? JSON.parse(body.toString()) : {});
    // A browser test runs in another process: it queues faults over HTTP.
    if (platform === '__control' && route === '/fail' && req.method === 'POST') {
      const f = json();
      const list = faults.get(`${f.platform} ${f.route}`) ?? [];
      list.push(f.fault);
      faults.set(`${f.platform} ${f.route}`, list);
      return send(200, { ok: true });
    }

    // OAuth authorize: a consent page whose Allow link goes back to the app.
    if (route === '/auth' && req.method === 'GET') {
      const code = `code-${id()}`;
      codes.set(code, {
        platform: platform as Platform,
        challenge: url.searchParams.get('code_challenge') ?? undefined,
      });
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        `<!doctype html><title>Fake ${platform} consent</title><h1>Allow Reelsmith to post for you?</h1><a id="allow" href="${back.toString().replace(/&/g, '&amp;')}">Allow</a>`,
      );
    }
    const tokenEndpoint =
      (platform === 'youtube' && route === '/token') ||
      (platform === 'tiktok' && route === '/v2/oauth/token/') ||
      (platform === 'instagram' && route === '/token');
    if (tokenEndpoint) {
      const f = form();
      const p = platform as Platform;
      if (f.get('grant_type') === 'authorization_code') {
        const c = codes.get(f.get('code') ?? '');
        codes.delete(f.get('code') ?? '');
        if (!c || c.platform !== p)
          return send(400, { error: 'invalid_grant', error_description: 'Bad code' });
        if (c.challenge) {
          const { createHash } = await import('node:crypto');
          const want = createHash('sha256')
            .update(f.get('code_verifier') ?? '')
            .digest('base64url');
          if (want !== c.challenge)
            return send(400, { error: 'invalid_grant', error_description: 'PKCE verifier mismatch' });
        }
        const t = issueTokens(p);
        if (p === 'instagram') return send(200, { access_token: t.access_token, user_id: 17841400000000 });
        return send(200, { ...t, scope: 'granted', open_id: 'tt-user-1' });
      }
      if (f.get('grant_type') === 'refresh_token') {
        const r = f.get('refresh_token') ?? '';
        if (refresh.get(r) !== p)
          return send(400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          });
        refresh.delete(r); // rotation: a refresh token works once
        return send(200, issueTokens(p));
      }
      return send(400, { error: 'unsupported_grant_type' });
    }

    if (platform === 'instagram' && route === '/graph/access_token') {
      const short =
        url.searchParams.get('access_token') ?? req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!access.has(short))
        return send(400, { error: { message: 'Invalid OAuth access token.', code: 190 } });
      return send(200, {
        access_token: issueTokens('instagram').access_token,
        token_type: 'bearer',
        expires_in: accessTtlSec,
      });
    }
    if (platform === 'instagram' && route === '/graph/refresh_access_token') {
      if (!authorized(req, url, 'instagram'))
        return send(400, { error: { message: 'Invalid OAuth access token.', code: 190 } });
      return send(200, {
        access_token: issueTokens('instagram').access_token,
        token_type: 'bearer',
        expires_in: accessTtlSec,
      });
    }

    const p = platform as Platform;
    const isUploadPut = req.method === 'PUT';
    if (!isUploadPut && !authorized(req, url, p)) {
      if (p === 'instagram')
        return send(400, { error: { message: 'Error validating access token', code: 190 } });
      if (p === 'tiktok')
        return send(401, {
          error: {
            code: 'access_token_invalid',
            message: 'The access token is invalid or not found in the request.',
          },
        });
      return send(401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
    }

    if (p === 'youtube') {
      if (route === '/youtube/v3/channels')
        return send(200, {
          items: [{ id: 'UC-fake', snippet: { title: 'Fake Channel', customUrl: '@fakechannel' } }],
        });
      if (route === '/upload/youtube/v3/videos' && req.method === 'POST') {
        const sid = id();
        ytSessions.set(sid, {
          total: Number(req.headers['x-upload-content-length']),
          received: 0,
          meta: json(),
        });
        res.writeHead(200, { location: `http://${req.headers.host}/youtube/upload/session/${sid}` });
        return res.end();
      }
      if (route.startsWith('/upload/session/') && isUploadPut)
        return onUpload(p, route, req, body, false, res);
      if (route === '/youtube/v3/videos')
        return send(200, {
          items: [
            {
              id: url.searchParams.get('id'),
              statistics: {
                viewCount: String(metrics.views),
                likeCount: String(metrics.likes),
                commentCount: String(metrics.comments),
              },
            },
          ],
        });
    }
    if (p === 'tiktok') {
      const ok = (data: unknown) => send(200, { data, error: { code: 'ok', message: '', log_id: id() } });
      if (route === '/v2/user/info/')
        return ok({ user: { open_id: 'tt-user-1', display_name: 'fake.tiktoker' } });
      if (route === '/v2/post/publish/creator_info/query/')
        return ok({
          creator_username: 'fake.tiktoker',
          privacy_level_options: ['PUBLIC_TO_EVERYONE', 'SELF_ONLY'],
          max_video_post_duration_sec: 600,
        });
      if (route === '/v2/post/publish/video/init/') {
        const b = json();
        const pid = `v_pub_${id()}`;
        ttUploads.set(pid, { total: b.source_info.video_size, received: 0, polls: 0 });
        published.push({ platform: 'tiktok', id: pid, title: b.post_info.title, bytes: 0 });
        return ok({ publish_id: pid, upload_url: `http://${req.headers.host}/tiktok/upload/${pid}` });
      }
      if (route.startsWith('/upload/') && isUploadPut) return onUpload(p, route, req, body, false, res);
      if (route === '/v2/post/publish/status/fetch/') {
        const u = ttUploads.get(json().publish_id);
        if (!u) return send(400, { error: { code: 'invalid_params', message: 'Unknown publish_id' } });
        u.polls++;
        if (u.received < u.total) return ok({ status: 'PROCESSING_UPLOAD' });
        if (u.polls < 2) return ok({ status: 'PROCESSING_DOWNLOAD' });
        // TikTok sends the post id as a bare int64, beyond what a JS number holds exactly.
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(
          '{"data":{"status":"PUBLISH_COMPLETE","publicaly_available_post_id":[7300000000000000001]},"error":{"code":"ok","message":""}}',
        );
      }
      if (route === '/v2/video/query/')
        return ok({
          videos: json().filters.video_ids.map((vid: string) => ({
            id: vid,
            view_count: metrics.views,
            like_count: metrics.likes,
            comment_count: metrics.comments,
            share_count: metrics.shares,
          })),
        });
    }
    if (p === 'instagram') {
      if (route === '/graph/me') return send(200, { user_id: '17841400000000', username: 'fake.insta' });
      if (route === '/graph/me/content_publishing_limit')
        return send(200, { data: [{ quota_usage: 0, config: { quota_total: 100, quota_duration: 86400 } }] });
      if (route === '/graph/me/media' && req.method === 'POST') {
        const videoUrl = url.searchParams.get('video_url') ?? '';
        if (opts.verifyVideoUrl) {
          const r = await fetch(videoUrl).catch(() => null);
          if (!r?.ok)
            return send(400, {
              error: {
                message: `Media download has failed. The media URI doesn't meet our requirements.`,
                code: 9004,
                error_subcode: 2207052,
              },
            });
          await r.arrayBuffer();
        }
        const cid = `cont_${id()}`;
        igContainers.set(cid, { polls: 0, videoUrl });
        return send(200, { id: cid });
      }
      if (route === '/graph/me/media_publish') {
        const c = igContainers.get(url.searchParams.get('creation_id') ?? '');
        if (!c) return send(400, { error: { message: 'Invalid creation_id', code: 100 } });
        c.published = `media_${id()}`;
        published.push({ platform: 'instagram', id: c.published, bytes: 0, videoUrl: c.videoUrl });
        return send(200, { id: c.published });
      }
      const m = /^\/graph\/([^/]+)(\/insights)?$/.exec(route);
      if (m && igContainers.has(m[1])) {
        const c = igContainers.get(m[1])!;
        c.polls++;
        return send(200, {
          id: m[1],
          status_code: c.published ? 'PUBLISHED' : c.polls < 2 ? 'IN_PROGRESS' : 'FINISHED',
        });
      }
      if (m && m[2])
        return send(200, {
          data: (['views', 'likes', 'comments', 'shares'] as const).map((name) => ({
            name,
            values: [{ value: metrics[name] }],
          })),
        });
      if (m) return send(200, { id: m[1], permalink: `https://www.instagram.com/reel/${m[1]}/` });
    }
    send(404, { error: { message: `fake: no route ${req.method} ${url.pathname}` } });
  });

  function onUpload(
    p: Platform,
    route: string,
    req: http.IncomingMessage,
    body: Buffer,
    partial: boolean,
    res?: http.ServerResponse,
  ) {
    const range = String(req.headers['content-range'] ?? '');
    if (p === 'youtube') {
      const s = ytSessions.get(route.split('/').pop()!);
      if (!s) return res?.writeHead(404).end();
      const query = /^bytes \*\/(\d+)$/.exec(range);
      if (!query) {
        const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
        if (!m || Number(m[1]) !== s.received)
          return res?.writeHead(400).end('{"error":{"message":"bad Content-Range"}}');
        s.received += body.length;
      }
      if (partial || !res) return;
      if (s.received >= s.total) {
        if (!s.videoId) {
          s.videoId = `yt_${id()}`;
          published.push({
            platform: 'youtube',
            id: s.videoId,
            title: s.meta?.snippet?.title,
            bytes: s.received,
          });
        }
        res.writeHead(201, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ id: s.videoId, snippet: s.meta.snippet }));
      }
      res.writeHead(308, s.received ? { range: `bytes=0-${s.received - 1}` } : {});
      return res.end();
    }
    const u = ttUploads.get(route.split('/').pop()!);
    if (!u) return res?.writeHead(404).end();
    const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    if (!m) return res?.writeHead(400).end();
    if (partial) return;
    // A chunk sent again after a drop replaces what arrived of it.
    u.received = Math.max(u.received, Number(m[2]) + 1);
    const pub = published.find((x) => x.id === route.split('/').pop());
    if (pub) pub.bytes = u.received;
    res!.writeHead(u.received >= u.total ? 201 : 206);
    res!.end();
  }

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    published,
    metrics,
    env: () => ({
      YOUTUBE_CLIENT_ID: 'yt-client',
      YOUTUBE_CLIENT_SECRET: 'yt-secret',
      YOUTUBE_AUTH_URL: `${base}/youtube/auth`,
      YOUTUBE_TOKEN_URL: `${base}/youtube/token`,
      YOUTUBE_API_URL: `${base}/youtube`,
      TIKTOK_CLIENT_KEY: 'tt-client',
      TIKTOK_CLIENT_SECRET: 'tt-secret',
      TIKTOK_AUTH_URL: `${base}/tiktok/auth`,
      TIKTOK_API_URL: `${base}/tiktok`,
      INSTAGRAM_APP_ID: 'ig-app',
      INSTAGRAM_APP_SECRET: 'ig-secret',
      INSTAGRAM_AUTH_URL: `${base}/instagram/auth`,
      INSTAGRAM_TOKEN_URL: `${base}/instagram/token`,
      INSTAGRAM_GRAPH_URL: `${base}/instagram/graph`,
    }),
    fail(platform: Platform, route: string, fault: Fault, times = 1) {
      const list = faults.get(`${platform} ${route}`) ?? [];
      for (let i = 0; i < times; i++) list.push(fault);
      faults.set(`${platform} ${route}`, list);
    },
    dropUploadAfter(bytes: number) {
      dropAfter = bytes;
    },
    setAccessTtl(sec: number) {
      accessTtlSec = sec;
    },
    /** Revokes every token of a platform (the user removed the app on the platform's side). */
    revoke(platform: Platform) {
      for (const [k, v] of access) if (v.platform === platform) access.delete(k);
      for (const [k, v] of refresh) if (v === platform) refresh.delete(k);
    },
    /** Follows the consent page's Allow link like a person would; returns the app's callback address. */
    async consent(oauthUrl: string) {
      const html = await (await fetch(oauthUrl)).text();
      return /href="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
export type FakeSocial = Awaited<ReturnType<typeof startFakeSocial>>;
