import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import type { StoryboardBrand } from '@reelsmith/contracts/storyboard';
import type { LlmProvider, Script } from '../../providers/llm/llm.types.ts';
import { createBuiltinTts } from '../../providers/tts/builtin.tts.ts';
import { brandHighlight, luminance } from './render-brand.ts';
import { INTRO_SCENE_ID, INTRO_SEC, OUTRO_SCENE_ID, OUTRO_SEC } from './plan-brand.ts';
import { planStoryboard, type GenerateVideoInput, type PlannedStoryboard } from './plan.ts';
import { storyboardKeys } from './render.ts';

// A brand kit planned into the storyboard (issue 41, decision 206): its colours are every scene's
// backdrop, its intro and outro are silent first and last cards, and the spoken word takes a kit colour
// light enough to stand out from those backdrops.

const script: Script = {
  title: 'Octopus hearts',
  hook: 'Octopuses have three hearts.',
  body: [
    { text: 'Two pump blood to the gills, one to the body.', visualKeywords: ['octopus'] },
    { text: 'Their blood is blue because of copper.', visualKeywords: ['blood'] },
  ],
  callToAction: 'Follow!',
  narration:
    'Octopuses have three hearts. Two pump blood to the gills, one to the body. Their blood is blue because of copper. Follow!',
  caption: 'Octopus facts',
  hashtags: ['#octopus'],
};
const llm: LlmProvider = {
  name: 'inline',
  writeScript: async () => script,
  suggestIdeas: async () => [],
  writeCaption: async () => ({ text: '', hashtags: [] }),
};
const deps = { llm, tts: createBuiltinTts(), visuals: { name: 'builtin', find: async () => null } };
const input: GenerateVideoInput = {
  idea: 'octopus hearts',
  vibe: 'educational',
  voiceId: 'rachel',
  style: 'cinematic',
  durationSec: 20,
  captionPreset: 'bold',
  music: 'none',
  script,
  seed: 3,
};
const brand: StoryboardBrand = {
  kitId: null,
  logoKey: 'users/u/videos/v/brand/logo-1.png',
  logoType: 'png',
  watermarkPosition: 'top-right',
  colors: { primary: '#1E5BFF', secondary: '#0A1A40', text: '#FFFFFF' },
  font: { name: 'DejaVu Serif', key: null },
  intro: 'Ocean Minute',
  outro: 'Follow Ocean Minute',
  captionPosition: 'top',
  show: true,
};

let root: string;
let plain: PlannedStoryboard;
let branded: PlannedStoryboard;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'plan-brand-'));
  const logo = join(root, 'logo.png');
  await writeFile(logo, createCanvas(40, 40).toBuffer('image/png'));
  plain = await planStoryboard(input, deps, { workDir: join(root, 'plain') });
  branded = await planStoryboard({ ...input, brand, brandFiles: { [brand.logoKey!]: logo } }, deps, {
    workDir: join(root, 'branded'),
  });
}, 60_000);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('planning under a brand kit', () => {
  it('opens and closes the video with the kit’s intro and outro cards, silent and in its colours', () => {
    const scenes = branded.storyboard.scenes;
    const [first, last] = [scenes[0]!, scenes[scenes.length - 1]!];
    expect(first).toMatchObject({
      id: INTRO_SCENE_ID,
      text: 'Ocean Minute',
      layout: 'statement',
      durationSec: INTRO_SEC,
      visual: { kind: 'color', colors: ['#1E5BFF', '#0A1A40'] },
      narration: { text: 'Ocean Minute', audioKey: null, words: [] },
    });
    expect(last).toMatchObject({ id: OUTRO_SCENE_ID, text: 'Follow Ocean Minute', durationSec: OUTRO_SEC });
    // The spoken scenes are the unbranded plan's, between the cards; the hook is captioned, not a
    // title card (the intro now has the first frame).
    const body = scenes.slice(1, -1);
    expect(body.map((s) => s.text)).toEqual(plain.storyboard.scenes.map((s) => s.text));
    expect(body.some((s) => s.layout === 'title')).toBe(false);
    expect(plain.storyboard.scenes[0]!.layout).toBe('title');
  });

  it('paints every scene’s backdrop in the kit’s two colours, alternating which leads', () => {
    const body = branded.storyboard.scenes.slice(1, -1);
    expect(body.length).toBeGreaterThan(1);
    body.forEach((s, i) =>
      expect(s.backdrop?.colors).toEqual(i % 2 ? ['#0A1A40', '#1E5BFF'] : ['#1E5BFF', '#0A1A40']),
    );
    // Without a kit the style's own palettes stay.
    expect(plain.storyboard.scenes.some((s) => s.backdrop?.colors.includes('#1E5BFF'))).toBe(false);
  });

  it('keeps the chosen length: the narration is fitted to what the cards leave', () => {
    const total = (p: PlannedStoryboard) =>
      p.storyboard.scenes.reduce((n, s) => n + s.durationSec, 0) + p.storyboard.tailSec;
    const spoken = (p: PlannedStoryboard) => p.speech.durationSec;
    // The scripted narration is spoken as written, so its length is the same; the cards add theirs.
    expect(total(branded)).toBeCloseTo(total(plain) + INTRO_SEC + OUTRO_SEC, 1);
    expect(spoken(branded)).toBeCloseTo(spoken(plain), 1);
  });

  it('starts the captions where the kit puts them', () => {
    expect(branded.storyboard.captions.position).toBe('top');
    expect(plain.storyboard.captions.position).toBe('bottom');
  });

  it('carries the logo for the render: the brand on the storyboard, its file among the plan’s', () => {
    expect(branded.storyboard.brand).toEqual(brand);
    expect(storyboardKeys(branded.storyboard)).toContain(brand.logoKey);
    expect(branded.files[brand.logoKey!]).toBe(join(root, 'logo.png'));
    // Not a file planning made: the video already keeps its copy.
    expect(branded.made).not.toContain(brand.logoKey);
  });
});

describe('the captions’ highlight', () => {
  it('highlights the spoken word in the lighter kit colour, tinted light enough to stand out', () => {
    const highlight = (primary: string, secondary: string) =>
      brandHighlight({ colors: { primary, secondary, text: '#FFFFFF' } });
    // Light enough already: the kit's colour as it is.
    expect(highlight('#0A1A40', '#FFD600')).toBe('#FFD600');
    // A royal blue or a red would sink into their own backdrops: a light tint of the same hue.
    const blue = highlight('#1E5BFF', '#0A1A40');
    const red = highlight('#E01010', '#2A0A0A');
    expect(luminance(blue)).toBeGreaterThanOrEqual(0.4);
    expect(luminance(red)).toBeGreaterThanOrEqual(0.4);
    const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
    const [r, g, b] = rgb(blue);
    expect(b).toBeGreaterThan(r! + 40); // still blue
    expect(b).toBeGreaterThan(g! + 20);
    const [rr, rg, rb] = rgb(red);
    expect(rr).toBeGreaterThan(rg! + 60); // still red
    expect(rg).toBe(rb);
    // Never the idle words' white unless the kit is white.
    expect([blue, red]).not.toContain('#FFFFFF');
  });
});
