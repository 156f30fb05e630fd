import type { SocialProvider } from './social.types.ts';
import { SocialApiError } from './social.types.ts';
import { hashtagLine, readJson, sleep, vendorError, vendorFetch } from './vendor-http.ts';

export interface InstagramConfig {
  appId: string;
  appSecret: string;
  authUrl: string;
  tokenUrl: string;
  graphUrl: string;
}

const V = 'Instagram';
const SCOPES = [
  'instagram_business_basic',
  'instagram_business_content_publish',
  'instagram_business_manage_insights',
];
export const INSTAGRAM_LIMITS = {
  minDurationSec: 3,
  maxDurationSec: 900,
  maxCaption: 2200,
  maxHashtags: 30,
  maxBytes: 300 * 1024 * 1024,
};

/** Graph API errors: `{error: {message, code, error_subcode}}`; 190 is a dead token, 4/17/32/613 are rate limits. */
function graphError(status: number, body: any, retryAfter: string | null) {
  const e = body?.error ?? {};
  const message: string = e.error_user_msg ?? e.message ?? body?.error_message ?? '';
  if (e.code === 190 || status === 401)
    return new SocialApiError(
      'auth',
      `${V} no longer accepts this connection (${message || 'token expired'}). Reconnect the account and retry.`,
    );
  if ([4, 17, 32, 613].includes(e.code) || status === 429) return vendorError(V, 429, message, retryAfter);
  if (e.code === 9 && e.error_subcode === 2207042)
    return new SocialApiError(
      'rejected',
      `${V}: this account reached its daily publishing limit. Try again tomorrow.`,
    );
  return vendorError(V, status >= 400 ? status : 400, message, retryAfter);
}

/** Instagram API with Instagram Login (Business or Creator accounts): Reels by container, polling, media_publish. */
export function createInstagramProvider(cfg: InstagramConfig): SocialProvider {
  const graph = async (
    accessToken: string,
    path: string,
    init: { method?: string; params?: Record<string, string>; signal?: AbortSignal } = {},
  ) => {
    const u = new URL(`${cfg.graphUrl}${path}`);
    for (const [k, v] of Object.entries(init.params ?? {})) u.searchParams.set(k, v);
    const res = await vendorFetch(V, u.toString(), {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${accessToken}` },
      signal: init.signal,
    });
    const body = await readJson(res);
    if (!res.ok || body?.error) throw graphError(res.status, body, res.headers.get('retry-after'));
    return body;
  };
  const longLived = async (shortToken: string) => {
    const body = await graph(shortToken, '/access_token', {
      params: { grant_type: 'ig_exchange_token', client_secret: cfg.appSecret },
    });
    return body;
  };
  const asTokens = (body: any) => ({
    accessToken: body.access_token as string,
    // Instagram has no refresh token: the long-lived token itself is exchanged for a new one.
    refreshToken: undefined,
    expiresAt: new Date(Date.now() + Number(body.expires_in ?? 5184000) * 1000),
    scopes: SCOPES.join(','),
  });

  return {
    platform: 'instagram',
    displayName: 'Instagram',
    authorizeUrl({ state, redirectUri }) {
      const u = new URL(cfg.authUrl);
      u.search = new URLSearchParams({
        client_id: cfg.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPES.join(','),
        state,
      }).toString();
      return u.toString();
    },
    async exchangeCode({ code, redirectUri }) {
      const res = await vendorFetch(V, cfg.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: cfg.appId,
          client_secret: cfg.appSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code,
        }),
      });
      const short = await readJson(res);
      if (!res.ok || short.error_type || short.error)
        throw graphError(res.ok ? 400 : res.status, short, res.headers.get('retry-after'));
      const tokens = asTokens(await longLived(short.access_token));
      const me = await graph(tokens.accessToken, '/me', { params: { fields: 'user_id,username' } });
      return { tokens, account: { id: String(me.user_id ?? me.id), username: me.username } };
    },
    async refresh(tokens) {
      return asTokens(
        await graph(tokens.accessToken, '/refresh_access_token', {
          params: { grant_type: 'ig_refresh_token' },
        }),
      );
    },
    async checkLimits(accessToken, video) {
      if (
        video.durationSec < INSTAGRAM_LIMITS.minDurationSec ||
        video.durationSec > INSTAGRAM_LIMITS.maxDurationSec
      )
        return `Instagram Reels last ${INSTAGRAM_LIMITS.minDurationSec} seconds to 15 minutes; this video is ${Math.round(video.durationSec)} s.`;
      if (video.size > INSTAGRAM_LIMITS.maxBytes) return 'Instagram Reels are at most 300 MB.';
      if (video.hashtags.length > INSTAGRAM_LIMITS.maxHashtags)
        return `Instagram allows at most ${INSTAGRAM_LIMITS.maxHashtags} hashtags.`;
      const caption = `${video.title}\n${video.description}\n${hashtagLine(video.hashtags)}`.trim();
      if ([...caption].length > INSTAGRAM_LIMITS.maxCaption)
        return `Instagram captions (title, description and hashtags) are at most ${INSTAGRAM_LIMITS.maxCaption} characters.`;
      const limit = await graph(accessToken, '/me/content_publishing_limit', {
        params: { fields: 'quota_usage,config' },
      });
      const row = limit.data?.[0];
      if (row && row.config?.quota_total && row.quota_usage >= row.config.quota_total)
        return `Instagram allows ${row.config.quota_total} posts in 24 hours and this account has used them; try again later.`;
      return null;
    },
    async publish(accessToken, video, run) {
      const pollMs = run.pollMs ?? 5000;
      let containerId = run.state.containerId as string | undefined;
      if (containerId) {
        const s = await graph(accessToken, `/${containerId}`, {
          params: { fields: 'status_code' },
          signal: run.signal,
        });
        if (s.status_code === 'PUBLISHED' && run.state.mediaId)
          return { remoteId: String(run.state.mediaId), url: (run.state.permalink as string) ?? null };
        if (s.status_code === 'EXPIRED' || s.status_code === 'ERROR') containerId = undefined;
      }
      if (!containerId) {
        const c = await graph(accessToken, '/me/media', {
          method: 'POST',
          params: {
            media_type: 'REELS',
            video_url: video.publicUrl(),
            caption: `${video.title}\n${video.description}\n${hashtagLine(video.hashtags)}`.trim(),
            share_to_feed: 'true',
          },
          signal: run.signal,
        });
        containerId = String(c.id);
        await run.saveState({ containerId });
      }
      for (let polls = 0; ; polls++) {
        const s = await graph(accessToken, `/${containerId}`, {
          params: { fields: 'status_code,status' },
          signal: run.signal,
        });
        if (s.status_code === 'FINISHED') break;
        if (s.status_code === 'ERROR' || s.status_code === 'EXPIRED') {
          await run.saveState({});
          throw new SocialApiError(
            'rejected',
            `${V} could not process the video (${s.status ?? s.status_code}).`,
          );
        }
        if (polls > 120)
          throw new SocialApiError('temporary', `${V} is still processing the video; we will check again.`);
        run.onProgress?.(Math.min(0.9, 0.1 + polls * 0.05));
        await sleep(pollMs, run.signal);
      }
      const published = await graph(accessToken, '/me/media_publish', {
        method: 'POST',
        params: { creation_id: containerId },
        signal: run.signal,
      });
      const mediaId = String(published.id);
      await run.saveState({ containerId, mediaId });
      const media = await graph(accessToken, `/${mediaId}`, { params: { fields: 'permalink' } }).catch(
        () => ({}),
      );
      return { remoteId: mediaId, url: (media as any).permalink ?? null };
    },
    async fetchMetrics(accessToken, remoteId) {
      const body = await graph(accessToken, `/${remoteId}/insights`, {
        params: { metric: 'views,likes,comments,shares' },
      });
      const m: Record<string, number> = {};
      for (const row of body.data ?? [])
        m[row.name] = Number(row.values?.[0]?.value ?? row.total_value?.value ?? 0);
      return { views: m.views ?? 0, likes: m.likes ?? 0, comments: m.comments ?? 0, shares: m.shares ?? 0 };
    },
  };
}
