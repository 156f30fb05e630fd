import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backgroundSource } from '../scenes/backgrounds.ts';
import { buildRenderArgs, FAST_X264, RENDER_MALLOC_TUNABLES, renderEnv } from './ffmpeg.args.ts';
import { clipsFillVideo, clipTimeline, type OverlayClip } from './ffmpeg.clips.ts';
import { runFfmpeg } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { preparedClip, renditionsSettled } from '../footage/clip-rendition.ts';
import { renderVideo } from './render.ts';
import { clipFocus } from '../footage/saliency.ts';
import type { Scene } from '../scenes/scenes.ts';

const dir = mkdtempSync(join(tmpdir(), 'footage-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ff = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);

/** The render's arguments for 3 s of these clips over the cinematic backdrop, with no layer. */
const threeSecondRender = (clips: OverlayClip[], audioPath: string, outPath: string) =>
  buildRenderArgs({
    durationSec: 3,
    background: backgroundSource('cinematic', 'educational', 3.5, 1),
    clips,
    layer: null,
    watermark: null,
    audioPath,
    x264: FAST_X264,
    outPath,
  });

/** Grey (Y) of the pixel at x, y of frame `n` of a video. */
function lumaAt(path: string, n: number, x: number, y: number): number {
  const raw = execFileSync('ffmpeg', [
    '-v',
    'error',
    '-i',
    path,
    '-vf',
    `select=eq(n\\,${n}),crop=2:2:${x}:${y},format=gray`,
    '-frames:v',
    '1',
    '-f',
    'rawvideo',
    'pipe:1',
  ]);
  return raw[0]!;
}

describe('footage for every scene', () => {
  it('joins the clips at the scene cuts, each cut to 9:16 around its subject, over no backdrop', async () => {
    // Landscape clips: a white subject at the right edge of a black frame, then a grey frame.
    const a = join(dir, 'a.mp4');
    const b = join(dir, 'b.mp4');
    const wav = join(dir, 'a.wav');
    ff(
      '-f',
      'lavfi',
      '-i',
      'color=black:s=640x360:r=30,drawbox=x=520:y=130:w=100:h=100:color=white:t=fill',
      '-t',
      '2',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      a,
    );
    ff(
      '-f',
      'lavfi',
      '-i',
      'color=0x808080:s=640x360:r=30',
      '-t',
      '2',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      b,
    );
    ff('-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', wav);
    const focus = await clipFocus(a);
    expect(focus.x).toBeGreaterThan(0.7);
    const clips: OverlayClip[] = [
      { kind: 'video', path: a, start: 0, end: 1.38, focus },
      { kind: 'video', path: b, start: 1.38, end: 3 },
    ];
    expect(clipsFillVideo(clips, 3)).toBe(true);
    expect(clipsFillVideo(clips.slice(0, 1), 3)).toBe(false);
    const out = join(dir, 'out.mp4');
    const args = threeSecondRender(clips, wav, out);
    expect(args).not.toContain('lavfi');
    await runFfmpeg(args);
    const frames = execFileSync('ffprobe', [
      '-v',
      'error',
      '-count_frames',
      '-select_streams',
      'v',
      '-show_entries',
      'stream=nb_read_frames',
      '-of',
      'csv=p=0',
      out,
    ])
      .toString()
      .trim();
    expect(Number(frames)).toBe(90);
    // The subject fills the middle of the 9:16 frame (a centre crop would show black there).
    expect(lumaAt(out, 10, 700, 960)).toBeGreaterThan(200);
    // The cut at 1.38 s lands on frame 41: before it the first clip, from it the grey one.
    expect(lumaAt(out, 40, 540, 300)).toBeLessThan(40);
    expect(Math.abs(lumaAt(out, 41, 540, 300) - 126)).toBeLessThan(12);
  }, 60_000);

  it('joins clips with the backdrop only in the gaps (scenes left illustrated), cut on whole frames', async () => {
    const a = join(dir, 'a.mp4'); // from the test above: white subject on black, then…
    const b = join(dir, 'b.mp4'); // …a grey clip
    const wav = join(dir, 'a.wav');
    const clips: OverlayClip[] = [
      { kind: 'video', path: b, start: 0, end: 1 },
      { kind: 'video', path: b, start: 2, end: 2.5 },
    ];
    expect(clipTimeline(clips, 3)).toEqual([
      { clip: 0, from: 0, to: 30 },
      { clip: null, from: 30, to: 60 },
      { clip: 1, from: 60, to: 75 },
      { clip: null, from: 75, to: 90 },
    ]);
    expect(clipsFillVideo(clips, 3)).toBe(false);
    // Overlapping clips, photos and crossfades keep the overlay path.
    expect(clipTimeline([clips[0]!, { ...clips[1]!, start: 0.5 }], 3)).toBeNull();
    expect(clipTimeline([{ ...clips[0]!, kind: 'image' }], 3)).toBeNull();
    expect(existsSync(a)).toBe(true);
    const out = join(dir, 'gaps.mp4');
    const args = threeSecondRender(clips, wav, out);
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain('concat=n=4');
    expect(graph).not.toContain('overlay'); // no full-frame overlay per clip
    expect(args.filter((x) => x === 'lavfi')).toHaveLength(1);
    await runFfmpeg(args);
    const grey = (n: number) => Math.abs(lumaAt(out, n, 540, 300) - 126) < 12;
    // Clip, backdrop (the dark cinematic gradient), clip, backdrop: no frame of one in the other's place.
    expect([0, 29].map(grey)).toEqual([true, true]);
    expect([30, 45, 59].map(grey)).toEqual([false, false, false]);
    expect(lumaAt(out, 45, 540, 300)).toBeLessThan(90);
    expect([60, 74].map(grey)).toEqual([true, true]);
    expect([75, 89].map(grey)).toEqual([false, false]);
  }, 60_000);
  it("renders a clip's prepared 9:16 rendition as it renders the clip itself (decision 043)", async () => {
    // A moving, detailed landscape clip (the bench's kind of test pattern), 2 s.
    const src = join(dir, 'detail.mp4');
    ff(
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=640x360:r=30',
      '-t',
      '2',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      src,
    );
    const wav = join(dir, 'a.wav');
    const stock = { path: src, kind: 'video' as const, width: 640, height: 360 };
    const render = async (clip: OverlayClip, out: string) => {
      await runFfmpeg(
        buildRenderArgs({
          durationSec: 1.5,
          background: backgroundSource('cinematic', 'educational', 2, 1),
          clips: [clip],
          layer: null,
          watermark: null,
          audioPath: wav,
          x264: FAST_X264,
          outPath: out,
        }),
      );
      return out;
    };
    const focus = await clipFocus(src);
    const before = await render(
      { kind: 'video', path: src, start: 0, end: 1.5, focus },
      join(dir, 'src.mp4'),
    );
    expect((await preparedClip(stock)).path).toBe(src); // the first video: the source itself
    await renditionsSettled();
    const prepared = await preparedClip(stock);
    expect(prepared.path).not.toBe(src);
    const after = await render(
      { kind: 'video', path: prepared.path, start: 0, end: 1.5, focus: prepared.focus },
      join(dir, 'prepared.mp4'),
    );
    // The same frames but for x264's losses: SSIM over the whole video (ffmpeg's ssim filter).
    const log = spawnSync('ffmpeg', ['-i', before, '-i', after, '-lavfi', 'ssim', '-f', 'null', '-'], {
      encoding: 'utf8',
    }).stderr;
    const ssim = Number(/All:([0-9.]+)/.exec(log)?.[1]);
    expect(ssim).toBeGreaterThan(0.99);
  }, 60_000);

  it("runs every render's ffmpeg with the allocator that keeps frame buffers (decisions 043 and 044)", async () => {
    const clip = join(dir, 'grey.mp4');
    ff('-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=30', '-t', '1.5', '-pix_fmt', 'yuv420p', clip);
    const wav = join(dir, 'grey.wav');
    ff('-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo', '-t', '1.5', wav);
    // An ffmpeg that notes the GLIBC_TUNABLES it was started with, then runs the real one.
    const seen = join(dir, 'tunables.log');
    const fake = join(dir, 'ffmpeg-env.sh');
    writeFileSync(fake, `#!/bin/sh\necho "[$GLIBC_TUNABLES]" >> '${seen}'\nexec ffmpeg "$@"\n`);
    chmodSync(fake, 0o755);
    const scene: Scene = {
      kind: 'point',
      beat: 0,
      start: 0,
      end: 1.5,
      text: 'grey',
      keywords: ['grey'],
      illustration: null,
      emphasisAt: null,
      label: null,
      clip: { path: clip, kind: 'video', width: 320, height: 180 },
    };
    // With footage, and the builtin render (no clips: the backdrop and the layers).
    for (const [i, s] of [scene, { ...scene, clip: undefined }].entries()) {
      const work = join(dir, `env${i}`);
      execFileSync('mkdir', ['-p', work]);
      writeFileSync(seen, '');
      const out = await renderVideo(
        {
          durationSec: 1.5,
          style: 'cinematic',
          vibe: 'educational',
          seed: 1,
          preset: 'bold',
          pages: [],
          title: null,
          audioPath: wav,
          scenes: [s],
          bodyStart: 0,
          thumbnailAt: 0.5,
        },
        work,
        { bins: { ffmpegPath: fake } },
      );
      expect(existsSync(out.videoPath)).toBe(true);
      // The render got the settings; the thumbnail inherits the environment as before.
      const lines = readFileSync(seen, 'utf8').trim().split('\n');
      expect(lines[0]).toBe(`[${RENDER_MALLOC_TUNABLES}]`);
      expect(lines.slice(1).every((l) => !l.includes(RENDER_MALLOC_TUNABLES))).toBe(true);
    }
    // Settings of the caller's own come last (they win).
    expect(renderEnv({})).toEqual({ GLIBC_TUNABLES: RENDER_MALLOC_TUNABLES });
    expect(renderEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2', A: '1' })).toEqual({
      A: '1',
      GLIBC_TUNABLES: `${RENDER_MALLOC_TUNABLES}:glibc.malloc.arena_max=2`,
    });
  }, 60_000);
});
