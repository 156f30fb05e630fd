import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LlmProvider, Script } from '../providers/llm/llm.types.ts';
import { createBuiltinTts } from '../providers/tts/builtin.tts.ts';
import type { VisualsProvider } from '../providers/visuals/visuals.types.ts';
import { layoutPage, paginate, wordSpans } from './layers/captions.ts';
import { buildLoudnessArgs, parseEbur128Summary } from './encode/ffmpeg.tool-args.ts';
import { runFfmpeg } from '../lib/ffmpeg/ffmpeg.runner.ts';
import { generateVideo, type GenerateVideoInput } from './pipeline.ts';
import { mp4TopLevelBoxes, probe } from '../lib/ffmpeg/probe.ts';

// Real renders of short videos (about 4 s), checked the way a platform would check them.

const script: Script = {
  title: 'Octopus hearts',
  hook: 'Octopuses have three hearts.',
  body: [{ text: 'Two pump blood to the gills, one to the body.', visualKeywords: ['octopus'] }],
  callToAction: 'Follow!',
  narration: 'Octopuses have three hearts. Two pump blood to the gills, one to the body. Follow!',
  caption: 'Octopus facts',
  hashtags: ['#octopus', '#ocean', '#facts', '#viral', '#trending', '#fyp'],
};

const llm: LlmProvider = {
  name: 'inline',
  writeScript: async () => script,
  suggestIdeas: async () => [],
  writeCaption: async () => ({ text: '', hashtags: [] }),
};
const noVisuals: VisualsProvider = { name: 'none', find: async () => null };
const deps = { llm, tts: createBuiltinTts(), visuals: noVisuals };

const base: GenerateVideoInput = {
  idea: 'octopus hearts',
  vibe: 'educational',
  voiceId: 'rachel',
  style: 'cinematic',
  durationSec: 15,
  captionPreset: 'bold',
  music: 'auto',
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pipeline-test-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The caption band of the frame at `t`, downscaled 4x, as RGB bytes. */
async function captionBand(video: string, t: number): Promise<Buffer> {
  const { stdout } = await runFfmpeg([
    '-v',
    'error',
    '-ss',
    t.toFixed(3),
    '-i',
    video,
    '-frames:v',
    '1',
    '-vf',
    'crop=1080:640:0:800,scale=270:160',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ]);
  return stdout;
}

/** How many pixels are the bold preset's highlight yellow (#FFE500), and their mean x. */
function yellow(rgb: Buffer): { count: number; meanX: number } {
  let count = 0;
  let sumX = 0;
  for (let i = 0; i < rgb.length; i += 3) {
    if (rgb[i]! > 200 && rgb[i + 1]! > 170 && rgb[i + 2]! < 90) {
      count++;
      sumX += (i / 3) % 270;
    }
  }
  return { count, meanX: count ? sumX / count : -1 };
}

describe('generateVideo', () => {
  let result: Awaited<ReturnType<typeof generateVideo>>;
  const stages: string[] = [];
  const segments: { index: number; at: number; copy: string }[] = [];
  let doneAt = 0;

  beforeAll(async () => {
    const t0 = performance.now();
    await mkdir(join(root, 'preview'), { recursive: true });
    result = await generateVideo(base, {
      workDir: join(root, 'a'),
      deps,
      onProgress: (p) => stages.push(`${p.stage}:${p.percent}`),
      onPreview: async (seg) => {
        if (seg.index === 0) await copyFile(seg.initPath, join(root, 'preview', 'init.mp4'));
        const copy = join(root, 'preview', `${seg.index}.m4s`);
        await copyFile(seg.path, copy);
        segments.push({ index: seg.index, at: performance.now() - t0, copy });
      },
    });
    doneAt = performance.now() - t0;
  });

  it('streams a playable preview while it renders: init plus 2 s segments, in order, first before the end', async () => {
    expect(segments.map((s) => s.index)).toEqual(segments.map((_, i) => i));
    expect(segments.length).toBeGreaterThanOrEqual(2);
    expect(segments[0]!.at).toBeLessThan(doneAt);
    const whole = join(root, 'preview', 'whole.mp4');
    await writeFile(
      whole,
      Buffer.concat(
        await Promise.all(
          [join(root, 'preview', 'init.mp4'), ...segments.map((s) => s.copy)].map((f) => readFile(f)),
        ),
      ),
    );
    const info = await probe(whole);
    expect(info.video).toMatchObject({ codec: 'h264', width: 1080, height: 1920 });
    expect(info.audio).toMatchObject({ codec: 'aac', sampleRate: 48000, channels: 2 });
    expect(Math.abs(info.durationSec - result.durationSec)).toBeLessThan(0.3);
  });

  it('burns the captions in: the spoken word lights up, word after word, and not during the title card', async () => {
    const words = result.speech.words.slice(4);
    const page = layoutPage(paginate(words)[0]!, 'bold');
    const line = page.lines.find((l) => l.length >= 2)!;
    expect(line, 'a caption line with two words').toBeTruthy();
    const spans = wordSpans(page);
    const mid = (wi: number) => {
      const s = spans.find((x) => x.word === wi)!;
      return (s.from + s.to) / 2;
    };
    const first = yellow(await captionBand(result.videoPath, mid(line[0]!)));
    const second = yellow(await captionBand(result.videoPath, mid(line[1]!)));
    expect(first.count).toBeGreaterThan(150);
    expect(second.count).toBeGreaterThan(150);
    expect(second.meanX).toBeGreaterThan(first.meanX + 10); // the highlight moved right, to the next word
    const duringTitle = yellow(await captionBand(result.videoPath, result.speech.words[1]!.start + 0.05));
    expect(duringTitle.count).toBeLessThan(20);
  });

  it('writes a platform-ready MP4: H.264 High yuv420p 1080x1920 at 30 fps, AAC-LC 48 kHz stereo, moov first', async () => {
    const p = await probe(result.videoPath);
    expect(p.video).toMatchObject({
      codec: 'h264',
      profile: 'High',
      width: 1080,
      height: 1920,
      pixFmt: 'yuv420p',
    });
    expect(p.video!.fps).toBeCloseTo(30, 3);
    expect(p.audio).toMatchObject({ codec: 'aac', profile: 'LC', sampleRate: 48000, channels: 2 });
    expect(p.durationSec).toBeGreaterThan(result.speech.durationSec);
    expect(p.durationSec).toBeLessThan(result.speech.durationSec + 1.2);
    expect(Math.abs(p.durationSec - result.durationSec)).toBeLessThan(0.1);
    const boxes = await mp4TopLevelBoxes(result.videoPath);
    expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(result).toMatchObject({ width: 1080, height: 1920 });
  });

  it('is normalised to -14 LUFS with true peak at or below -1 dBTP', async () => {
    const { stderr } = await runFfmpeg(buildLoudnessArgs(result.videoPath));
    const { integrated, truePeak } = parseEbur128Summary(stderr);
    expect(integrated).toBeGreaterThanOrEqual(-15);
    expect(integrated).toBeLessThanOrEqual(-13);
    expect(truePeak).toBeLessThanOrEqual(-1);
  });

  it('writes a JPEG thumbnail and caption files that follow the voice', async () => {
    const jpg = await readFile(result.thumbnailPath);
    expect(jpg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const thumb = await probe(result.thumbnailPath);
    expect(thumb.video).toMatchObject({ width: 720, height: 1280 });

    // The hook is the title card; the burned captions carry every later word, each highlighted while
    // spoken. The caption files carry every word, the hook included.
    const words = result.speech.words.slice(4);
    const srt = await readFile(result.srtPath, 'utf8');
    expect(
      srt
        .replace(/\d+\n[\d:,]+ --> [\d:,]+\n/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe(result.speech.words.map((w) => w.word).join(' '));
    const ass = await readFile(result.assPath, 'utf8');
    const toSec = (t: string) => t.split(':').reduce((a, x) => a * 60 + Number(x), 0);
    const events = ass.split('\n').filter((l) => l.startsWith('Dialogue: 0,'));
    let from = 0;
    for (const w of words) {
      const at = events.findIndex(
        (l, i) => i >= from && l.includes(`{\\c&H0000E5FF&}${w.word.toUpperCase()}`),
      );
      expect(at, w.word).toBeGreaterThanOrEqual(0);
      from = at + 1;
      const line = events[at];
      const [, start, end] = line!.split(',');
      expect(toSec(start!)).toBeLessThanOrEqual(w.start + 0.011);
      expect(toSec(end!)).toBeGreaterThanOrEqual(w.end - 0.011);
    }
    const vtt = await readFile(result.vttPath, 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    // The title card's words are all there from its first frame (the video's cover).
    expect(ass).toMatch(/Dialogue: 2,0:00:00\.00,.*\}[^{]*OCTOPUSES/);
  });

  it('reports the three stages in order with timings, and leaves only final files', async () => {
    const order = stages.map((s) => s.split(':')[0]).filter((s, i, a) => a.indexOf(s) === i);
    expect(order).toEqual(['scripting', 'voicing', 'rendering']);
    expect(stages.at(-1)).toBe('rendering:100');
    for (const k of ['scripting', 'voicing', 'rendering'] as const)
      expect(result.timings[k]).toBeGreaterThanOrEqual(0);
    const files = (await readdir(join(root, 'a'))).sort();
    expect(files).toEqual([
      'captions.ass',
      'captions.srt',
      'captions.vtt',
      'thumbnail.jpg',
      'video.mp4',
      'voice.wav',
    ]);
  });
});

describe('generateVideo with pictures, watermark, another style and no music', () => {
  it('renders user images with a watermark and skips TTS when speech is given', async () => {
    const dir = join(root, 'b');
    const img = join(root, 'pic.png');
    await runFfmpeg(['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=800x600', '-frames:v', '1', '-y', img]);
    const speech = await createBuiltinTts().synthesize({
      text: script.narration,
      voiceId: 'fin',
      outPath: join(root, 'fin.wav'),
    });
    const r = await generateVideo(
      {
        ...base,
        style: 'retro',
        vibe: 'meme',
        captionPreset: 'boxed',
        music: 'none',
        images: [img, img],
        watermark: 'reelsmith.app',
        script,
        speech,
      },
      {
        workDir: dir,
        deps: {
          ...deps,
          tts: {
            name: 'unused',
            voiceFingerprint: () => '',
            synthesize: () => Promise.reject(new Error('must not be called')),
          },
        },
      },
    );
    const p = await probe(r.videoPath);
    expect(p.video).toMatchObject({ width: 1080, height: 1920, profile: 'High' });
    expect(r.speech).toBe(speech);
    expect(await readFile(r.assPath, 'utf8')).toMatch(/Mark,.*reelsmith\.app/);
    const { stderr } = await runFfmpeg(buildLoudnessArgs(r.videoPath));
    expect(parseEbur128Summary(stderr).integrated).toBeCloseTo(-14, 0);
  });

  it('shows stock clips found per scene by the visuals provider behind the captions', async () => {
    const clip = join(root, 'stock.mp4');
    await runFfmpeg([
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=640x360:r=25:d=2',
      '-pix_fmt',
      'yuv420p',
      '-y',
      clip,
    ]);
    const asked: string[][] = [];
    const visuals: VisualsProvider = {
      name: 'fake-stock',
      find: async (req) => {
        asked.push(req.keywords);
        return { path: clip, kind: 'video', width: 640, height: 360, durationSec: 2 };
      },
    };
    const r = await generateVideo(
      { ...base, style: 'futuristic', captionPreset: 'neon' },
      { workDir: join(root, 'd'), deps: { ...deps, visuals } },
    );
    // A search per scene: the hook by its own words, the point by its visual keywords, the call to
    // action ("Follow!") by the subject before it.
    expect(asked).toEqual([['octopuses', 'hearts'], ['octopus'], ['octopus']]);
    const p = await probe(r.videoPath);
    expect(p.video).toMatchObject({ width: 1080, height: 1920 });
    // The clip (testsrc2's saturated bars) is visible after the title card: the frame is colourful, not the dark backdrop.
    const { stdout } = await runFfmpeg(
      [
        '-v',
        'error',
        '-ss',
        String(r.durationSec - 0.5),
        '-i',
        r.videoPath,
        '-frames:v',
        '1',
        '-vf',
        'signalstats,metadata=print:file=-',
        '-f',
        'null',
        '-',
      ],
      {},
      { captureStdout: true },
    );
    const sat = Number(/lavfi\.signalstats\.SATAVG=([\d.]+)/.exec(stdout.toString())?.[1]);
    expect(sat).toBeGreaterThan(30);
  });

  it('fails with a timeout, not a hang, when the deadline passes', async () => {
    const dir = join(root, 'e');
    await expect(generateVideo(base, { workDir: dir, deps, timeoutMs: 400 })).rejects.toMatchObject({
      code: 'TIMEOUT',
    });
    expect((await readdir(dir)).filter((f) => f.endsWith('.mp4'))).toEqual([]);
  });

  it('reports the deadline as a timeout when a step stops with the signal’s own reason (throwIfAborted)', async () => {
    // The builtin writer's length fit and the soundtrack check `signal.throwIfAborted()`, which
    // throws a DOMException, not the pipeline's own error: it was reported as a raw TimeoutError.
    const slowWriter: LlmProvider = {
      ...llm,
      writeScript: async (_req, o) => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        o?.signal?.throwIfAborted();
        return script;
      },
    };
    const dir = join(root, 'w');
    await expect(
      generateVideo(base, { workDir: dir, deps: { ...deps, llm: slowWriter }, timeoutMs: 50 }),
    ).rejects.toMatchObject({ code: 'TIMEOUT', message: 'Video generation timed out after 0 s' });
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(
      generateVideo(base, {
        workDir: join(root, 'w2'),
        deps: { ...deps, llm: slowWriter },
        signal: cancelled.signal,
      }),
    ).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('cancels a render, kills ffmpeg and leaves no partial video', async () => {
    const dir = join(root, 'c');
    const controller = new AbortController();
    const run = generateVideo(base, {
      workDir: dir,
      deps,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.stage === 'rendering' && p.percent > 5) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'ABORTED' });
    const files = await readdir(dir);
    expect(files.filter((f) => f.endsWith('.mp4') || f.endsWith('.jpg'))).toEqual([]);
  });
});
