import type { Script } from '../../providers/llm/llm.types.ts';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import type { StockClip, VisualsProvider } from '../../providers/visuals/visuals.types.ts';
import { MediaToolError, type FfmpegBins } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { preparedClip } from '../footage/clip-rendition.ts';
import { clipFocus } from '../footage/saliency.ts';
import type { Scene } from '../scenes/scenes.ts';
import type { StoryboardVisual } from '@reelsmith/contracts/storyboard';
import { cropAround } from './scene-map.ts';

// What a planned scene shows beyond its illustration (the creator's B-roll, stock footage) and
// which words open the video as its title card: planning's share of the pictures (decision 180).

export const MAX_VIDEO_SEC = 60;
// Music and the last caption breathe TAIL_SEC (fit-length.ts) after the last word.

/** A clip per scene from the stock provider, in order, never the same clip twice; footage is a bonus. */
export async function findFootage(
  scenes: Scene[],
  visuals: VisualsProvider,
  workDir: string,
  bins: FfmpegBins,
  signal?: AbortSignal,
): Promise<void> {
  const used: string[] = scenes.flatMap((s) => (s.clip?.id ? [s.clip.id] : []));
  let topic: string[] = [];
  for (const scene of scenes) {
    if (scene.clip) continue; // the creator's own B-roll
    // A scene that names nothing ("Follow!") looks for more of the previous scene's subject.
    if (scene.keywords.length) topic = scene.keywords;
    if (!topic.length) continue;
    const sceneSec = scene.end - scene.start;
    const clip = await visuals
      .find(
        {
          keywords: topic,
          minDurationSec: Math.min(5, sceneSec),
          workDir,
          orientation: 'portrait',
          exclude: used,
        },
        { signal },
      )
      .then((found) => (found && visuals.prepareClips ? preparedClip(found, { sceneSec }) : found))
      .catch((): StockClip | null => null);
    if (!clip || (clip.id && used.includes(clip.id))) continue;
    if (clip.id) used.push(clip.id);
    // A clip that is not 9:16 is cut to it around its subject, not its centre (decision 029).
    if (Math.abs(clip.width / clip.height - 9 / 16) > 0.01) {
      clip.focus = await clipFocus(clip.path, bins, signal);
    }
    scene.clip = clip;
  }
  if (signal?.aborted) throw new MediaToolError('ABORTED', 'Video generation was cancelled');
}

/** The creator's B-roll, one item per scene in order (each at most once); returns how many were placed. */
export function assignBroll(scenes: Scene[], broll: StockClip[]): number {
  const seen = new Set<string>();
  const items = broll.filter((c) => !c.id || (!seen.has(c.id) && seen.add(c.id)));
  const n = Math.min(scenes.length, items.length);
  for (let i = 0; i < n; i++) scenes[i]!.clip = { ...items[i]! };
  return n;
}

/** The hook's words are the first words spoken; they become the kinetic title card. */
export function splitHook(
  script: Pick<Script, 'hook'>,
  words: WordTiming[],
): { hook: WordTiming[]; rest: WordTiming[] } {
  const n = script.hook.split(/\s+/).filter(Boolean).length;
  // A hook that is most of the narration would hide the captions: keep it to a short opener.
  const take = n > 0 && n <= 14 && n < words.length ? n : 0;
  return { hook: words.slice(0, take), rest: words.slice(take) };
}

/** A scene's visual from the creator's upload (a photo or a clip), cut around its subject when known. */
export function uploadVisual(clip: StockClip, uploadId: string, key: string): StoryboardVisual {
  const photo = clip.kind === 'image';
  return {
    kind: 'upload',
    uploadId,
    key,
    media: photo ? 'photo' : 'video',
    width: clip.width,
    height: clip.height,
    durationSec: photo ? 0 : (clip.durationSec ?? 0),
    inSec: 0,
    pan: 'in',
    ...(clip.focus ? { crop: cropAround(clip.width, clip.height, clip.focus) } : {}),
  };
}

/** A scene's visual from the stock provider: a photo, or a clip at least as long as the scene. */
export function stockVisual(
  clip: StockClip,
  provider: string,
  key: string,
  sceneSec: number,
  i: number,
): StoryboardVisual {
  const crop = clip.focus ? { crop: cropAround(clip.width, clip.height, clip.focus) } : {};
  if (clip.kind === 'image')
    return { kind: 'photo', key, width: clip.width, height: clip.height, pan: 'in', ...crop };
  return {
    kind: 'stock',
    provider,
    clipId: clip.id ?? `scene-${i + 1}`,
    key,
    width: clip.width,
    height: clip.height,
    durationSec: clip.durationSec && clip.durationSec > 0 ? clip.durationSec : Math.max(0.1, sceneSec),
    inSec: 0,
    ...crop,
  };
}
