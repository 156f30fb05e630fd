import type { Storyboard, StoryboardScene } from '@reelsmith/contracts/storyboard';

/** A short hash of a value's JSON (FNV-1a), to name a version of a still or a sound. */
function hash(value: unknown): string {
  let h = 0x811c9dc5;
  for (const c of JSON.stringify(value)) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h.toString(36);
}

/** Changes whenever the scene's still would look different (its own fields or the video's look). */
export const stillVersion = (sb: Storyboard, scene: StoryboardScene) =>
  hash([scene, sb.style, sb.vibe, sb.captions, sb.seed]);

/** Changes whenever the scene's narration does. */
export const audioVersion = (scene: StoryboardScene) => hash(scene.narration);

/** "2.4 s" */
export const seconds = (sec: number) => `${Math.round(sec * 10) / 10} s`;

/** What a scene shows, in a few words. */
export function visualText(v: StoryboardScene['visual']): string {
  switch (v.kind) {
    case 'illustration':
      return `Illustration: ${v.id.replace(/-/g, ' ')}`;
    case 'stock':
      return 'Stock footage';
    case 'upload':
      return v.media === 'photo' ? 'Your photo' : 'Your clip';
    case 'photo':
      return 'Your photo';
    case 'color':
      return v.colors.length > 1 ? 'A colour gradient' : 'A colour';
  }
}
