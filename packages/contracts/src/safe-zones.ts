// Where each platform's app draws over a 1080x1920 video (issue 37, decision 188): the render keeps
// captions, the title card and the watermark out of these boxes, and the editor can show them. The
// figures are creator guides' and Meta's published margins (sources in the decision), rounded out: a
// guide that says "about 250 px" is taken at its larger figure.
import type { SafeZoneTarget } from './storyboard.ts';

/** A rectangle in frame pixels, [x0, x1) x [y0, y1). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const FRAME = { w: 1080, h: 1920 } as const;

/** One thing an app draws over the video. */
export interface InterfaceBox extends Box {
  what: string;
}

export type Platform = Exclude<SafeZoneTarget, 'all'>;

export const PLATFORM_UI: Record<Platform, InterfaceBox[]> = {
  tiktok: [
    { what: 'Following / For You tabs, search, LIVE', x0: 0, y0: 0, x1: 1080, y1: 250 },
    { what: 'profile, like, comment, save, share, sound', x0: 900, y0: 250, x1: 1080, y1: 1920 },
    { what: 'username, caption, sound name', x0: 0, y0: 1500, x1: 1080, y1: 1920 },
  ],
  reels: [
    { what: 'Reels title, camera', x0: 0, y0: 0, x1: 1080, y1: 270 },
    { what: 'left edge', x0: 0, y0: 270, x1: 65, y1: 1250 },
    { what: 'like, comment, share column edge', x0: 1015, y0: 270, x1: 1080, y1: 1250 },
    { what: 'username, caption, audio, like/comment/share', x0: 0, y0: 1250, x1: 1080, y1: 1920 },
  ],
  shorts: [
    { what: 'search, menu', x0: 0, y0: 0, x1: 1080, y1: 250 },
    { what: 'like, dislike, comment, share, remix', x0: 918, y0: 960, x1: 1080, y1: 1920 },
    { what: 'title, channel, subscribe', x0: 0, y0: 1344, x1: 1080, y1: 1920 },
  ],
};
