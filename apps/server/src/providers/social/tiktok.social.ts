import type { SocialProvider } from './social.types.ts';
import { SocialApiError } from './social.types.ts';
import {
  authorizeUrlWithPkce,
  hashtagLine,
  readJson,
  readRange,
  sleep,
  vendorError,
  vendorFetch,
} from './vendor-http.ts';

export interface TikTokConfig {
  clientKey: string;
  clientSecret: string;
  authUrl: string;
  apiUrl: string;
  /** Bytes per chunk: TikTok wants 5-64 MB (the last chunk takes the remainder, up to 128 MB). */
  chunkSize?: number;
}

const V = 'TikTok';
const SCOPES = ['user.info.basic', 'video.publish', 'video.list'];
export const TIKTOK_LIMITS = { maxCaption: 2200, maxBytes: 4 * 1024 ** 3, dailyPosts: 15 };
const MIN_CHUNK = 5 * 1024 * 1024;

/** TikTok's answers carry `error.code` ("ok" when fine) and a message; map the ones people meet. */
function tiktokError(status: number, body: any, retryAfter: string | null) {
  const code: string = body?.error?.code ?? body?.error ?? '';
  const message: string = body?.error?.message ?? body?.error_description ?? '';
  if (code === 'access_token_invalid' || code === 'invalid_grant' || code === 'scope_not_authorized')
    return new SocialApiError(
      'auth',
      `${V} no longer accepts this connection (${message || code}). Reconnect the account and retry.`,
    );
  if (code === 'spam_risk_too_many_posts')
    return new SocialApiError(
      'rejected',
      `${V}: this account reached its daily posting limit. Try again tomorrow.`,
    );
  if (code === 'rate_limit_exceeded' || status === 429) return vendorError(V, 429, message, retryAfter);
  return vendorError(V, status >= 400 ? status : 400, message || code, retryAfter);
}

/** TikTok Content Posting API: OAuth 2 with PKCE, direct post by FILE_UPLOAD in chunks, status polling. */
export function createTikTokProvider(cfg: TikTokConfig): SocialProvider {
  const call = async (accessToken: string, path: string, body: unknown, signal?: AbortSignal) => {
    const res = await vendorFetch(V, `${cfg.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json; charset=UTF-8' },
      body: JSON.stringify(body ?? {}),
      signal,
    });
    const json = await readJson(res);
    if (!res.ok || (json?.error?.code && json.error.code !== 'ok'))
      throw tiktokError(res.status, json, res.headers.get('retry-after'));
    return json.data ?? {};
  };
  const token = async (params: Record<string, string>) => {
    const res = await vendorFetch(V, `${cfg.apiUrl}/v2/oauth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_key: cfg.clientKey, client_secret: cfg.clientSecret, ...params }),
    });
    const json = await readJson(res);
    if (!res.ok || json.error)
      throw tiktokError(res.ok ? 400 : res.status, json, res.headers.get('retry-after'));
    return {
      accessToken: json.access_token as string,
      refreshToken: json.refresh_token as string,
      expiresAt: new Date(Date.now() + Number(json.expires_in ?? 86400) * 1000),
      scopes: (json.scope as string) ?? SCOPES.join(','),
    };
  };
  const creatorInfo = (accessToken: string) => call(accessToken, '/v2/post/publish/creator_info/query/', {});

  return {
    platform: 'tiktok',
    displayName: 'TikTok',
    authorizeUrl(p) {
      return authorizeUrlWithPkce(cfg.authUrl, p, { client_key: cfg.clientKey, scope: SCOPES.join(',') });
    },
    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const tokens = await token({
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri,
      });
      const res = await vendorFetch(V, `${cfg.apiUrl}/v2/user/info/?fields=open_id,display_name`, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      const json = await readJson(res);
      if (!res.ok || (json?.error?.code && json.error.code !== 'ok'))
        throw tiktokError(res.status, json, res.headers.get('retry-after'));
      const user = json.data?.user ?? {};
      return { tokens, account: { id: user.open_id, username: user.display_name ?? user.open_id } };
    },
    async refresh(tokens) {
      if (!tokens.refreshToken)
        throw new SocialApiError('auth', `${V} gave no refresh token. Reconnect the account.`);
      // TikTok rotates refresh tokens: the new one replaces the old.
      return token({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
    },
    async checkLimits(accessToken, video, postedToday) {
      const caption = `${video.title}\n${video.description}\n${hashtagLine(video.hashtags)}`.trim();
      if ([...caption].length > TIKTOK_LIMITS.maxCaption)
        return `TikTok captions (title, description and hashtags) are at most ${TIKTOK_LIMITS.maxCaption} characters.`;
      if (video.size > TIKTOK_LIMITS.maxBytes) return 'TikTok accepts videos up to 4 GB.';
      if (postedToday >= TIKTOK_LIMITS.dailyPosts)
        return `TikTok allows about ${TIKTOK_LIMITS.dailyPosts} posts a day per account; try again tomorrow.`;
      const info = await creatorInfo(accessToken);
      const max = Number(info.max_video_post_duration_sec ?? 0);
      if (max && video.durationSec > max)
        return `This TikTok account can post videos up to ${max} seconds; this one is ${Math.round(video.durationSec)} s.`;
      return null;
    },
    async publish(accessToken, video, run) {
      const pollMs = run.pollMs ?? 5000;
      let { publishId, uploadUrl, nextChunk } = run.state as {
        publishId?: string;
        uploadUrl?: string;
        nextChunk?: number;
      };
      const chunk =
        video.size < MIN_CHUNK
          ? video.size
          : Math.max(MIN_CHUNK, Math.min(cfg.chunkSize ?? 10 * 1024 * 1024, 64 * 1024 * 1024));
      const count = Math.max(1, Math.floor(video.size / chunk));
      if (!publishId) {
        // The creator's privacy options decide the post's audience: public when the app may, else the first allowed.
        const info = await creatorInfo(accessToken);
        const options: string[] = info.privacy_level_options ?? ['SELF_ONLY'];
        const privacy = options.includes('PUBLIC_TO_EVERYONE') ? 'PUBLIC_TO_EVERYONE' : options[0];
        const data = await call(
          accessToken,
          '/v2/post/publish/video/init/',
          {
            post_info: {
              title: `${video.title}\n${video.description}\n${hashtagLine(video.hashtags)}`.trim(),
              privacy_level: privacy,
              disable_comment: false,
              disable_duet: false,
              disable_stitch: false,
            },
            source_info: {
              source: 'FILE_UPLOAD',
              video_size: video.size,
              chunk_size: chunk,
              total_chunk_count: count,
            },
          },
          run.signal,
        );
        publishId = data.publish_id;
        uploadUrl = data.upload_url;
        nextChunk = 0;
        await run.saveState({ publishId, uploadUrl, nextChunk });
      }
      let drops = 0;
      while ((nextChunk ?? 0) < count) {
        const i = nextChunk ?? 0;
        const start = i * chunk;
        const end = i === count - 1 ? video.size : start + chunk;
        let res: Response;
        try {
          res = await vendorFetch(V, uploadUrl!, {
            method: 'PUT',
            headers: {
              'content-type': 'video/mp4',
              'content-range': `bytes ${start}-${end - 1}/${video.size}`,
            },
            body: await readRange(video.filePath, start, end),
            signal: run.signal,
          });
        } catch (err) {
          // A dropped connection: send the same chunk again.
          if (err instanceof SocialApiError && ++drops <= 5) continue;
          throw err;
        }
        if (res.status !== 201 && res.status !== 206 && res.status !== 200)
          throw tiktokError(res.status, await readJson(res), res.headers.get('retry-after'));
        nextChunk = i + 1;
        await run.saveState({ publishId, uploadUrl, nextChunk });
        run.onProgress?.(end / video.size);
      }
      for (let polls = 0; ; polls++) {
        const s = await call(
          accessToken,
          '/v2/post/publish/status/fetch/',
          { publish_id: publishId },
          run.signal,
        );
        if (s.status === 'PUBLISH_COMPLETE') {
          const postId = s.publicaly_available_post_id?.[0] ?? s.publicly_available_post_id?.[0];
          return {
            remoteId: postId ? String(postId) : publishId!,
            url: postId ? `https://www.tiktok.com/video/${postId}` : null,
          };
        }
        if (s.status === 'FAILED') {
          await run.saveState({});
          throw new SocialApiError(
            'rejected',
            `${V} could not publish the video (${s.fail_reason ?? 'no reason given'}).`,
          );
        }
        if (polls > 120)
          throw new SocialApiError('temporary', `${V} is still processing the video; we will check again.`);
        await sleep(pollMs, run.signal);
      }
    },
    async fetchMetrics(accessToken, remoteId) {
      const data = await call(
        accessToken,
        '/v2/video/query/?fields=id,view_count,like_count,comment_count,share_count',
        { filters: { video_ids: [remoteId] } },
      );
      const v = data.videos?.[0];
      if (!v) throw new SocialApiError('rejected', `${V}: the video is not public or no longer available.`);
      return {
        views: v.view_count ?? 0,
        likes: v.like_count ?? 0,
        comments: v.comment_count ?? 0,
        shares: v.share_count ?? 0,
      };
    },
  };
}
