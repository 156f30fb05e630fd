import { storyboardTimeline, type Storyboard } from '@reelsmith/contracts/storyboard';
import { titleSceneCount } from '../../media/storyboard/scene-map.ts';

// The storyboard changes a remix makes (issue 41, decision 210): each a pure function of a copy of
// the source's document, changing one thing; voicing the changed words is the service's part.

/** The first scene says `hook` instead (the service voices it again). */
export function withHook(sb: Storyboard, hook: string): Storyboard {
  return { ...sb, scenes: sb.scenes.map((s, i) => (i === 0 ? { ...s, text: hook } : s)) };
}

/** The document's length in whole seconds, as the creator sees it. */
export const lengthSec = (sb: Storyboard) => Math.round(storyboardTimeline(sb).totalSec);

/**
 * Fewer scenes from the same script: body scenes are dropped from the end of the body (the hook's
 * title scenes and the last scene, the call to action, stay) until the video is at most
 * `targetSec`. Answers null when it cannot get shorter (only the hook and the ending are left).
 */
export function shortened(sb: Storyboard, targetSec: number): Storyboard | null {
  const first = Math.max(1, titleSceneCount(sb));
  const scenes = [...sb.scenes];
  let dropped = 0;
  while (storyboardTimeline({ ...sb, scenes }).totalSec > targetSec && scenes.length - 1 > first) {
    scenes.splice(scenes.length - 2, 1);
    dropped++;
  }
  return dropped ? { ...sb, scenes } : null;
}
