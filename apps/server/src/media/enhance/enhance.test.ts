import { chmod, copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBuiltinStt } from '../../providers/stt/builtin.stt.ts';
import type { SttProvider } from '../../providers/stt/stt.types.ts';
import { enhanceVideo } from './enhance.ts';
import {
  cutAudio,
  cutFilter,
  FIRST_CHUNK_SEC,
  firstChunkEnd,
  MAX_PAUSE_SEC,
  PAUSE_PAD_SEC,
  spansFromSilences,
} from './speech-cuts.ts';
import { run } from '../../../test/media.ts';
import { RENDER_MALLOC_TUNABLES } from '../encode/ffmpeg.args.ts';

const report = (silences: [number, number | null][]) =>
  silences
    .map(
      ([s, e]) =>
        `[silencedetect @ 0x1] silence_start: ${s}\n` +
        (e === null ? '' : `[silencedetect @ 0x1] silence_end: ${e} | silence_duration: ${e - s}\n`),
    )
    .join('');

describe('silence trimming (decision 103)', () => {
  it('drops silence at the ends and shortens long pauses inside, on frame boundaries', () => {
    const spans = spansFromSilences(
      report([
        [0, 1.2],
        [3, 3.5], // short: kept whole
        [4, 7], // long: shortened
        [9.6, null], // to the end
      ]),
      10,
    );
    expect(spans).toHaveLength(2);
    expect(spans[0]!.start).toBeCloseTo(1.05, 1);
    expect(spans[0]!.end).toBeCloseTo(4 + PAUSE_PAD_SEC, 1);
    expect(spans[1]!.start).toBeCloseTo(7 - PAUSE_PAD_SEC, 1);
    expect(spans[1]!.end).toBeCloseTo(9.85, 1);
    for (const p of spans) {
      expect(Math.abs(p.start * 30 - Math.round(p.start * 30))).toBeLessThan(1e-6);
      expect(Math.abs(p.end * 30 - Math.round(p.end * 30))).toBeLessThan(1e-6);
    }
    // The pause left between the two spans is 2 x PAUSE_PAD_SEC, shorter than MAX_PAUSE_SEC.
    expect(2 * PAUSE_PAD_SEC).toBeLessThan(MAX_PAUSE_SEC);
  });

  it('keeps everything when there is no silence, or nothing but silence', () => {
    expect(spansFromSilences('', 8)).toEqual([{ start: 0, end: 8 }]);
    expect(spansFromSilences(report([[0, null]]), 8)).toEqual([{ start: 0, end: 8 }]);
  });

  it('cuts picture by frame number and sound by sample, the same instants', () => {
    const spans = [
      { start: 0, end: 1 },
      { start: 2, end: 2.5 },
    ];
    expect(cutFilter(spans)).toBe("select='between(n,0,29)+between(n,60,74)',setpts=N/30/TB");
    const rate = 48_000;
    const left = new Float32Array(3 * rate).map((_, i) => (i < 2 * rate ? 1 : 0.5));
    const cut = cutAudio({ left, right: left.slice(), sampleRate: rate }, spans);
    expect(cut.left.length).toBe(1.5 * rate);
    expect(cut.left[rate / 2]).toBe(1);
    expect(cut.left[rate + rate / 4]).toBe(0.5);
    // A short fade at the join, so the cut does not click.
    expect(cut.left[rate - 1]).toBeLessThan(0.01);
    expect(cut.left[rate]).toBeLessThan(0.01);
  });
});

describe('the first preview while the rest is recognised (decision 105)', () => {
  it('splits the sound at its quietest moment in the opening, and not a clip too short to split', () => {
    const rate = 48_000;
    // Loud everywhere except 0.2 s of quiet around 4.3 s.
    const left = new Float32Array(12 * rate).map((_, i) =>
      i > 4.2 * rate && i < 4.4 * rate ? 0.001 * Math.sin(i) : 0.5 * Math.sin(i / 7),
    );
    const at = firstChunkEnd({ left, right: left.slice(), sampleRate: rate });
    expect(at).not.toBeNull();
    expect(at!).toBeGreaterThan(4.2);
    expect(at!).toBeLessThan(4.4);
    expect(Math.abs(at! * 30 - Math.round(at! * 30))).toBeLessThan(1e-6); // on a frame boundary
    // Quiet outside the search range does not count.
    const late = new Float32Array(12 * rate).map((_, i) => (i > 8 * rate ? 0 : 0.5 * Math.sin(i / 7)));
    const t = firstChunkEnd({ left: late, right: late.slice(), sampleRate: rate })!;
    expect(t).toBeGreaterThanOrEqual(FIRST_CHUNK_SEC.min - 1e-9);
    expect(t).toBeLessThanOrEqual(FIRST_CHUNK_SEC.max + 1e-9);
    // 4 s of sound leaves too little after the opening.
    const short = new Float32Array(4 * rate).fill(0.2);
    expect(firstChunkEnd({ left: short, right: short.slice(), sampleRate: rate })).toBeNull();
  });

  it('plays the opening before the rest of the clip is recognised, and the preview is the output itself', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'reelsmith-first-preview-'));
    try {
      const speech = join(dir, 'speech.wav');
      await run('flite', [
        '-voice',
        'slt',
        '-t',
        'Hello creators. This clip shows how the enhance step adds captions to your own footage, and the preview starts early.',
        '-o',
        speech,
      ]);
      const clip = join(dir, 'clip.mp4');
      await run('ffmpeg', [
        ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=960x540:r=30:d=10', '-i', speech],
        ...['-filter_complex', '[1:a]apad=whole_dur=10[a]', '-map', '0:v', '-map', '[a]'],
        ...[
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-pix_fmt',
          'yuv420p',
          '-c:a',
          'aac',
          '-t',
          '10',
          clip,
        ],
      ]);
      // The real recogniser; the test only holds back the second half of the clip's recognition
      // until the first preview segment has been reported, so the order is certain, not a race.
      const real = createBuiltinStt();
      const events: string[] = [];
      let segmentShown = () => {};
      const shown = new Promise<void>((resolve) => (segmentShown = resolve));
      const stt: SttProvider = {
        name: 'builtin',
        async transcribe(req, o) {
          const n = events.filter((e) => e.startsWith('stt start')).length;
          events.push(`stt start ${n}`);
          if (n === 1) {
            let timer: NodeJS.Timeout | undefined;
            await Promise.race([
              shown,
              new Promise((_, reject) => {
                timer = setTimeout(
                  () => reject(new Error('no preview before the rest was recognised')),
                  60_000,
                );
              }),
            ]).finally(() => clearTimeout(timer));
          }
          const r = await real.transcribe(req, o);
          events.push(`stt end ${n}`);
          return r;
        },
      };
      const segs: string[] = [];
      let init = '';
      const r = await enhanceVideo(
        { path: clip, durationSec: 10, width: 960, height: 540, hasAudio: true },
        {
          reframe: 'blur',
          loudness: true,
          denoise: false,
          trimSilence: false,
          captions: true,
          captionPreset: 'bold',
        },
        {
          workDir: dir,
          stt,
          onTranscript: () => void events.push('transcript'),
          onPreview: async (seg) => {
            events.push(`segment ${seg.index}`);
            if (!init) await copyFile(seg.initPath, (init = join(dir, 'init.mp4')));
            const copy = join(dir, `part-${seg.index}.m4s`);
            await copyFile(seg.path, copy);
            segs[seg.index] = copy;
            segmentShown();
          },
        },
      );
      // The opening is recognised alone; its first segment comes before the rest is recognised.
      expect(events.indexOf('segment 0')).toBeGreaterThan(events.indexOf('stt end 0'));
      expect(events.indexOf('segment 0')).toBeLessThan(events.indexOf('stt end 1'));
      expect(events.indexOf('stt end 1')).toBeLessThan(events.indexOf('transcript'));
      // Every segment once, in order, and all of them: a 10 s output in 2 s segments.
      const order = events.filter((e) => e.startsWith('segment')).map((e) => Number(e.split(' ')[1]));
      expect(order).toEqual([0, 1, 2, 3, 4]);
      // The words of both halves, in output time, in order.
      expect(r.words.length).toBeGreaterThan(8);
      expect(r.words.every((w, i) => i === 0 || w.start >= r.words[i - 1]!.start)).toBe(true);
      expect(r.words[r.words.length - 1]!.end).toBeGreaterThan(5);
      // The output still passes the engine's checks (enhanceVideo throws otherwise) and the loudness target.
      expect(Math.abs(r.loudness.lufs - -14)).toBeLessThanOrEqual(1);
      expect(r.loudness.truePeak).toBeLessThanOrEqual(-1);
      // The growing MP4 a player receives (init + segments) holds exactly the output's pictures:
      // the early opening and the full render join without a seam.
      const preview = join(dir, 'preview.mp4');
      await run('sh', ['-c', `cat "${init}" ${segs.map((p) => `"${p}"`).join(' ')} > "${preview}"`]);
      const frames = async (file: string) =>
        (await run('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:v', '-f', 'framemd5', '-'])).stdout
          .split('\n')
          .filter((l) => l && !l.startsWith('#'))
          .map((l) => l.split(',').pop()!.trim());
      const [p, o] = await Promise.all([frames(preview), frames(r.videoPath)]);
      expect(o.length).toBeGreaterThan(290); // 10 s at 30 fps (the encoder may drop the last frame)
      expect(p).toEqual(o);
      // The captions are in those pictures: the SRT starts with the opening's words.
      expect((await readFile(r.srtPath, 'utf8')).split('\n')[2]!.length).toBeGreaterThan(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('the enhance encode', () => {
  it('runs its ffmpeg with the allocator that keeps frame buffers, as a render does (decision 044)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'reelsmith-enhance-env-'));
    try {
      const clip = join(dir, 'clip.mp4');
      await run('ffmpeg', [
        ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=30:d=3'],
        ...['-f', 'lavfi', '-i', 'sine=f=440:r=48000:d=3', '-c:v', 'libx264', '-preset', 'ultrafast'],
        ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
      ]);
      // An ffmpeg that notes the GLIBC_TUNABLES of every encode it is asked for, then runs the real one.
      const seen = join(dir, 'tunables.log');
      const fake = join(dir, 'ffmpeg-env.sh');
      await writeFile(
        fake,
        `#!/bin/sh\ncase "$*" in *libx264*) echo "[$GLIBC_TUNABLES]" >> '${seen}';; esac\nexec ffmpeg "$@"\n`,
      );
      await chmod(fake, 0o755);
      const r = await enhanceVideo(
        { path: clip, durationSec: 3, width: 640, height: 360, hasAudio: true },
        {
          reframe: 'blur',
          loudness: false,
          denoise: false,
          trimSilence: false,
          captions: false,
          captionPreset: 'bold',
        },
        { workDir: dir, stt: createBuiltinStt(), bins: { ffmpegPath: fake } },
      );
      expect(r.durationSec).toBeGreaterThan(2.9);
      const lines = (await readFile(seen, 'utf8')).trim().split('\n');
      expect(lines.length).toBeGreaterThan(0);
      expect(lines).toEqual(lines.map(() => `[${RENDER_MALLOC_TUNABLES}]`));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
