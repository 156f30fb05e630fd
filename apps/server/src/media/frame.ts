// The frame every video is made at (9:16 for TikTok, Reels and Shorts): the render, the enhance and
// the footage renditions all encode to it.

export const WIDTH = 1080;
export const HEIGHT = 1920;
export const FPS = 30;
