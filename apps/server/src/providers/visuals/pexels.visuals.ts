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
  user?: { name?: string; url?: string };
  video_files: PexelsVideoFile[];
}

export type PexelsOptions = StockSiteOptions;

const TARGET = { width: 1080, height: 1920 };

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
    const res = await request(
      `${baseUrl}/videos/search?${params}`,
      { authorization: options.apiKey },
      signal,
    );
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
    if (!Array.isArray(json?.videos))
      throw new VisualsProviderError('Pexels answer has no videos list', 'invalid_response');
    return json.videos as PexelsVideo[];
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
        const path = await fetchCached(
          download,
          picked.file.link,
          `pexels-${picked.video.id}-${picked.file.id}.mp4`,
          opts?.signal,
          options.cacheDir,
        );
        const author = picked.video.user?.name;
        const clip: StockClip = {
          id: `pexels-${picked.video.id}`,
          path,
          kind: 'video',
          width: picked.file.width,
          height: picked.file.height,
          durationSec: picked.video.duration,
          attribution: `${author ? `Video by ${author}` : 'Video'} on Pexels (${picked.video.url})`,
        };
        return clip;
      }
      return null;
    },
  };
}
