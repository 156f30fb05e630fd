import { fetchCached, vendorHttp, VisualsProviderError } from './http.ts';
import type { StockClip, StockSiteOptions, VisualsProvider } from './visuals.types.ts';

export { VisualsProviderError };

// Pexels video search by a sentence's visual keywords: the portrait file closest to 1080x1920
// that lasts long enough, streamed to the work directory with a size cap.

interface PexelsVideoFile {
  id: number;
  quality: string | null;
  file_type: string;
  width: number | null;
  height: number | null;
  link: string;
}

interface PexelsVideo {
  id: number;
  width: number;
  height: number;
  duration: number;
  url: string;
  /** A still of the video. */
  image?: string;
  user?: { name?: string; url?: string };
  video_files: PexelsVideoFile[];
}

export type PexelsOptions = StockSiteOptions;

const TARGET = { width: 1080, height: 1920 };
/** A clip's still is a thumbnail: anything bigger is not one. */
const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

/** Lower is better: distance from 1080x1920 in size (log scale) plus a strong penalty for a non-9:16 shape. */
export function scoreFile(f: { width: number; height: number }): number {
  const sizeDistance = Math.abs(Math.log(f.height / TARGET.height));
  const shapeDistance = Math.abs(f.width / f.height - TARGET.width / TARGET.height);
  return sizeDistance + shapeDistance * 4;
}

/**
 * The best MP4 among the search results, or null when nothing lasts long enough: portrait files close to
 * 1080x1920 first; a landscape file (cropped to 9:16 around its centre when rendered) only when no
 * portrait one fits. Videos in `exclude` (ids) are skipped.
 */
export function pickBestFile(
  videos: PexelsVideo[],
  minDurationSec: number,
  exclude: ReadonlySet<number> = new Set(),
): { video: PexelsVideo; file: PexelsVideoFile & { width: number; height: number } } | null {
  let best: {
    video: PexelsVideo;
    file: PexelsVideoFile & { width: number; height: number };
    score: number;
  } | null = null;
  for (const video of videos) {
    if (!(video.duration >= minDurationSec) || exclude.has(video.id)) continue;
    for (const file of video.video_files ?? []) {
      if (file.file_type !== 'video/mp4' || !file.width || !file.height || !file.link) continue;
      const sized = { ...file, width: file.width, height: file.height };
      // Landscape: judged by its 9:16 centre crop, behind every portrait file.
      const score =
        file.height > file.width ? scoreFile(sized) : 100 + Math.abs(Math.log(file.height / TARGET.height));
      if (!best || score < best.score) best = { video, file: sized, score };
    }
  }
  return best && { video: best.video, file: best.file };
}

export function createPexelsVisuals(options: PexelsOptions): VisualsProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.pexels.com').replace(/\/+$/, '');
  const perPage = options.perPage ?? 15;
  const maxBytes = options.maxBytes ?? 80 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 60_000;

  const { request, download } = vendorHttp('Pexels', timeoutMs, maxBytes);

  async function search(query: string, signal?: AbortSignal): Promise<PexelsVideo[]> {
    const params = new URLSearchParams({
      query,
      orientation: 'portrait',
      size: 'medium',
      per_page: String(perPage),
    });
    const json = await api(`${baseUrl}/videos/search?${params}`, signal);
    if (!Array.isArray(json?.videos))
      throw new VisualsProviderError('Pexels answer has no videos list', 'invalid_response');
    const videos = json.videos as PexelsVideo[];
    for (const v of videos) remember(v);
    return videos;
  }

  // The editor's search answers clips by id; their stills and files are looked up again by id
  // (kept here from recent searches, else asked of Pexels), never taken from the browser.
  const seen = new Map<number, PexelsVideo>();
  function remember(v: PexelsVideo) {
    seen.delete(v.id);
    seen.set(v.id, v);
    if (seen.size > 500) seen.delete(seen.keys().next().value!);
  }
  async function video(id: string, signal?: AbortSignal): Promise<PexelsVideo | null> {
    const m = /^pexels-(\d{1,12})$/.exec(id);
    if (!m) return null;
    const n = Number(m[1]);
    const known = seen.get(n);
    if (known) return known;
    try {
      const json = (await api(`${baseUrl}/videos/videos/${n}`, signal)) as PexelsVideo;
      if (!json || json.id !== n) return null;
      remember(json);
      return json;
    } catch (err) {
      if (err instanceof VisualsProviderError && err.status === 404) return null;
      throw err;
    }
  }
  const attribution = (v: PexelsVideo) =>
    `${v.user?.name ? `Video by ${v.user.name}` : 'Video'} on Pexels (${v.url})`;

  async function api(url: string, signal?: AbortSignal): Promise<any> {
    const res = await request(url, { authorization: options.apiKey }, signal);
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      const vendor = json?.error ?? json?.message ?? text.slice(0, 200);
      throw new VisualsProviderError(
        `Pexels answered HTTP ${res.status}: ${vendor || 'no details'}`,
        'http',
        res.status,
      );
    }
    return json;
  }

  /** The chosen video's best file, downloaded into the cache by id. */
  async function fetchClip(
    v: PexelsVideo,
    picked: NonNullable<ReturnType<typeof pickBestFile>>,
    signal?: AbortSignal,
  ): Promise<StockClip> {
    const path = await fetchCached(
      download,
      picked.file.link,
      `pexels-${v.id}-${picked.file.id}.mp4`,
      signal,
      options.cacheDir,
    );
    return {
      id: `pexels-${v.id}`,
      path,
      kind: 'video',
      width: picked.file.width,
      height: picked.file.height,
      durationSec: v.duration,
      attribution: attribution(v),
    };
  }

  return {
    name: 'pexels',
    prepareClips: options.prepare !== false,
    async find(req, opts) {
      const keywords = req.keywords.map((k) => k.trim()).filter(Boolean);
      if (!keywords.length) return null;
      // All keywords together first, then the main one alone: a narrow query often finds nothing.
      const queries = Array.from(new Set([keywords.slice(0, 3).join(' '), keywords[0]]));
      for (const query of queries) {
        const exclude = new Set(
          (req.exclude ?? []).filter((id) => id.startsWith('pexels-')).map((id) => Number(id.slice(7))),
        );
        const picked = pickBestFile(await search(query, opts?.signal), req.minDurationSec, exclude);
        if (!picked) continue;
        // Cached by id across renders.
        return fetchClip(picked.video, picked, opts?.signal);
      }
      return null;
    },
    async search(query, opts) {
      const q = query.trim();
      if (!q) return [];
      return (await search(q, opts?.signal))
        .filter((v) => pickBestFile([v], 0))
        .map((v) => ({
          id: `pexels-${v.id}`,
          width: v.width,
          height: v.height,
          durationSec: v.duration,
          attribution: attribution(v),
        }));
    },
    async clip(id, opts) {
      const v = await video(id, opts?.signal);
      const picked = v && pickBestFile([v], 0);
      return picked ? fetchClip(v, picked, opts?.signal) : null;
    },
    async picture(id, opts) {
      const v = await video(id, opts?.signal);
      if (!v?.image) return null;
      const res = await request(v.image, {}, opts?.signal);
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok || !/^image\/(jpeg|png|webp)$/.test(type)) {
        await res.body?.cancel();
        throw new VisualsProviderError(
          `Pexels picture answered HTTP ${res.status} (${type})`,
          'http',
          res.status,
        );
      }
      const bytes = Buffer.from(await res.arrayBuffer());
      if (bytes.length > MAX_PICTURE_BYTES)
        throw new VisualsProviderError('Pexels picture is too large', 'too_large');
      return { bytes, type };
    },
  };
}
