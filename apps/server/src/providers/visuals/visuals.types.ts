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

/** Finds footage for a sentence's visual keywords. The builtin provider returns none (procedural backgrounds are drawn instead). */
export interface VisualsProvider {
  readonly name: string;
  find(
    req: {
      keywords: string[];
      minDurationSec: number;
      /** How long the scene shows the clip (a prepared rendition shorter than that is not used). */
      sceneSec?: number;
      workDir: string;
      orientation: 'portrait';
      /** Clip ids already used in this video (see StockClip.id). */
      exclude?: string[];
    },
    opts?: { signal?: AbortSignal },
  ): Promise<StockClip | null>;
}
