import { describe, expect, it } from 'vitest';
import { backgroundSource } from './backgrounds.ts';
import {
  buildEncodeOnlyArgs,
  buildRenderArgs,
  FAST_X264,
  parseEbur128Summary,
  type RenderPlan,
} from './ffmpeg.args.ts';
import { failureReason, parseProgressSeconds } from './ffmpeg.runner.ts';
import { VIDEO_STYLES } from '@reelsmith/contracts/video';

const plan = (over: Partial<RenderPlan> = {}): RenderPlan => ({
  durationSec: 12.5,
  background: backgroundSource('cinematic', 'educational', 13, 7),
  clips: [],
  assPath: '/work/job 1/captions.ass',
  emoji: [],
  audioPath: '/work/mix.wav',
  x264: FAST_X264,
  outPath: '/work/.tmp.video.mp4',
  thumbnailPath: '/work/.tmp.thumb.jpg',
  thumbnailFrame: 24,
  ...over,
});

const after = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('buildRenderArgs', () => {
  it('encodes H.264 High yuv420p at 30 fps with AAC 48 kHz stereo and moov first', () => {
    const args = buildRenderArgs(plan());
    expect(after(args, '-c:v')).toBe('libx264');
    expect(after(args, '-profile:v')).toBe('high');
    expect(after(args, '-pix_fmt')).toBe('yuv420p');
    expect(after(args, '-r')).toBe('30');
    expect(after(args, '-c:a')).toBe('aac');
    expect(after(args, '-ar')).toBe('48000');
    expect(after(args, '-ac')).toBe('2');
    expect(after(args, '-movflags')).toBe('+faststart');
    expect(after(args, '-t')).toBe('12.500');
    expect(args).toContain('/work/.tmp.video.mp4');
    expect(args.slice(-1)[0]).toBe('/work/.tmp.thumb.jpg');
    expect(after(args, '-progress')).toBe('pipe:1');
  });

  it('draws the background small, scales once and burns the captions with one ass filter', () => {
    const graph = after(buildRenderArgs(plan()), '-filter_complex')!;
    expect(graph).toMatch(/format=yuv420p,scale=1080:1920:flags=bilinear,fps=30\[bg0\]/);
    expect(graph.match(/ass=/g)).toHaveLength(1);
    expect(graph).not.toMatch(/zoompan|geq/);
    // A path with a space is quoted for the filtergraph parser.
    expect(graph).toContain("ass=filename='/work/job 1/captions.ass'");
    expect(graph).toContain("select='eq(n\\,24)'");
  });

  it('pans stills with a moving crop and limits each overlay to its time window', () => {
    const args = buildRenderArgs(
      plan({
        clips: [
          { kind: 'image', path: '/a.jpg', start: 1, end: 5, motion: 'left' },
          { kind: 'video', path: '/b.mp4', start: 5, end: 12.5 },
        ],
        emoji: [{ path: '/e.png', start: 2, end: 3, x: 465, y: 900 }],
      }),
    );
    const graph = after(args, '-filter_complex')!;
    expect(graph).toContain("crop=1080:1920:x='(iw-ow)*(1-(t-1.000)/4.000)'");
    expect(graph).toContain("enable='between(t,1.000,5.000)'");
    expect(graph).toContain("enable='between(t,5.000,12.500)'");
    expect(graph).toContain("eof_action=repeat:enable='between(t,2.000,3.000)'");
    // Inputs: background, image, looped video, emoji, audio.
    expect(args.filter((a) => a === '-i')).toHaveLength(5);
    expect(args[args.indexOf('/b.mp4') - 3]).toBe('-stream_loop');
    expect(args).toContain('4:a');
  });

  it('gives every style its own look', () => {
    const looks = VIDEO_STYLES.map((s) => JSON.stringify(backgroundSource(s, 'meme', 10, 1)));
    expect(new Set(looks).size).toBe(VIDEO_STYLES.length);
    expect(backgroundSource('retro', 'meme', 10, 1).scaleFlags).toBe('neighbor');
  });
});

describe('encode-only and helpers', () => {
  it('re-encodes with the same x264 settings and no audio', () => {
    const args = buildEncodeOnlyArgs('/x.mp4', FAST_X264);
    expect(after(args, '-preset')).toBe(FAST_X264.preset);
    expect(after(args, '-x264-params')).toBe(FAST_X264.params);
    expect(args).toContain('-an');
  });

  it('parses progress and keeps the last meaningful stderr lines as the reason', () => {
    expect(
      parseProgressSeconds('frame=10\nout_time_us=1500000\nprogress=continue\nout_time_us=2000000\n'),
    ).toBe(2);
    expect(parseProgressSeconds('progress=continue')).toBeNull();
    const reason = failureReason(
      'ffmpeg version 5\n  built with gcc\nframe=  10 fps=0\n[in] Error opening input\n/x.mp4: No such file or directory\n',
    );
    expect(reason.split('\n').slice(-1)[0]).toBe('/x.mp4: No such file or directory');
    expect(reason).not.toContain('frame=');
  });

  it('reads the ebur128 summary', () => {
    const s =
      '[Parsed_ebur128_0 @ 0x1] Summary:\n\n  Integrated loudness:\n    I:         -14.1 LUFS\n    Threshold: -24.3 LUFS\n\n  True peak:\n    Peak:       -1.9 dBFS\n';
    expect(parseEbur128Summary(s)).toEqual({ integrated: -14.1, truePeak: -1.9 });
  });
});
