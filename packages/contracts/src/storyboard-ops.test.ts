import { describe, expect, it } from 'vitest';
import { storyboardSchema, type Storyboard, type StoryboardScene } from './storyboard.ts';
import {
  addSceneAfter,
  deleteScene,
  mergeWithNext,
  moveScene,
  setDuration,
  setSceneText,
  setVisual,
  splitScene,
  StoryboardOpError,
} from './storyboard-ops.ts';

// One voice file for the whole narration; each scene points at its window (the contract).
const AUDIO = 'users/u/videos/v/narration/full.wav';

function scene(id: string, text: string, offsetSec: number, label: string | null = null): StoryboardScene {
  const words = text.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35 }));
  const durationSec = words.length * 0.4;
  return {
    id,
    text,
    narration: { text, audioKey: AUDIO, offsetSec, durationSec, words },
    visual: { kind: 'illustration', id: 'cat' },
    layout: 'subject',
    durationSec: durationSec + 0.5,
    transition: 'push',
    label,
    emphasis: label ? label.split(' ')[0]!.toLowerCase() : null,
    backdrop: null,
  };
}

const doc = (): Storyboard =>
  storyboardSchema.parse({
    schema_version: 1,
    width: 1080,
    height: 1920,
    fps: 30,
    seed: 7,
    vibe: 'educational',
    voiceId: 'rachel',
    style: 'cinematic',
    captions: { preset: 'bold' },
    music: { track: 'auto' },
    watermark: null,
    title: 'Cats',
    caption: 'Cats are great',
    hashtags: ['#cats'],
    scenes: [
      scene('s1', 'Cats sleep sixteen hours a day', 0, 'Sixteen hours'),
      scene('s2', 'They purr to heal', 2.4),
      scene('s3', 'Follow for more', 4.0),
    ],
  });

const ids = (sb: Storyboard) => sb.scenes.map((s) => s.id);

describe('storyboard edits', () => {
  it('moves a scene and leaves the original document untouched', () => {
    const sb = doc();
    const before = JSON.stringify(sb);
    expect(ids(moveScene(sb, 0, 2))).toEqual(['s2', 's3', 's1']);
    expect(ids(moveScene(sb, 2, 1))).toEqual(['s1', 's3', 's2']);
    expect(JSON.stringify(sb)).toBe(before);
    expect(() => moveScene(sb, 0, 3)).toThrow(StoryboardOpError);
  });

  it('splits a voiced scene at a word: both halves keep the audio file, the second re-based to that word', () => {
    const sb = doc();
    const out = splitScene(sb, 's1', 3); // "Cats sleep sixteen | hours a day"
    expect(ids(out)).toHaveLength(4);
    const [a, b] = out.scenes;
    expect(a!.id).toBe('s1');
    expect(b!.id).not.toBe('s1');
    expect(new Set(ids(out)).size).toBe(4);
    expect([a!.text, b!.text]).toEqual(['Cats sleep sixteen', 'hours a day']);
    // Both still voiced (narration says the text), from the same file.
    expect(a!.narration).toMatchObject({ text: 'Cats sleep sixteen', audioKey: AUDIO, offsetSec: 0 });
    expect(b!.narration).toMatchObject({ text: 'hours a day', audioKey: AUDIO, offsetSec: 1.2 });
    expect(a!.narration.durationSec).toBeCloseTo(1.2);
    expect(b!.narration.durationSec).toBeCloseTo(1.2);
    expect(b!.narration.words.map((w) => [w.word, w.start])).toEqual([
      ['hours', 0],
      ['a', 0.4],
      ['day', 0.8],
    ]);
    // The scene's 2.9 s are divided at the word; nothing is lost from the timeline.
    expect(a!.durationSec + b!.durationSec).toBeCloseTo(sb.scenes[0]!.durationSec);
    expect(a!.durationSec).toBeCloseTo(1.2);
    // The label "Sixteen hours" (emphasis "sixteen") stays with the half that says "sixteen".
    expect(a!.label).toBe('Sixteen hours');
    expect(b!.label).toBeNull();
    expect(() => storyboardSchema.parse(out)).not.toThrow();
  });

  it('splits a scene not voiced yet into two halves the server will voice', () => {
    const sb = setSceneText(doc(), 's2', 'They purr when they are happy');
    const out = splitScene(sb, 's2', 2);
    const [, a, b] = out.scenes;
    expect([a!.text, b!.text]).toEqual(['They purr', 'when they are happy']);
    expect(a!.narration.audioKey).toBeNull();
    expect(b!.narration.text).not.toBe(b!.text);
    expect(a!.durationSec).toBeGreaterThanOrEqual(0.5);
  });

  it('refuses to split before the first word or past the last', () => {
    expect(() => splitScene(doc(), 's2', 0)).toThrow(/after the first one/);
    expect(() => splitScene(doc(), 's2', 4)).toThrow(StoryboardOpError);
    expect(() => splitScene(doc(), 'gone', 1)).toThrow(/no longer in this video/);
  });

  it('merges a scene with the next: joined text, both lengths, voiced again on save', () => {
    const sb = doc();
    const out = mergeWithNext(sb, 's1');
    expect(ids(out)).toEqual(['s1', 's3']);
    const m = out.scenes[0]!;
    expect(m.text).toBe('Cats sleep sixteen hours a day They purr to heal');
    expect(m.narration.text).not.toBe(m.text);
    expect(m.durationSec).toBeCloseTo(sb.scenes[0]!.durationSec + sb.scenes[1]!.durationSec);
    expect(() => mergeWithNext(sb, 's3')).toThrow(/no scene after it/);
  });

  it('deletes a scene but never the last one', () => {
    const out = deleteScene(doc(), 's2');
    expect(ids(out)).toEqual(['s1', 's3']);
    expect(ids(deleteScene(out, 's1'))).toEqual(['s3']);
    expect(() => deleteScene(deleteScene(out, 's1'), 's3')).toThrow(/at least one scene/);
  });

  it('adds a 2 s statement scene on a colour after a scene, with a new id', () => {
    const out = addSceneAfter(doc(), 's1', '  And they   dream ');
    expect(ids(out)[1]).not.toMatch(/^s[123]$/);
    const added = out.scenes[1]!;
    expect(added).toMatchObject({
      text: 'And they dream',
      layout: 'statement',
      durationSec: 2,
      visual: { kind: 'color' },
    });
    expect(added.narration.audioKey).toBeNull();
    expect(() => storyboardSchema.parse(out)).not.toThrow();
    // A second added scene gets another id.
    const twice = addSceneAfter(out, 's1', 'Again');
    expect(new Set(ids(twice)).size).toBe(5);
    expect(() => addSceneAfter(doc(), 's1', '   ')).toThrow(/some words/);
  });

  it('sets text (only that scene changes) and refuses empty or over-long text', () => {
    const sb = doc();
    const out = setSceneText(sb, 's2', 'They purr a lot');
    expect(out.scenes[1]!.text).toBe('They purr a lot');
    expect(out.scenes[1]!.narration.text).toBe('They purr to heal');
    expect(out.scenes[0]).toBe(sb.scenes[0]);
    expect(setSceneText(sb, 's2', 'They purr to heal')).toBe(sb);
    expect(() => setSceneText(sb, 's2', 'x'.repeat(401))).toThrow(/at most 400/);
  });

  it('sets a length but never under the narration or half a second', () => {
    const sb = doc();
    expect(setDuration(sb, 's2', 4).scenes[1]!.durationSec).toBe(4);
    // "They purr to heal" is voiced for 1.6 s.
    expect(setDuration(sb, 's2', 0.2).scenes[1]!.durationSec).toBeCloseTo(1.6);
    const silent = addSceneAfter(sb, 's3', 'Bye');
    expect(setDuration(silent, silent.scenes[3]!.id, 0.1).scenes[3]!.durationSec).toBe(0.5);
    expect(() => setDuration(sb, 's2', Number.NaN)).toThrow(StoryboardOpError);
  });

  it('swaps a picture and gives the scene a layout that can show it', () => {
    const sb = doc();
    const upload = setVisual(sb, 's2', {
      kind: 'upload',
      uploadId: '00000000-0000-4000-8000-000000000001',
      key: 'users/u/uploads/1/original.mp4',
      media: 'video',
      width: 1920,
      height: 1080,
      durationSec: 12,
      inSec: 0,
      pan: 'in',
    });
    expect(upload.scenes[1]!.layout).toBe('footage');
    const back = setVisual(upload, 's2', { kind: 'illustration', id: 'dog' });
    expect(back.scenes[1]).toMatchObject({ layout: 'subject', visual: { kind: 'illustration', id: 'dog' } });
    expect(setVisual(sb, 's2', { kind: 'color', colors: ['#112233'] }).scenes[1]!.layout).toBe('statement');
    expect(sb.scenes[1]!.visual).toEqual({ kind: 'illustration', id: 'cat' });
  });
});
