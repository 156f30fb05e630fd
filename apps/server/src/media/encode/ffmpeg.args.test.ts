import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backgroundSource } from '../scenes/backgrounds.ts';
import {
  buildRenderArgs,
  captionChangeFrames,
  FAST_X264,
  LAYER_QUEUE,
  LOSSLESS_X264,
  type RenderPlan,
} from './ffmpeg.args.ts';
import {
  buildEncodeOnlyArgs,
  buildThumbnailArgs,
  parseEbur128Summary,
  thumbnailFrame,
} from './ffmpeg.tool-args.ts';
import { failureReason, parseProgressSeconds } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { VIDEO_STYLES } from '@reelsmith/contracts/video';

const plan = (over: Partial<RenderPlan> = {}): RenderPlan => ({
  durationSec: 12.5,
  background: backgroundSource('cinematic', 'educational', 13, 7),
  clips: [],
  layer: null,
  watermark: null,
  audioPath: '/work/mix.wav',
  x264: FAST_X264,
  outPath: '.tmp.video.mp4',
  ...over,
});

const after = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('buildRenderArgs', () => {
  const scenes = { width: 880, height: 880, frames: [0, 3, 90], x: '100', y: '190+10*sin(2*PI*t/6)' };

  it('reads the scene sprites from fd 3 and blends them at the backdrop rate, before the repeat to 30 fps', () => {
    const args = buildRenderArgs(plan({ scenes }));
    const i = args.indexOf('pipe:3');
    expect(args.slice(i - 15, i + 1).join(' ')).toBe(
      '-f rawvideo -pix_fmt yuva420p -s 880x880 -framerate 30 -probesize 32 -analyzeduration 0 -thread_queue_size 8 -i pipe:3',
    );
    const graph = after(args, '-filter_complex')!;
    expect(graph).toContain("[1:v]setpts='if(lt(N,1),0,if(lt(N,2),3,90))'[scenes]");
    expect(graph).toMatch(
      /\[bgs\]\[scenes\]overlay=x='100':y='190\+10\*sin\(2\*PI\*t\/6\)':eval=frame:eof_action=repeat,fps=30\[bg0\]/,
    );
  });

  it('puts the scene layer above stock clips, which are cropped to 9:16 before they are scaled', () => {
    const args = buildRenderArgs(
      plan({ scenes, clips: [{ kind: 'video', path: '/c.mp4', start: 0, end: 3 }] }),
    );
    const graph = after(args, '-filter_complex')!;
    expect(graph).toContain("crop='min(iw,ceil(ih*9/32)*2)':'min(ih,ceil(iw*8/9)*2)',scale=1080:1920");
    expect(graph.indexOf('[clip0]overlay')).toBeLessThan(graph.indexOf('[scenes]overlay'));
    expect(graph).not.toContain('[bgs]');
  });

  it('over footage, blends the sprite only while a label shows', () => {
    const args = buildRenderArgs(
      plan({
        scenes: {
          ...scenes,
          shown: [
            [1.2, 3],
            [5.5, 8],
          ],
        },
        clips: [{ kind: 'video', path: '/c.mp4', start: 0, end: 12.5 }],
      }),
    );
    expect(after(args, '-filter_complex')).toContain(
      "eof_action=repeat:enable='between(t,1.200,3.000)+between(t,5.500,8.000)'[scn]",
    );
  });

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
    expect(args.slice(-1)[0]).toBe('.tmp.video.mp4');
    expect(after(args, '-progress')).toBe('pipe:1');
  });

  it("encodes losslessly with the benchmark's settings: decoded, the video is the frames it was given", () => {
    // The render's encoder options, from -c:v up to the audio's, on a test pattern in 4:2:0.
    const args = buildRenderArgs(plan({ x264: LOSSLESS_X264 }));
    const encoder = args.slice(args.indexOf('-c:v'), args.indexOf('-c:a'));
    const dir = mkdtempSync(join(tmpdir(), 'lossless-'));
    const md5 = (input: string[]) =>
      spawnSync('ffmpeg', ['-v', 'error', ...input, '-pix_fmt', 'yuv420p', '-f', 'md5', '-'], {
        encoding: 'utf8',
      }).stdout.trim();
    try {
      const source = ['-f', 'lavfi', '-i', 'testsrc2=s=320x568:r=30,format=yuv420p', '-frames:v', '20'];
      const out = join(dir, 'v.mp4');
      const enc = spawnSync('ffmpeg', ['-v', 'error', ...source, ...encoder, out], {
        encoding: 'utf8',
      });
      expect(enc.stderr).toBe('');
      expect(md5(['-i', out])).toBe(md5(source));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes the final MP4 and the live preview from one encode', () => {
    const args = buildRenderArgs(plan({ preview: { playlist: '.p/stream.m3u8', segmentSec: 2 } }));
    expect(args.filter((a) => a === '-c:v')).toHaveLength(1);
    expect(after(args, '-f')).toBe('lavfi');
    const tee = args.slice(-1)[0]!;
    expect(args.slice(-2)[0]).toBe('tee');
    expect(tee).toMatch(
      /^\[f=mp4:movflags=\+faststart\]\.tmp\.video\.mp4\|\[f=hls:hls_time=2:hls_segment_type=fmp4:/,
    );
    expect(tee).toContain('hls_segment_filename=.p/seg%03d.m4s]');
    expect(tee.endsWith('].p/stream.m3u8')).toBe(true);
    expect(() =>
      buildRenderArgs(plan({ outPath: 'a|b.mp4', preview: { playlist: 'p.m3u8', segmentSec: 2 } })),
    ).toThrow(/Unsafe output path/);
  });

  it('draws the background small, scales once and overlays one caption layer read from stdin', () => {
    const layer = {
      width: 984,
      height: 500,
      x: 48,
      titleTop: 500,
      captionTop: 830,
      titleEnd: 2.5,
      frames: [0, 4, 75, 90],
    };
    const args = buildRenderArgs(plan({ layer }));
    const graph = after(args, '-filter_complex')!;
    expect(graph).toMatch(/format=yuv420p,scale=1080:1920:flags=bilinear,fps=30,select='[^']*'\[bg0\]/);
    expect(graph).not.toMatch(/zoompan|geq|ass=|subtitles=/);
    expect(after(args, '-f')).toBe('lavfi');
    expect(args[args.indexOf('pipe:0') - 1]).toBe('-i');
    expect(after(args, '-pix_fmt')).toBe('yuva420p');
    expect(after(args, '-s')).toBe('984x500');
    // Image N of the layer starts at its frame; the band moves below the title card after 2.5 s.
    expect(graph).toContain("setpts='if(lt(N,2),if(lt(N,1),0,4),if(lt(N,3),75,90))'");
    expect(graph).toContain("overlay=x=48:y='if(lt(t,2.500),500,830)':eval=frame:eof_action=pass");
  });

  it('holds at most eight piped layer images ahead and runs the filtergraph on one thread (decision 044)', () => {
    const layer = {
      width: 984,
      height: 500,
      x: 48,
      titleTop: 500,
      captionTop: 830,
      titleEnd: 2.5,
      frames: [0, 4],
    };
    const scenes = { width: 880, height: 880, frames: [0, 3, 90], x: '100', y: '190' };
    const args = buildRenderArgs(plan({ layer, scenes }));
    // Each pipe's queue: the two options right before its -i.
    for (const pipe of ['pipe:0', 'pipe:3']) {
      const i = args.indexOf(pipe);
      expect(args.slice(i - 3, i)).toEqual(['-thread_queue_size', String(LAYER_QUEUE), '-i']);
    }
    expect(LAYER_QUEUE).toBe(8);
    expect(args[args.indexOf('-filter_complex') - 2]).toBe('-filter_complex_threads');
    expect(after(args, '-filter_complex_threads')).toBe('1');
    // Not an encoder option: x264 keeps its own threads, as in the bench's encode alone.
    expect(args.slice(args.indexOf('-c:v'))).not.toContain('-threads');
  });

  it('copies and blends the caption layer only on frames where the picture changes, then repeats them to 30 fps', () => {
    const layer = {
      width: 984,
      height: 302,
      x: 48,
      titleTop: 500,
      captionTop: 830,
      titleEnd: 2.5,
      frames: [0, 4, 75, 90],
    };
    // Backdrop frames are every third; between them: image 4, the frame after the last image (91)
    // and the band's move at t = 2.5 s (frames 75 and 76).
    expect(captionChangeFrames(layer)).toEqual([4, 76, 91]);
    expect(captionChangeFrames({ ...layer, titleEnd: 0, frames: [0, 3, 6] })).toEqual([7]);
    for (const scenes of [undefined, { width: 880, height: 880, frames: [0, 3], x: '100', y: '190' }]) {
      const graph = after(buildRenderArgs(plan({ layer, scenes })), '-filter_complex')!;
      expect(graph).toContain(
        "fps=30,select='not(mod(n,3))+if(lt(n,76),eq(n,4),if(lt(n,91),eq(n,76),eq(n,91)))'[bg0]",
      );
      expect(graph).toMatch(/\[bg0\]\[layer\]overlay=[^;]*\[txt\];\[txt\]fps=30\[vout\]$/);
    }
    // Over footage every frame differs: no select, and the output is not repeated.
    const graph = after(
      buildRenderArgs(plan({ layer, clips: [{ kind: 'video', path: '/c.mp4', start: 0, end: 12.5 }] })),
      '-filter_complex',
    )!;
    expect(graph).not.toContain('select=');
    expect(graph).toMatch(/\[txt\]null\[vout\]$/);
  });

  it('pans stills with a moving crop and limits each overlay to its time window', () => {
    const args = buildRenderArgs(
      plan({
        clips: [
          { kind: 'image', path: '/a.jpg', start: 1, end: 5, motion: 'left' },
          { kind: 'video', path: '/b.mp4', start: 5, end: 12.5 },
        ],
        watermark: { path: '/w.png', x: 54, y: 280 },
      }),
    );
    const graph = after(args, '-filter_complex')!;
    expect(graph).toContain("crop=1080:1920:x='(iw-ow)*(1-(t-1.000)/4.000)'");
    expect(graph).toContain("enable='between(t,1.000,5.000)'");
    expect(graph).toContain("enable='between(t,5.000,12.500)'");
    expect(graph).toContain('[3:v]format=yuva420p[mark]');
    expect(graph).toContain('overlay=x=54:y=280:eof_action=repeat');
    // Inputs: background, image, looped video, watermark, audio.
    expect(args.filter((a) => a === '-i')).toHaveLength(5);
    // The video loops, and is read only for its 7.5 s window.
    expect(args.slice(args.indexOf('/b.mp4') - 5, args.indexOf('/b.mp4'))).toEqual([
      '-stream_loop',
      '-1',
      '-t',
      '7.500',
      '-i',
    ]);
    expect(args).toContain('4:a');
  });

  it('gives every style its own look', () => {
    const looks = VIDEO_STYLES.map((s) => JSON.stringify(backgroundSource(s, 'meme', 10, 1)));
    expect(new Set(looks).size).toBe(VIDEO_STYLES.length);
    expect(backgroundSource('retro', 'meme', 10, 1).scaleFlags).toBe('neighbor');
  });
});

describe('encode-only and helpers', () => {
  it('takes the thumbnail at a stream time, from the final file or a preview segment', () => {
    const one = buildThumbnailArgs(['v.mp4'], 3.25, 't.jpg');
    expect(after(one, '-i')).toBe('v.mp4');
    expect(one).toContain('-copyts');
    expect(one.indexOf('-threads')).toBeLessThan(one.indexOf('-i'));
    expect(after(one, '-threads')).toBe('1');
    expect(after(one, '-vf')).toBe("select='gte(t\\,3.250)',scale=720:1280");
    // Just before a segment's end (4 s) must not round up to a time the segment has no frame for.
    expect(after(buildThumbnailArgs(['v.mp4'], 3.9999, 't.jpg'), '-vf')).toBe(
      "select='gte(t\\,3.999)',scale=720:1280",
    );
    expect(after(buildThumbnailArgs(['p/init.mp4', 'p/seg001.m4s'], 3.25, 't.jpg'), '-i')).toBe(
      'concat:p/init.mp4|p/seg001.m4s',
    );
  });

  it('puts a keyframe at the thumbnail frame beside the 2 s ones, and then decodes keyframes only', () => {
    // The first frame at or after the time (to the millisecond, rounded down), as the select picks it.
    expect([0, 1, 1.25, 1.5, 3.9999].map(thumbnailFrame)).toEqual([0, 30, 38, 45, 120]);
    const args = buildRenderArgs(plan({ keyframe: 38 }));
    expect(after(args, '-force_key_frames')).toBe('expr:not(mod(n,60))+eq(n,38)');
    expect(after(args, '-g')).toBe('60');
    expect(buildRenderArgs(plan())).not.toContain('-force_key_frames');
    const thumb = buildThumbnailArgs(['v.mp4'], 1.25, 't.jpg', { keyframe: true });
    expect(after(thumb, '-skip_frame')).toBe('nokey');
    expect(thumb.indexOf('-skip_frame')).toBeLessThan(thumb.indexOf('-i'));
    expect(buildThumbnailArgs(['v.mp4'], 1.25, 't.jpg')).not.toContain('-skip_frame');
  });

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
