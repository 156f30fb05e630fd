// What ffmpeg needs to know about the caption layer, without the canvas that draws it: the argument
// builder (ffmpeg.args.ts) stays pure and never loads the canvas addon.

/** The caption layer (see caption-layer.ts), read as raw yuva420p images from ffmpeg's stdin. */
export interface LayerPlan {
  width: number;
  height: number;
  /** Left edge of the band in the frame. */
  x: number;
  /** Top of the band while the title card shows, and afterwards. */
  titleTop: number;
  captionTop: number;
  /** Seconds: the band sits at `titleTop` before this time, at `captionTop` from it on. */
  titleEnd: number;
  /** Frame index (at 30 fps) where each image starts; strictly increasing, starts at 0. */
  frames: number[];
}

/**
 * ffmpeg reads the images as a plain sequence (frame numbers N = 0, 1, 2 …); this expression gives
 * frame N its start time in video frames. A balanced tree of comparisons: at most log2(n) tests a frame.
 * Meant to be single-quoted inside the filtergraph (it contains commas).
 */
export function layerPtsExpression(frames: number[]): string {
  const tree = (lo: number, hi: number): string => {
    if (hi - lo === 1) return String(frames[lo]);
    const mid = (lo + hi) >> 1;
    return `if(lt(N,${mid}),${tree(lo, mid)},${tree(mid, hi)})`;
  };
  return tree(0, frames.length);
}
