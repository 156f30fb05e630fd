import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinLlm } from '../providers/llm/builtin.llm.ts';
import { createBuiltinTts } from '../providers/tts/builtin.tts.ts';
import type { VisualsProvider } from '../providers/visuals/visuals.types.ts';
import { generateVideo } from './pipeline.ts';
import { probe } from '../lib/ffmpeg/probe.ts';

// Issue #13: "The finished video is within ±10 % of the chosen length". The narration is fitted to the
// length less the video's tail, so the file a creator posts is the length they chose (at 15 s the tail
// alone is 5 %: these two ideas came out at 17.0 s and 16.7 s when the voice was fitted to the whole 15 s).

const noVisuals: VisualsProvider = { name: 'none', find: async () => null };
const deps = { llm: createBuiltinLlm(), tts: createBuiltinTts(), visuals: noVisuals };

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'video-length-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the finished video', () => {
  it.each(['Cats vs dogs', 'Why bread goes stale'])('of "%s" at 15 s lasts 13.5 to 16.5 s', async (idea) => {
    const result = await generateVideo(
      {
        idea,
        vibe: 'educational',
        voiceId: 'rachel',
        style: 'minimal',
        durationSec: 15,
        captionPreset: 'bold',
        music: 'none',
      },
      { workDir: join(root, idea.replace(/\W+/g, '-')), deps },
    );
    const { durationSec } = await probe(result.videoPath);
    expect(Math.abs(durationSec - 15) / 15, `${durationSec.toFixed(2)} s`).toBeLessThanOrEqual(0.1);
  });
});
