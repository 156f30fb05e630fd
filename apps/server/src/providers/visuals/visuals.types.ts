export interface StockClip {
  /** The vendor's id ("pexels-123"): a video never shows the same clip twice. */
  id?: string;
  /** Local path of a downloaded clip or image, ready for ffmpeg. */
  path: string;
  kind: 'video' | 'image';
  width: number;
  height: number;
  durationSec?: number;
  attribution?: string;
  /** Where the subject is (0..1 each way), set by the pipeline: the 9:16 window is cut around it. */
  focus?: { x: number; y: number };
}

/** A stock clip a creator may choose in the editor (a search answer; nothing downloaded yet). */
export interface StockChoice {
  /** The vendor's id ("pexels-123"): what `clip` takes back. */
  id: string;
  width: number;
  height: number;
  durationSec: number;
  attribution: string;
}

/** Finds footage for a sentence's visual keywords. The builtin provider returns none (procedural backgrounds are drawn instead). */
export interface VisualsProvider {
  readonly name: string;
  /**
   * Its clips stay in a cache where each landscape clip gets a prepared 9:16 rendition for the next
   * videos (decision 043): the pipeline renders from the rendition when there is one, and starts it
   * when there is none.
   */
  readonly prepareClips?: boolean;
  find(
    req: {
      keywords: string[];
      minDurationSec: number;
      workDir: string;
      orientation: 'portrait';
      /** Clip ids already used in this video (see StockClip.id). */
      exclude?: string[];
    },
    opts?: { signal?: AbortSignal },
  ): Promise<StockClip | null>;
  /** The editor's stock search by words (absent: this provider has no stock to choose from). */
  search?(query: string, opts?: { signal?: AbortSignal }): Promise<StockChoice[]>;
  /** A chosen clip by its id, downloaded (null: the vendor has no such clip). */
  clip?(id: string, opts?: { signal?: AbortSignal }): Promise<StockClip | null>;
  /** A still of a clip a search answered, as its image bytes (null: unknown id). */
  picture?(id: string, opts?: { signal?: AbortSignal }): Promise<{ bytes: Buffer; type: string } | null>;
}

/** How a stock site's adapter is reached and where its clips are kept. */
export interface StockSiteOptions {
  baseUrl?: string;
  apiKey: string;
  perPage?: number;
  /** Largest clip downloaded, in bytes; default 80 MB. */
  maxBytes?: number;
  timeoutMs?: number;
  /** Where clips are cached by id (default STOCK_CACHE_DIR, else the system's temporary folder). */
  cacheDir?: string;
  /**
   * Prepare each landscape clip's 9:16 window once, beside it in the cache, for the next videos
   * (media/footage/clip-rendition.ts, decision 043); default true.
   */
  prepare?: boolean;
}
