import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backgroundSource } from './backgrounds.ts';
import { buildRenderArgs, clipsFillVideo, FAST_X264, type OverlayClip } from './ffmpeg.args.ts';
import { runFfmpeg } from './ffmpeg.runner.ts';
import { clipFocus } from './saliency.ts';

const dir = mkdtempSync(join(tmpdir(), 'footage-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ff = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);

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
    const args = buildRenderArgs({
      durationSec: 3,
      background: backgroundSource('cinematic', 'educational', 3.5, 1),
      clips,
      layer: null,
      watermark: null,
      audioPath: wav,
      x264: FAST_X264,
      outPath: out,
    });
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
});
