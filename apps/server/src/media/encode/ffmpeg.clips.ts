import { FPS, HEIGHT, WIDTH } from '../frame.ts';

// Footage and photos in a render: each clip's 9:16 window, where the clips join without a backdrop,
// and the filter that brings one clip into the frame (buildRenderArgs puts them together).

export interface OverlayClip {
  kind: 'image' | 'video';
  path: string;
  start: number;
  end: number;
  /** Direction of the slow pan over an image. */
  motion?: 'up' | 'down' | 'left' | 'right';
  /** Where the photo's subject is (0..1 each way): the 9:16 window is cut around it (decision 102). */
  focus?: { x: number; y: number };
  /** Seconds of crossfade in from the clip underneath (image to video's transitions). */
  fadeIn?: number;
}

const PAN = 1.1; // images are scaled this much larger than the frame so there is room to pan

/** The 9:16 window of a clip: around its subject when known (decision 029), else its centre. */
export function videoCrop(c: Pick<OverlayClip, 'focus'>): string {
  // Each side rounded up to even pixels, so a clip that is already its own 9:16 window (a prepared
  // rendition, decision 043: e.g. 608x1080 or 204x360) passes whole instead of losing a row or two.
  const size = `crop='min(iw,ceil(ih*9/32)*2)':'min(ih,ceil(iw*8/9)*2)'`;
  if (!c.focus) return size;
  const x = `'max(0,min(iw-ow,${c.focus.x.toFixed(3)}*iw-ow/2))'`;
  const y = `'max(0,min(ih-oh,${c.focus.y.toFixed(3)}*ih-oh/2))'`;
  return `${size}:${x}:${y}`;
}

/** A piece of the video in frames [from, to): a clip (index into the plan's clips) or the backdrop. */
export type TimelinePart =
  { clip: number; from: number; to: number } | { clip: null; from: number; to: number };

/**
 * Footage clips one after another, with the backdrop only in the gaps between them (scenes left
 * illustrated), as a list of parts to `concat`; null when the clips cannot be joined (a photo, a
 * crossfade, or clips that overlap). Joining draws no backdrop under a clip and runs no full-frame
 * overlay per clip (decisions 029 and 027); each clip is cut to whole frames at its scene's
 * boundaries, so the cuts land where the overlay path put them.
 */
export function clipTimeline(clips: OverlayClip[], durationSec: number): TimelinePart[] | null {
  if (!clips.length || clips.some((c) => c.kind !== 'video' || c.fadeIn)) return null;
  const total = Math.round(durationSec * FPS);
  const parts: TimelinePart[] = [];
  let at = 0;
  for (const [i, c] of clips.entries()) {
    const from = Math.round(c.start * FPS);
    const to = Math.min(total, Math.round(c.end * FPS));
    if (from < at || to <= from) return null;
    if (from > at) parts.push({ clip: null, from: at, to: from });
    parts.push({ clip: i, from, to });
    at = to;
  }
  if (at < total) parts.push({ clip: null, from: at, to: total });
  return parts;
}

/** Clips that fill the whole video one after another (footage for every scene): no backdrop at all. */
export function clipsFillVideo(clips: OverlayClip[], durationSec: number): boolean {
  return !!clipTimeline(clips, durationSec)?.every((p) => p.clip !== null);
}

export function clipSegment(c: OverlayClip, frames: number, input: number, label: string): string {
  return (
    `[${input}:v]fps=${FPS},trim=end_frame=${Math.max(1, frames)},${videoCrop(c)},` +
    `scale=${WIDTH}:${HEIGHT}:flags=bilinear,setsar=1,format=yuv420p,setpts=PTS-STARTPTS[${label}]`
  );
}

export function clipFilter(c: OverlayClip, input: number, label: string): string {
  const dur = Math.max(0.05, c.end - c.start);
  const W = Math.round((WIDTH * PAN) / 2) * 2;
  const H = Math.round((HEIGHT * PAN) / 2) * 2;
  if (c.kind === 'video') {
    return (
      // Cropped to 9:16 around the centre at the source size first, then scaled once: scaling a
      // 1920x1080 clip up to 3413x1920 before cropping would cost three times as much.
      `[${input}:v]trim=duration=${dur.toFixed(3)},fps=${FPS},${videoCrop(c)},scale=${WIDTH}:${HEIGHT}:flags=bilinear,` +
      `format=yuv420p,setpts=PTS-STARTPTS+${c.start.toFixed(3)}/TB[${label}]`
    );
  }
  // A still: scaled once, repeated as frames, then a crop window glides across it (crop only moves a
  // pointer; zoompan would rescale every frame at full size).
  const p = `(t-${c.start.toFixed(3)})/${dur.toFixed(3)}`;
  const motion = c.motion ?? 'up';
  const x = motion === 'left' ? `(iw-ow)*(1-${p})` : motion === 'right' ? `(iw-ow)*${p}` : '(iw-ow)/2';
  const y = motion === 'up' ? `(ih-oh)*(1-${p})` : motion === 'down' ? `(ih-oh)*${p}` : '(ih-oh)/2';
  // The subject-aware window: the cover-scaled photo is cut to the frame's shape around its focus
  // (clamped to the picture), so a landscape photo's subject is not lost to a centre crop.
  const f = c.focus;
  const window = f
    ? `crop=${W}:${H}:x='max(0,min(iw-ow,${f.x.toFixed(3)}*iw-ow/2))':y='max(0,min(ih-oh,${f.y.toFixed(3)}*ih-oh/2))'`
    : `crop=${W}:${H}`;
  const fade = c.fadeIn
    ? `,format=yuva420p,fade=t=in:st=${c.start.toFixed(3)}:d=${c.fadeIn.toFixed(3)}:alpha=1`
    : '';
  return (
    `[${input}:v]scale=${W}:${H}:force_original_aspect_ratio=increase,${window},format=yuv420p,` +
    `loop=loop=-1:size=1:start=0,fps=${FPS},trim=duration=${dur.toFixed(3)},setpts=PTS-STARTPTS+${c.start.toFixed(3)}/TB,` +
    `crop=${WIDTH}:${HEIGHT}:x='${x}':y='${y}'${fade}[${label}]`
  );
}
