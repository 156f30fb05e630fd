import { fetchCached, vendorHttp, VisualsProviderError } from './http.ts';
import type { StockClip, StockSiteOptions, VisualsProvider } from './visuals.types.ts';

// Pixabay video search (https://pixabay.com/api/docs/#api_search_videos) by a beat's keywords, with
// a photo search as the fallback when no video fits: the rendition closest to 1080x1920 (portrait
// first; landscape is cropped to 9:16 around its centre when rendered), streamed to the work
// directory under a size cap, reused when already there (cached by id).

interface PixabayRendition {
  url: string;
  width: number;
  height: number;
  size?: number;
}

interface PixabayVideoHit {
  id: number;
  pageURL: string;
  duration: number;
  user?: string;
  videos: Partial<Record<'large' | 'medium' | 'small' | 'tiny', PixabayRendition>>;
}

interface PixabayPhotoHit {
  id: number;
  pageURL: string;
  user?: string;
  largeImageURL?: string;
  imageWidth: number;
  imageHeight: number;
}

export type PixabayOptions = StockSiteOptions;

/** Lower is better: portrait near 1080x1920 first, then landscape by how much its centre crop must be scaled. */
export function scoreRendition(r: { width: number; height: number }): number {
  const size = Math.abs(Math.log(r.height / 1920));
  return r.height > r.width ? size + Math.abs(r.width / r.height - 9 / 16) * 4 : 100 + size;
}

export function pickPixabayVideo(
  hits: PixabayVideoHit[],
  minDurationSec: number,
  exclude: ReadonlySet<string>,
): { hit: PixabayVideoHit; file: PixabayRendition } | null {
  let best: { hit: PixabayVideoHit; file: PixabayRendition; score: number } | null = null;
  for (const hit of hits) {
    if (!(hit.duration >= minDurationSec) || exclude.has(`pixabay-${hit.id}`)) continue;
    for (const file of Object.values(hit.videos ?? {})) {
      if (!file?.url || !file.width || !file.height) continue;
      const score = scoreRendition(file);
      if (!best || score < best.score) best = { hit, file, score };
    }
  }
  return best && { hit: best.hit, file: best.file };
}

export function createPixabayVisuals(options: PixabayOptions): VisualsProvider {
  const baseUrl = (options.baseUrl ?? 'https://pixabay.com').replace(/\/+$/, '');
  const perPage = options.perPage ?? 20;
  const { request, download } = vendorHttp(
    'Pixabay',
    options.timeoutMs ?? 60_000,
    options.maxBytes ?? 80 * 1024 * 1024,
  );

  async function search<T>(path: string, params: Record<string, string>, signal?: AbortSignal) {
    const q = new URLSearchParams({
      key: options.apiKey,
      safesearch: 'true',
      per_page: String(perPage),
      ...params,
    });
    const res = await request(`${baseUrl}${path}?${q}`, {}, signal);
    const text = await res.text();
    if (!res.ok) {
      // Pixabay answers errors as plain text ("[ERROR 400] Invalid or missing API key").
      throw new VisualsProviderError(
        `Pixabay answered HTTP ${res.status}: ${text.slice(0, 200) || 'no details'}`,
        'http',
        res.status,
      );
    }
    let json: { hits?: unknown };
    try {
      json = JSON.parse(text) as { hits?: unknown };
    } catch {
      throw new VisualsProviderError('Pixabay answer is not JSON', 'invalid_response');
    }
    if (!Array.isArray(json.hits))
      throw new VisualsProviderError('Pixabay answer has no hits list', 'invalid_response');
    return json.hits as T[];
  }

  /** Cached by id across renders (http.ts). */
  const fetchTo = (url: string, _workDir: string, name: string, signal?: AbortSignal) =>
    fetchCached(download, url, name, signal, options.cacheDir);

  return {
    name: 'pixabay',
    prepareClips: options.prepare !== false,
    async find(req, opts) {
      const keywords = req.keywords.map((k) => k.trim()).filter(Boolean);
      if (!keywords.length) return null;
      const exclude = new Set(req.exclude ?? []);
      const queries = Array.from(new Set([keywords.slice(0, 3).join(' '), keywords[0]!]));
      for (const query of queries) {
        const videos = await search<PixabayVideoHit>('/api/videos/', { q: query }, opts?.signal);
        const picked = pickPixabayVideo(videos, req.minDurationSec, exclude);
        if (!picked) continue;
        const path = await fetchTo(
          picked.file.url,
          req.workDir,
          `pixabay-${picked.hit.id}-${picked.file.width}.mp4`,
          opts?.signal,
        );
        const clip: StockClip = {
          id: `pixabay-${picked.hit.id}`,
          path,
          kind: 'video',
          width: picked.file.width,
          height: picked.file.height,
          durationSec: picked.hit.duration,
          attribution: `${picked.hit.user ? `Video by ${picked.hit.user}` : 'Video'} on Pixabay (${picked.hit.pageURL})`,
        };
        return clip;
      }
      // No video: a photo (panned when rendered).
      const photos = await search<PixabayPhotoHit>(
        '/api/',
        { q: keywords[0]!, image_type: 'photo', orientation: 'vertical' },
        opts?.signal,
      );
      const photo = photos.find((p) => p.largeImageURL && !exclude.has(`pixabay-photo-${p.id}`));
      if (!photo) return null;
      const path = await fetchTo(
        photo.largeImageURL!,
        req.workDir,
        `pixabay-photo-${photo.id}.jpg`,
        opts?.signal,
      );
      return {
        id: `pixabay-photo-${photo.id}`,
        path,
        kind: 'image',
        width: photo.imageWidth,
        height: photo.imageHeight,
        attribution: `${photo.user ? `Photo by ${photo.user}` : 'Photo'} on Pixabay (${photo.pageURL})`,
      };
    },
  };
}
