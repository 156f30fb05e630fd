/** A video a platform reports as most popular right now. */
export interface ViralVideo {
  id: string;
  title: string;
  channel: string;
  url: string;
  thumbnail: string | null;
  publishedAt: string;
  views: number;
  likes: number;
  comments: number;
  tags: string[];
  platform: 'youtube';
}

export interface ViralQuery {
  /** ISO 3166-1 alpha-2 region. */
  region: string;
  /** YouTube's videoCategoryId, or undefined for every category. */
  categoryId?: string;
}

/** An outside source of trends. The platform's own aggregate lives in the trending module (it reads the database). */
export interface TrendsProvider {
  /** 'builtin' has no outside source: viral content then comes from the aggregate alone. */
  readonly name: 'builtin' | 'youtube';
  viral(q: ViralQuery, opts?: { signal?: AbortSignal }): Promise<ViralVideo[]>;
}

export class TrendsProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TrendsProviderError';
  }
}
