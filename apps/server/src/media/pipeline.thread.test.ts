import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, type Env } from '../config/env.ts';
import { MediaToolError } from '../lib/ffmpeg/ffmpeg.runner.ts';
import type { GenerateVideoInput } from './pipeline.ts';
import { closeRenderThreads, generateVideoInThread } from './pipeline.thread.ts';
import { probe } from '../lib/ffmpeg/probe.ts';

// The render on a worker thread (decision 141): the same video, progress and preview segments as
// in-process, a cancel that stops it, and failures that keep their reason.
describe('generateVideoInThread', () => {
  let dir: string;
  let env: Env;
  const input: GenerateVideoInput = {
    idea: 'Why octopuses have three hearts',
    vibe: 'educational',
    voiceId: 'rachel',
    style: 'cinematic',
    durationSec: 15,
    captionPreset: 'bold',
    music: 'none',
    seed: 3,
  };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reelsmith-thread-'));
    env = loadEnv({ ...process.env, DATA_DIR: dir, NODE_ENV: 'test' });
  });
  afterAll(async () => {
    await closeRenderThreads();
    await rm(dir, { recursive: true, force: true });
  });

  it('renders a video with progress and live preview segments, and reuses its thread', async () => {
    const stages = new Set<string>();
    const segments: number[] = [];
    const result = await generateVideoInThread({
      input,
      env,
      workDir: join(dir, 'a'),
      signal: new AbortController().signal,
      onProgress: (p) => stages.add(p.stage),
      onPreview: async (seg) => {
        segments.push(seg.index);
      },
    });
    expect([...stages]).toEqual(['scripting', 'voicing', 'rendering']);
    expect(segments.slice(0, 3)).toEqual([0, 1, 2]);
    const info = await probe(result.videoPath);
    expect(info.video?.width).toBe(1080);
    expect(info.video?.height).toBe(1920);
    expect(result.script.narration.length).toBeGreaterThan(20);

    // A second render on the kept thread: a given two-sentence script, a few seconds to render.
    const hook = 'An octopus has three hearts.';
    const body = 'Two of them stop when it swims.';
    const again = await generateVideoInThread({
      input: {
        ...input,
        seed: 4,
        script: {
          title: hook,
          hook,
          body: [{ text: body, visualKeywords: ['octopus'] }],
          callToAction: '',
          narration: `${hook} ${body}`,
          caption: hook,
          hashtags: [],
        },
      },
      env,
      workDir: join(dir, 'b'),
      signal: new AbortController().signal,
    });
    expect((await probe(again.videoPath)).video?.height).toBe(1920);
  }, 120_000);

  it('stops when cancelled, with the cancel as the reason', async () => {
    const controller = new AbortController();
    const run = generateVideoInThread({
      input,
      env,
      workDir: join(dir, 'c'),
      signal: controller.signal,
      onProgress: (p) => {
        if (p.stage === 'rendering' && p.percent > 0) controller.abort(new Error('deleted'));
      },
    });
    const err = await run.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MediaToolError);
    expect((err as MediaToolError).code).toBe('ABORTED');
  }, 120_000);

  it('keeps a media tool failure as what it is', async () => {
    const err = await generateVideoInThread({
      input,
      env,
      workDir: join(dir, 'd'),
      ffmpegPath: '/nonexistent/ffmpeg',
      signal: new AbortController().signal,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MediaToolError);
    expect((err as MediaToolError).code).toBe('TOOL_MISSING');
    expect((err as Error).message).toMatch(/not installed/);
  }, 60_000);
});
