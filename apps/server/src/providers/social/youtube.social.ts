import type { SocialProvider } from './social.types.ts';
import { SocialApiError } from './social.types.ts';
import { authorizeUrlWithPkce, readJson, readRange, vendorError, vendorFetch } from './vendor-http.ts';

export interface YouTubeConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  apiUrl: string;
  /** Bytes per PUT; a multiple of 256 KiB as Google requires. */
  chunkSize?: number;
}

const V = 'YouTube';
const SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
];
export const YOUTUBE_LIMITS = {
  maxDurationSec: 180,
  maxTitle: 100,
  maxDescriptionBytes: 5000,
  maxTagChars: 500,
};

const googleDetail = (body: any) =>
  body?.error?.message ??
  body?.error_description ??
  (typeof body?.error === 'string' ? body.error : '') ??
  '';

/** YouTube Data API v3: Google OAuth 2 with PKCE and the resumable upload protocol. */
export function createYouTubeProvider(cfg: YouTubeConfig): SocialProvider {
  const chunkSize = cfg.chunkSize ?? 8 * 1024 * 1024;
  const token = async (params: Record<string, string>) => {
    const res = await vendorFetch(V, cfg.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: cfg.clientId, client_secret: cfg.clientSecret, ...params }),
    });
    const body = await readJson(res);
    if (!res.ok) {
      if (body?.error === 'invalid_grant')
        throw new SocialApiError(
          'auth',
          `${V} refused the sign-in (${googleDetail(body)}). Reconnect the account.`,
        );
      throw vendorError(V, res.status, googleDetail(body), res.headers.get('retry-after'));
    }
    return body;
  };
  const api = async (accessToken: string, path: string, init: RequestInit = {}) => {
    const res = await vendorFetch(V, `${cfg.apiUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, ...init.headers },
    });
    const body = await readJson(res);
    if (!res.ok) throw vendorError(V, res.status, googleDetail(body), res.headers.get('retry-after'));
    return body;
  };

  return {
    platform: 'youtube',
    displayName: 'YouTube',
    authorizeUrl(p) {
      return authorizeUrlWithPkce(cfg.authUrl, p, {
        client_id: cfg.clientId,
        scope: SCOPES.join(' '),
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
      });
    },
    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const t = await token({
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri,
      });
      const tokens = {
        accessToken: t.access_token,
        refreshToken: t.refresh_token,
        expiresAt: new Date(Date.now() + Number(t.expires_in ?? 3600) * 1000),
        scopes: t.scope ?? SCOPES.join(' '),
      };
      const me = await api(tokens.accessToken, '/youtube/v3/channels?part=snippet&mine=true');
      const ch = me.items?.[0];
      if (!ch)
        throw new SocialApiError(
          'rejected',
          `${V}: this Google account has no YouTube channel yet. Create one, then connect again.`,
        );
      return {
        tokens,
        account: { id: ch.id, username: ch.snippet?.customUrl ?? ch.snippet?.title ?? ch.id },
      };
    },
    async refresh(tokens) {
      if (!tokens.refreshToken)
        throw new SocialApiError('auth', `${V} gave no refresh token. Reconnect the account.`);
      const t = await token({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
      return {
        accessToken: t.access_token,
        // Google may rotate the refresh token; keep the old one when it does not.
        refreshToken: t.refresh_token ?? tokens.refreshToken,
        expiresAt: new Date(Date.now() + Number(t.expires_in ?? 3600) * 1000),
        scopes: t.scope ?? tokens.scopes,
      };
    },
    async checkLimits(_accessToken, video) {
      if (video.durationSec > YOUTUBE_LIMITS.maxDurationSec)
        return `YouTube Shorts are at most ${YOUTUBE_LIMITS.maxDurationSec} seconds; this video is ${Math.round(video.durationSec)} s.`;
      if ([...video.title].length > YOUTUBE_LIMITS.maxTitle)
        return `YouTube titles are at most ${YOUTUBE_LIMITS.maxTitle} characters.`;
      if (/[<>]/.test(video.title)) return 'YouTube titles cannot contain < or >.';
      if (Buffer.byteLength(video.description) > YOUTUBE_LIMITS.maxDescriptionBytes)
        return `YouTube descriptions are at most ${YOUTUBE_LIMITS.maxDescriptionBytes} bytes.`;
      if (video.hashtags.join(',').length > YOUTUBE_LIMITS.maxTagChars)
        return `YouTube allows at most ${YOUTUBE_LIMITS.maxTagChars} characters of tags.`;
      return null;
    },
    async publish(accessToken, video, run) {
      let uploadUrl = run.state.uploadUrl as string | undefined;
      let offset = 0;
      // Asks the session how far it got: 308 with Range, or the finished video resource.
      const status = async (): Promise<{ done?: any; offset: number } | null> => {
        const res = await vendorFetch(V, uploadUrl!, {
          method: 'PUT',
          headers: { authorization: `Bearer ${accessToken}`, 'content-range': `bytes */${video.size}` },
          signal: run.signal,
        });
        if (res.status === 200 || res.status === 201)
          return { done: await readJson(res), offset: video.size };
        if (res.status === 308) {
          const range = res.headers.get('range');
          return { offset: range ? Number(range.split('-')[1]) + 1 : 0 };
        }
        if (res.status === 404 || res.status === 410) return null;
        throw vendorError(V, res.status, googleDetail(await readJson(res)), res.headers.get('retry-after'));
      };
      if (uploadUrl) {
        const s = await status();
        if (s?.done) return { remoteId: s.done.id, url: `https://youtube.com/shorts/${s.done.id}` };
        if (s) offset = s.offset;
        else uploadUrl = undefined;
      }
      if (!uploadUrl) {
        const res = await vendorFetch(
          V,
          `${cfg.apiUrl}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${accessToken}`,
              'content-type': 'application/json; charset=UTF-8',
              'x-upload-content-length': String(video.size),
              'x-upload-content-type': 'video/mp4',
            },
            body: JSON.stringify({
              snippet: {
                title: video.title,
                description: video.description,
                tags: video.hashtags,
                categoryId: '22',
              },
              status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
            }),
            signal: run.signal,
          },
        );
        if (!res.ok)
          throw vendorError(V, res.status, googleDetail(await readJson(res)), res.headers.get('retry-after'));
        uploadUrl = res.headers.get('location') ?? undefined;
        if (!uploadUrl) throw new SocialApiError('temporary', `${V} did not return an upload address.`);
        await run.saveState({ uploadUrl });
        offset = 0;
      }
      let drops = 0;
      for (;;) {
        const end = Math.min(video.size, offset + chunkSize);
        let res: Response;
        try {
          res = await vendorFetch(V, uploadUrl, {
            method: 'PUT',
            headers: {
              authorization: `Bearer ${accessToken}`,
              'content-type': 'video/mp4',
              'content-range': `bytes ${offset}-${end - 1}/${video.size}`,
            },
            body: await readRange(video.filePath, offset, end),
            signal: run.signal,
          });
        } catch (err) {
          // The connection dropped mid-chunk: ask where the session stands and carry on from there.
          if (!(err instanceof SocialApiError) || ++drops > 5) throw err;
          const s = await status();
          if (!s)
            throw new SocialApiError(
              'temporary',
              `${V}: the upload session expired; retrying from the start.`,
            );
          if (s.done) return { remoteId: s.done.id, url: `https://youtube.com/shorts/${s.done.id}` };
          offset = s.offset;
          continue;
        }
        if (res.status === 200 || res.status === 201) {
          const v = await readJson(res);
          run.onProgress?.(1);
          return { remoteId: v.id, url: `https://youtube.com/shorts/${v.id}` };
        }
        if (res.status !== 308)
          throw vendorError(V, res.status, googleDetail(await readJson(res)), res.headers.get('retry-after'));
        const range = res.headers.get('range');
        offset = range ? Number(range.split('-')[1]) + 1 : 0;
        run.onProgress?.(offset / video.size);
      }
    },
    async fetchMetrics(accessToken, remoteId) {
      const body = await api(
        accessToken,
        `/youtube/v3/videos?part=statistics&id=${encodeURIComponent(remoteId)}`,
      );
      const s = body.items?.[0]?.statistics;
      if (!s) throw new SocialApiError('rejected', `${V}: the video is no longer available.`);
      return {
        views: Number(s.viewCount ?? 0),
        likes: Number(s.likeCount ?? 0),
        comments: Number(s.commentCount ?? 0),
        shares: 0,
      };
    },
  };
}
