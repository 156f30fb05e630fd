import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateStoryboard, storyboardTimeline, type Storyboard } from '@reelsmith/contracts/storyboard';
import type { LlmProvider, Script } from '../../providers/llm/llm.types.ts';
import { createBuiltinTts } from '../../providers/tts/builtin.tts.ts';
import type { VisualsProvider } from '../../providers/visuals/visuals.types.ts';
import { runFfmpeg } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { probe } from '../../lib/ffmpeg/probe.ts';
import { planScenes } from '../scenes/scenes.ts';
import { planStoryboard, type GenerateVideoInput, type PlannedStoryboard } from './plan.ts';
import { localAssets, renderStoryboard } from './render.ts';
import { toRenderScenes } from './scene-map.ts';
import { voiceScene } from './voice-scene.ts';
import { sceneStill } from './still.ts';
import { loadImage } from '@napi-rs/canvas';

// The two halves of a video over the storyboard: a planned storyboard renders the same frames every
// time, an edited one renders to its own length, and a planned one maps back to the planner's scenes.

const script: Script = {
  title: 'Octopus hearts',
  hook: 'Octopuses have three hearts.',
  body: [{ text: 'Two pump blood to the gills, one to the body.', visualKeywords: ['octopus'] }],
  callToAction: 'Follow!',
  narration: 'Octopuses have three hearts. Two pump blood to the gills, one to the body. Follow!',
  caption: 'Octopus facts',
  hashtags: ['#octopus', '#ocean'],
};
const llm: LlmProvider = {
  name: 'inline',
  writeScript: async () => script,
  suggestIdeas: async () => [],
  writeCaption: async () => ({ text: '', hashtags: [] }),
};
const noVisuals: VisualsProvider = { name: 'builtin', find: async () => null };
const tts = createBuiltinTts();
const input: GenerateVideoInput = {
  idea: 'octopus hearts',
  vibe: 'educational',
  voiceId: 'rachel',
  style: 'cinematic',
  durationSec: 15,
  captionPreset: 'bold',
  music: 'auto',
  script,
  seed: 7,
};

let root: string;
let plan: PlannedStoryboard;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'storyboard-test-'));
  plan = await planStoryboard(input, { llm, tts, visuals: noVisuals }, { workDir: join(root, 'plan') });
}, 60_000);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The MD5 of every decoded video frame, in order. */
async function frameHashes(video: string): Promise<string[]> {
  const { stdout } = await runFfmpeg(['-v', 'error', '-i', video, '-map', '0:v', '-f', 'framemd5', 'pipe:1']);
  return stdout
    .toString('utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(',').pop()!.trim());
}

describe('planStoryboard', () => {
  it('plans a valid storyboard whose scenes are windows of one voice file, back to back', () => {
    const sb = migrateStoryboard(JSON.parse(JSON.stringify(plan.storyboard)));
    const { starts, totalSec } = storyboardTimeline(sb);
    expect(sb.scenes.length).toBeGreaterThan(1);
    expect(new Set(sb.scenes.map((s) => s.narration.audioKey))).toEqual(new Set(['narration/voice.wav']));
    sb.scenes.forEach((s, i) => {
      expect(s.narration.offsetSec).toBeCloseTo(starts[i]!, 6);
      expect(s.durationSec).toBeGreaterThanOrEqual(s.narration.durationSec);
      expect(s.text).toBe(s.narration.text);
    });
    // Every spoken word is in exactly one scene, in order.
    expect(sb.scenes.flatMap((s) => s.narration.words.map((w) => w.word))).toEqual(
      plan.speech.words.map((w) => w.word),
    );
    expect(totalSec).toBeCloseTo(plan.speech.durationSec + 0.8, 3);
    expect(sb.scenes[0]!.layout).toBe('title');
    expect(plan.made).toEqual(['narration/voice.wav']);
  });

  it('carries a channel’s brand kit on the storyboard it plans (issue 41)', async () => {
    const brand = {
      kitId: 'kit-1',
      logoKey: 'users/u/videos/v/brand/logo.png',
      logoType: 'png' as const,
      watermarkPosition: 'top-left' as const,
      colors: { primary: '#0B1026', secondary: '#F59E0B', text: '#FFFFFF' },
      font: { name: 'DejaVu Sans', key: null },
      intro: '',
      outro: '',
      captionPosition: 'bottom' as const,
      show: true,
    };
    const branded = await planStoryboard(
      { ...input, brand },
      { llm, tts, visuals: noVisuals },
      { workDir: join(root, 'branded') },
    );
    expect(migrateStoryboard(JSON.parse(JSON.stringify(branded.storyboard))).brand).toEqual(brand);
    expect(plan.storyboard.brand).toBeUndefined();
  });

  it("maps back to the planner's own scenes: times, pictures, emphasis and labels", () => {
    const { starts, totalSec } = storyboardTimeline(plan.storyboard);
    const planned = planScenes(script, plan.speech.words, totalSec, 'educational', input.idea);
    const back = toRenderScenes(plan.storyboard, starts, totalSec, (k) => k);
    expect(back.map((s) => [s.start, s.end, s.illustration, s.emphasisAt, s.label])).toEqual(
      planned.map((s) => [s.start, s.end, s.illustration, s.emphasisAt, s.label]),
    );
  });
});

describe('renderStoryboard', () => {
  it('renders the same storyboard to the same frames twice', async () => {
    const a = await renderStoryboard(plan.storyboard, localAssets(plan.files), join(root, 'a'));
    const b = await renderStoryboard(plan.storyboard, localAssets(plan.files), join(root, 'b'));
    const [ha, hb] = [await frameHashes(a.videoPath), await frameHashes(b.videoPath)];
    expect(ha.length).toBe(Math.round(a.durationSec * 30));
    expect(new Set(ha).size).toBeGreaterThan(10); // it moves: not one frame repeated
    expect(hb).toEqual(ha);
  }, 180_000);

  it('renders a hand-edited storyboard (a re-voiced scene, a colour scene) to its own length', async () => {
    const sb: Storyboard = structuredClone(plan.storyboard);
    const files = { ...plan.files };
    const edited = sb.scenes[1]!;
    const seg = await voiceScene(
      'Each heart beats on its own schedule.',
      'rachel',
      tts,
      join(root, 's2.wav'),
    );
    files['narration/s2-r1.wav'] = seg.audioPath;
    edited.text = seg.text;
    edited.narration = { ...seg, audioKey: 'narration/s2-r1.wav' };
    edited.durationSec = seg.durationSec + 0.3;
    const last = sb.scenes[sb.scenes.length - 1]!;
    last.visual = { kind: 'color', colors: ['#123456', '#abcdef'] };
    const expected = storyboardTimeline(sb).totalSec;
    const r = await renderStoryboard(migrateStoryboard(sb), localAssets(files), join(root, 'edited'));
    const p = await probe(r.videoPath);
    expect(r.durationSec).toBeCloseTo(expected, 6);
    expect(p.durationSec).toBeGreaterThan(expected - 0.1);
    expect(p.durationSec).toBeLessThan(expected + 0.15);
    const srt = await readFile(r.srtPath, 'utf8');
    expect(srt).toMatch(/schedule/);
    expect(srt).not.toMatch(/gills/);
  }, 120_000);
});

describe('voiceScene', () => {
  it('voices one sentence quickly, with its words timed inside it', async () => {
    await voiceScene('Warm up.', 'rachel', tts, join(root, 'warm.wav'));
    const t = performance.now();
    const seg = await voiceScene('Octopuses taste with their arms.', 'rachel', tts, join(root, 'one.wav'));
    const ms = performance.now() - t;
    expect(seg.words.map((w) => w.word.replace(/[^a-z]/gi, '').toLowerCase())).toEqual([
      'octopuses',
      'taste',
      'with',
      'their',
      'arms',
    ]);
    expect(seg.durationSec).toBeGreaterThan(1);
    expect(seg.words[seg.words.length - 1]!.end).toBeLessThanOrEqual(seg.durationSec);
    // The target is 0.5 s on an idle machine; the bound leaves room for a busy test run.
    expect(ms).toBeLessThan(2_500);
  });
});

describe('sceneStill', () => {
  it('draws a scene as a 540x960 JPEG, quickly, each scene its own picture', async () => {
    const assets = localAssets(plan.files);
    await sceneStill(plan.storyboard, 's1', assets); // loads fonts and illustrations once
    const t = performance.now();
    const first = await sceneStill(plan.storyboard, 's1', assets);
    const ms = performance.now() - t;
    const second = await sceneStill(plan.storyboard, 's2', assets);
    const img = await loadImage(first);
    expect([img.width, img.height]).toEqual([540, 960]);
    expect(first.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(second.equals(first)).toBe(false);
    // The target is 300 ms on an idle machine; the bound leaves room for a busy test run.
    expect(ms).toBeLessThan(3_000);
    await expect(sceneStill(plan.storyboard, 'nope', assets)).rejects.toThrow('No scene nope');
  });
});
