import type {
  Storyboard,
  StoryboardScene,
  StoryboardVisual,
  StoryboardWord,
} from '@reelsmith/contracts/storyboard';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import type { StockClip } from '../../providers/visuals/visuals.types.ts';
import { numberLabel } from '../scenes/number-labels.ts';
import type { Scene } from '../scenes/scenes.ts';

// The one conversion between a storyboard scene (the document: durations, a narration window, a
// visual by storage key) and the render's `Scene` (absolute times, a local clip path, the moments
// of its emphasis and label). Planning goes Scene → storyboard; rendering goes storyboard → Scene,
// and a planned storyboard comes back as the same Scenes the planner made (decision 180).

/** A storyboard key's local file, ready for ffmpeg. */
export type AssetPath = (key: string) => string;

/** Frame shape the 9:16 window of a picture is cut to. */
const FRAME_ASPECT = 9 / 16;

/** The 9:16 window (0..1 each way) of a `width`x`height` picture around `focus`, kept inside it. */
export function cropAround(width: number, height: number, focus: { x: number; y: number }) {
  const aspect = width / height;
  const w = aspect > FRAME_ASPECT ? FRAME_ASPECT / aspect : 1;
  const h = aspect > FRAME_ASPECT ? 1 : aspect / FRAME_ASPECT;
  const x = Math.min(1 - w, Math.max(0, focus.x - w / 2));
  const y = Math.min(1 - h, Math.max(0, focus.y - h / 2));
  return { x, y, width: w, height: h };
}

const cropCentre = (c: { x: number; y: number; width: number; height: number } | undefined) =>
  c ? { x: c.x + c.width / 2, y: c.y + c.height / 2 } : undefined;

const bare = (w: string) => w.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A visual's picture or footage as the render's clip; null for an illustration or a colour. */
export function visualClip(visual: StoryboardVisual, path: AssetPath): StockClip | null {
  switch (visual.kind) {
    case 'stock':
      return {
        id: visual.clipId,
        path: path(visual.key),
        kind: 'video',
        width: visual.width,
        height: visual.height,
        durationSec: visual.durationSec,
        focus: cropCentre(visual.crop),
      };
    case 'upload':
      return {
        id: `upload-${visual.uploadId}`,
        path: path(visual.key),
        kind: visual.media === 'photo' ? 'image' : 'video',
        width: visual.width,
        height: visual.height,
        ...(visual.media === 'video' ? { durationSec: visual.durationSec } : {}),
        focus: cropCentre(visual.crop),
      };
    case 'photo':
      return {
        path: path(visual.key),
        kind: 'image',
        width: visual.width,
        height: visual.height,
        focus: cropCentre(visual.crop),
      };
    default:
      return null;
  }
}

/** How many scenes at the start are the hook's title card (their words are the card's). */
export function titleSceneCount(sb: Pick<Storyboard, 'scenes'>): number {
  let n = 0;
  while (n < sb.scenes.length && sb.scenes[n]!.layout === 'title') n++;
  return n;
}

/** Every scene's words on the video's timeline (seconds from the start of the video). */
export function timelineWords(sb: Pick<Storyboard, 'scenes'>, starts: number[]): WordTiming[][] {
  return sb.scenes.map((s, i) =>
    s.narration.words.map((w) => ({ word: w.word, start: starts[i]! + w.start, end: starts[i]! + w.end })),
  );
}

/**
 * The storyboard's scenes as the render's Scenes. The emphasis pulse is at the first spoken word
 * that is the emphasis word; a label is shown when its number is said, else at the emphasis, else
 * as the scene begins.
 */
export function toRenderScenes(sb: Storyboard, starts: number[], totalSec: number, path: AssetPath): Scene[] {
  const titles = titleSceneCount(sb);
  const words = timelineWords(sb, starts);
  return sb.scenes.map((s, i): Scene => {
    const start = starts[i]!;
    const end = i === sb.scenes.length - 1 ? totalSec : start + s.durationSec;
    const own = words[i]!;
    const emphasisWord = s.emphasis ? own.find((w) => bare(w.word) === bare(s.emphasis!)) : undefined;
    const emphasisAt = emphasisWord ? emphasisWord.start : null;
    let label: Scene['label'] = null;
    if (s.label) {
      const num = numberLabel(own.map((w) => w.word));
      label = { text: s.label, at: num ? own[num.index]!.start : (emphasisAt ?? start) };
    }
    const clip = visualClip(s.visual, path);
    return {
      kind: i < titles ? 'hook' : 'point',
      beat: i,
      start,
      end,
      text: s.text,
      keywords: [],
      illustration: s.visual.kind === 'illustration' ? s.visual.id : null,
      ...(s.visual.kind === 'illustration' && s.visual.secondId
        ? { secondIllustration: s.visual.secondId }
        : {}),
      ...(s.emphasis ? { chosenBy: s.emphasis } : {}),
      ...(clip ? { clip } : {}),
      emphasisAt,
      label,
      layout: s.layout,
      transition: s.transition,
      backdrop:
        s.backdrop ??
        (s.visual.kind === 'color'
          ? { colors: s.visual.colors, pattern: s.visual.colors.length > 1 ? 'gradient' : 'plain' }
          : null),
    };
  });
}

/** Where a planned scene's picture comes from, given its clip (null: its illustration). */
export type ClipVisual = (clip: StockClip, sceneIndex: number) => StoryboardVisual;

/**
 * The planner's Scenes (contiguous, the first at 0, the last ending at `durationSec`) as storyboard
 * scenes over one voice file: scene i's narration is the window of `audioKey` from its start to the
 * next scene's, so played back to back the windows are the voice file again. Words belong to the
 * scene during which they start. The last scene stops `tailSec` before the video's end (the tail).
 */
export function storyboardScenes(a: {
  scenes: Scene[];
  words: WordTiming[];
  durationSec: number;
  tailSec: number;
  audioKey: string | null;
  /** Whether the first scenes (the hook's) are the title card. */
  title: boolean;
  visual: ClipVisual;
}): { scenes: StoryboardScene[]; tailSec: number } {
  const n = a.scenes.length;
  const bounds = a.scenes.map((s) => s.start);
  bounds.push(a.durationSec);
  const lastStart = bounds[n - 1]!;
  const lastSec = Math.max(0.5, a.durationSec - a.tailSec - lastStart);
  const tailSec = Math.max(0, a.durationSec - lastStart - lastSec);
  const scenes = a.scenes.map((s, i): StoryboardScene => {
    const from = bounds[i]!;
    const durationSec = i === n - 1 ? lastSec : bounds[i + 1]! - from;
    const to = i === n - 1 ? Infinity : bounds[i + 1]!;
    const words: StoryboardWord[] = a.words
      .filter((w) => w.start >= from && w.start < to)
      .map((w) => ({ word: w.word, start: w.start - from, end: w.end - from }));
    const text = words.map((w) => w.word).join(' ');
    const spokenAt = s.emphasisAt;
    const emphasis =
      spokenAt === null ? null : (words.find((w) => w.start + from === spokenAt)?.word ?? null);
    const visual: StoryboardVisual = s.clip
      ? a.visual(s.clip, i)
      : s.illustration
        ? {
            kind: 'illustration',
            id: s.illustration,
            ...(s.secondIllustration ? { secondId: s.secondIllustration } : {}),
          }
        : { kind: 'color', colors: s.backdrop?.colors ?? ['#101018'] };
    return {
      id: `s${i + 1}`,
      text,
      narration: { text, audioKey: a.audioKey, offsetSec: from, durationSec, words },
      visual,
      layout: s.layout ?? (a.title && s.kind === 'hook' ? 'title' : 'subject'),
      durationSec,
      transition: s.transition ?? 'cut',
      label: s.label ? s.label.text.slice(0, 40) : null,
      emphasis,
      backdrop: s.backdrop ?? null,
    };
  });
  return { scenes, tailSec };
}

/** The same storyboard with every file key renamed (planning's folder names → storage keys). */
export function mapStoryboardKeys(sb: Storyboard, rename: (key: string) => string): Storyboard {
  return {
    ...sb,
    scenes: sb.scenes.map((s) => ({
      ...s,
      narration: { ...s.narration, audioKey: s.narration.audioKey && rename(s.narration.audioKey) },
      visual: 'key' in s.visual ? { ...s.visual, key: rename(s.visual.key) } : s.visual,
    })),
  };
}
