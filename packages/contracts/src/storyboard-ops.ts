// Structural edits of a storyboard (issue 36): pure functions the editor applies before it saves
// the whole document (the server validates everything again). Each returns a new document and
// never changes the one it is given, so the editor's undo history is a list of documents.
// A scene whose `text` differs from `narration.text` is voiced again by the server on save.
import { STORYBOARD_LIMITS, type Storyboard, type StoryboardScene } from './storyboard.ts';

/** An edit that cannot be made, in words a creator can read. */
export class StoryboardOpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoryboardOpError';
  }
}

/** How long a new scene lasts before it is voiced (the server extends it to fit its narration). */
export const NEW_SCENE_SEC = 2;
const NEW_SCENE_COLORS = ['#312E81', '#7C3AED'];
/** Seconds are kept to the millisecond so sums do not drift. */
const ms = (sec: number) => Math.round(sec * 1000) / 1000;

function indexOf(sb: Storyboard, sceneId: string): number {
  const i = sb.scenes.findIndex((s) => s.id === sceneId);
  if (i < 0) throw new StoryboardOpError('That scene is no longer in this video.');
  return i;
}

function withScenes(sb: Storyboard, scenes: StoryboardScene[]): Storyboard {
  return { ...sb, scenes };
}

function replaceScene(sb: Storyboard, i: number, scene: StoryboardScene): Storyboard {
  return withScenes(
    sb,
    sb.scenes.map((s, j) => (j === i ? scene : s)),
  );
}

/** The words of a scene's text as the editor shows them (split on spaces). */
export const sceneWords = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** A scene is voiced when its narration says its text. */
export const isVoiced = (scene: StoryboardScene): boolean =>
  scene.narration.audioKey !== null && scene.narration.text === scene.text;

/** The shortest a scene may be: its narration, and never under the limit. */
export const minSceneSec = (scene: StoryboardScene): number =>
  Math.max(STORYBOARD_LIMITS.minSceneSec, scene.narration.durationSec);

/**
 * A new scene id unused in the document. Ids are never reused within a document, so a still or
 * a sound fetched for a deleted scene is never shown for a new one.
 */
export function newSceneId(sb: Storyboard): string {
  const used = new Set(sb.scenes.map((s) => s.id));
  let n = sb.scenes.length + 1;
  while (used.has(`scene-${n}`)) n += 1;
  return `scene-${n}`;
}

/** A narration that says nothing yet: the server voices the scene's text on save. */
const unvoiced = (): StoryboardScene['narration'] => ({
  text: '',
  audioKey: null,
  offsetSec: 0,
  durationSec: 0,
  words: [],
});

/** Moves the scene at `from` to index `to` (both 0-based). */
export function moveScene(sb: Storyboard, from: number, to: number): Storyboard {
  const n = sb.scenes.length;
  if (!Number.isInteger(from) || from < 0 || from >= n || !Number.isInteger(to) || to < 0 || to >= n)
    throw new StoryboardOpError('A scene can only move to a place inside the video.');
  if (from === to) return sb;
  const scenes = [...sb.scenes];
  const [scene] = scenes.splice(from, 1);
  scenes.splice(to, 0, scene!);
  return withScenes(sb, scenes);
}

/**
 * Splits a scene so that its word at `wordIndex` (of `sceneWords(text)`) starts a new scene right
 * after it. A voiced scene keeps its audio on both halves: the second half's segment starts where
 * that word is spoken, its word times re-based to it, and the scene's length is divided at the
 * same moment. A scene not voiced yet (or whose timings do not match its words) gives two halves
 * the server voices on save.
 */
export function splitScene(sb: Storyboard, sceneId: string, wordIndex: number): Storyboard {
  if (sb.scenes.length >= STORYBOARD_LIMITS.maxScenes)
    throw new StoryboardOpError(`A video can have at most ${STORYBOARD_LIMITS.maxScenes} scenes.`);
  const i = indexOf(sb, sceneId);
  const scene = sb.scenes[i]!;
  const words = sceneWords(scene.text);
  if (!Number.isInteger(wordIndex) || wordIndex < 1 || wordIndex >= words.length)
    throw new StoryboardOpError('Pick a word after the first one to split the scene there.');
  const firstText = words.slice(0, wordIndex).join(' ');
  const secondText = words.slice(wordIndex).join(' ');
  const id = newSceneId(sb);
  const timed = isVoiced(scene) && scene.narration.words.length === words.length;

  let first: StoryboardScene;
  let second: StoryboardScene;
  if (timed) {
    const n = scene.narration;
    const cut = n.words[wordIndex]!.start;
    const firstDuration = Math.max(STORYBOARD_LIMITS.minSceneSec, ms(cut));
    const secondNarration = {
      text: secondText,
      audioKey: n.audioKey,
      offsetSec: ms(n.offsetSec + cut),
      durationSec: ms(Math.max(0, n.durationSec - cut)),
      words: n.words.slice(wordIndex).map((w) => ({
        word: w.word,
        start: ms(Math.max(0, w.start - cut)),
        end: ms(Math.max(0, w.end - cut)),
      })),
    };
    first = {
      ...scene,
      text: firstText,
      narration: {
        ...n,
        text: firstText,
        durationSec: ms(cut),
        words: n.words.slice(0, wordIndex),
      },
      durationSec: firstDuration,
    };
    second = {
      ...scene,
      id,
      text: secondText,
      narration: secondNarration,
      durationSec: ms(
        Math.max(
          STORYBOARD_LIMITS.minSceneSec,
          secondNarration.durationSec,
          scene.durationSec - firstDuration,
        ),
      ),
      transition: 'cut',
    };
  } else {
    const half = ms(Math.max(STORYBOARD_LIMITS.minSceneSec, scene.durationSec / 2));
    first = { ...scene, text: firstText, narration: unvoiced(), durationSec: half };
    second = { ...scene, id, text: secondText, narration: unvoiced(), durationSec: half, transition: 'cut' };
  }
  // The label and its emphasis word stay with the half that says that word (the first otherwise).
  const says = (text: string, word: string) =>
    sceneWords(text.toLowerCase()).some((w) => w.replace(/[^\p{L}\p{N}']/gu, '') === word.toLowerCase());
  if (scene.emphasis && !says(firstText, scene.emphasis) && says(secondText, scene.emphasis))
    first = { ...first, emphasis: null, label: null };
  else second = { ...second, emphasis: null, label: null };
  const scenes = [...sb.scenes];
  scenes.splice(i, 1, first, second);
  return withScenes(sb, scenes);
}

/**
 * Joins a scene and the one after it: the texts run on, the picture is the first scene's, and
 * the length is both lengths. The narration keeps the first scene's segment but no longer says
 * the joined text, so the server voices the joined scene on save.
 */
export function mergeWithNext(sb: Storyboard, sceneId: string): Storyboard {
  const i = indexOf(sb, sceneId);
  const a = sb.scenes[i]!;
  const b = sb.scenes[i + 1];
  if (!b) throw new StoryboardOpError('The last scene has no scene after it to join.');
  const text = [a.text.trim(), b.text.trim()].filter(Boolean).join(' ');
  if (text.length > STORYBOARD_LIMITS.maxSceneTextChars)
    throw new StoryboardOpError(
      `Together these scenes say more than ${STORYBOARD_LIMITS.maxSceneTextChars} characters; shorten one first.`,
    );
  const merged: StoryboardScene = {
    ...a,
    text,
    // Differs from the text on purpose: "not voiced yet" (the contract's rule).
    narration: { ...a.narration, text: a.narration.text === text ? '' : a.narration.text },
    durationSec: ms(a.durationSec + b.durationSec),
    label: a.label ?? b.label,
  };
  const scenes = [...sb.scenes];
  scenes.splice(i, 2, merged);
  return withScenes(sb, scenes);
}

export function deleteScene(sb: Storyboard, sceneId: string): Storyboard {
  const i = indexOf(sb, sceneId);
  if (sb.scenes.length <= 1) throw new StoryboardOpError('A video needs at least one scene.');
  return withScenes(
    sb,
    sb.scenes.filter((_, j) => j !== i),
  );
}

/** A new scene after `sceneId` saying `text`, on a colour, as a statement card, for 2 s. */
export function addSceneAfter(sb: Storyboard, sceneId: string, text: string): Storyboard {
  if (sb.scenes.length >= STORYBOARD_LIMITS.maxScenes)
    throw new StoryboardOpError(`A video can have at most ${STORYBOARD_LIMITS.maxScenes} scenes.`);
  const i = indexOf(sb, sceneId);
  const scene: StoryboardScene = {
    id: newSceneId(sb),
    text: checkedText(text),
    narration: unvoiced(),
    visual: { kind: 'color', colors: [...NEW_SCENE_COLORS] },
    layout: 'statement',
    durationSec: NEW_SCENE_SEC,
    transition: 'cut',
    label: null,
    emphasis: null,
    backdrop: null,
  };
  const scenes = [...sb.scenes];
  scenes.splice(i + 1, 0, scene);
  return withScenes(sb, scenes);
}

function checkedText(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t) throw new StoryboardOpError('A scene needs some words to say.');
  if (t.length > STORYBOARD_LIMITS.maxSceneTextChars)
    throw new StoryboardOpError(`A scene can say at most ${STORYBOARD_LIMITS.maxSceneTextChars} characters.`);
  return t;
}

/** New words for a scene; the server voices them on save (only this scene). */
export function setSceneText(sb: Storyboard, sceneId: string, text: string): Storyboard {
  const i = indexOf(sb, sceneId);
  const scene = sb.scenes[i]!;
  const t = checkedText(text);
  if (t === scene.text) return sb;
  return replaceScene(sb, i, { ...scene, text: t });
}

/** A scene's length, never under its narration or the shortest scene allowed. */
export function setDuration(sb: Storyboard, sceneId: string, sec: number): Storyboard {
  const i = indexOf(sb, sceneId);
  const scene = sb.scenes[i]!;
  if (!Number.isFinite(sec)) throw new StoryboardOpError('Give the length in seconds, such as 2.5.');
  const durationSec = ms(Math.max(minSceneSec(scene), sec));
  if (durationSec === scene.durationSec) return sb;
  return replaceScene(sb, i, { ...scene, durationSec });
}

/**
 * A new picture for a scene (the server checks it exists and is the owner's). A layout that
 * cannot show that kind of picture becomes one that can: footage for clips and photos, a subject
 * over a backdrop for an illustration (a statement card shows no picture), a statement card on a
 * colour.
 */
export function setVisual(sb: Storyboard, sceneId: string, visual: StoryboardScene['visual']): Storyboard {
  const i = indexOf(sb, sceneId);
  const scene = sb.scenes[i]!;
  let layout = scene.layout;
  if (visual.kind === 'upload' || visual.kind === 'stock' || visual.kind === 'photo') layout = 'footage';
  else if (
    visual.kind === 'illustration' &&
    (layout === 'footage' || layout === 'statement' || (layout === 'split' && !visual.secondId))
  )
    layout = 'subject';
  else if (visual.kind === 'color' && (layout === 'subject' || layout === 'footage' || layout === 'split'))
    layout = 'statement';
  return replaceScene(sb, i, { ...scene, visual, layout });
}
