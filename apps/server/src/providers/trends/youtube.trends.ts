import { TrendsProviderError, type TrendsProvider, type ViralVideo } from './trends.types.ts';

interface YouTubeVideo {
  id: string;
  snippet?: {
    title?: string;
    channelTitle?: string;
    publishedAt?: string;
    tags?: string[];
    thumbnails?: Record<string, { url?: string } | undefined>;
  };
  statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
}

export interface YouTubeTrendsOptions {
  apiKey: string;
  baseUrl?: string;
  maxResults?: number;
  /** Answers are kept this long per region and category (the API's quota is per day). */
  cacheMs?: number;
  timeoutMs?: number;
}

/** YouTube Data API v3 `videos.list` with `chart=mostPopular`, per region and category. */
export function createYouTubeTrends(o: YouTubeTrendsOptions): TrendsProvider {
  const base = (o.baseUrl ?? 'https://www.googleapis.com').replace(/\/$/, '');
  const cache = new Map<string, { at: number; items: ViralVideo[] }>();
  const cacheMs = o.cacheMs ?? 15 * 60_000;
  return {
    name: 'youtube',
    async viral(q, opts) {
      const key = `${q.region}:${q.categoryId ?? ''}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < cacheMs) return hit.items;
      const url = new URL(`${base}/youtube/v3/videos`);
      url.searchParams.set('part', 'snippet,statistics');
      url.searchParams.set('chart', 'mostPopular');
      url.searchParams.set('regionCode', q.region);
      url.searchParams.set('maxResults', String(o.maxResults ?? 25));
      if (q.categoryId) url.searchParams.set('videoCategoryId', q.categoryId);
      url.searchParams.set('key', o.apiKey);
      const signal = AbortSignal.any([
        AbortSignal.timeout(o.timeoutMs ?? 10_000),
        ...(opts?.signal ? [opts.signal] : []),
      ]);
      let res: Response;
      try {
        res = await fetch(url, { signal, headers: { accept: 'application/json' } });
      } catch (err) {
        throw new TrendsProviderError(`YouTube could not be reached: ${(err as Error).message}`);
      }
      const body = (await res.json().catch(() => null)) as {
        items?: YouTubeVideo[];
        error?: { message?: string };
      } | null;
      if (!res.ok)
        throw new TrendsProviderError(
          `YouTube answered ${res.status}: ${body?.error?.message ?? res.statusText}`,
          res.status,
        );
      const items = (body?.items ?? []).map((v): ViralVideo => {
        const t = v.snippet?.thumbnails ?? {};
        return {
          id: v.id,
          title: v.snippet?.title ?? '',
          channel: v.snippet?.channelTitle ?? '',
          url: `https://www.youtube.com/watch?v=${encodeURIComponent(v.id)}`,
          thumbnail: t.medium?.url ?? t.high?.url ?? t.default?.url ?? null,
          publishedAt: v.snippet?.publishedAt ?? new Date(0).toISOString(),
          views: Number(v.statistics?.viewCount ?? 0),
          likes: Number(v.statistics?.likeCount ?? 0),
          comments: Number(v.statistics?.commentCount ?? 0),
          tags: v.snippet?.tags ?? [],
          platform: 'youtube',
        };
      });
      cache.set(key, { at: Date.now(), items });
      return items;
    },
  };
}
