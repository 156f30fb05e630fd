import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import { layoutPage, paginate } from '../layers/captions.ts';
import { watermarkBox } from '../layers/watermark.ts';
import type { Scene } from '../scenes/scenes.ts';
import { renderVideo, type RenderInput } from './render.ts';

// The free plan's mark in a real render (issue 37): in Documentary and Retro the picture's frame used
// to cover it. Now it is overlaid after every layer, inside the safe area: the same video rendered
// with and without it differs exactly in the mark's box, over the picture, and nowhere else.

let dir: string;
let audio: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'watermark-render-'));
  audio = join(dir, 'silence.wav');
  await runFfmpeg(['-v', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo', '-t', '3', audio]);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const words = (text: string): WordTiming[] =>
  text.split(' ').map((word, i) => ({ word, start: 0.2 + i * 0.3, end: 0.45 + i * 0.3 }));

const scene: Scene = {
  kind: 'point',
  beat: 0,
  start: 0,
  end: 3,
  text: 'octopus',
  keywords: ['octopus'],
  illustration: 'octopus',
  emphasisAt: null,
  label: null,
};

async function render(style: 'documentary' | 'retro', watermark: string | null) {
  const work = join(dir, `${style}-${watermark ? 'mark' : 'plain'}`);
  await mkdir(work, { recursive: true });
  const input: RenderInput = {
    durationSec: 3,
    style,
    vibe: 'educational',
    seed: 1,
    preset: 'bold',
    pages: paginate(words('Octopuses have three hearts and blue blood.')).map((p) => layoutPage(p, 'bold')),
    title: null,
    watermark,
    audioPath: audio,
    scenes: [scene],
    accent: '#4FC3F7',
    bodyStart: 0,
    thumbnailAt: 1,
  };
  return renderVideo(input, work);
}

/** The frame at `t` as grey pixels, 1080x1920. */
async function frame(video: string, t: number): Promise<Buffer> {
  const { stdout } = await runFfmpeg(
    [
      '-v',
      'error',
      '-ss',
      t.toFixed(3),
      '-i',
      video,
      '-frames:v',
      '1',
      '-vf',
      'format=gray',
      '-f',
      'rawvideo',
      '-',
    ],
    {},
    { captureStdout: true },
  );
  return stdout;
}

describe('the watermark in a rendered video', () => {
  for (const style of ['documentary', 'retro'] as const) {
    it(`${style}: shows over everything else, in its box inside the safe area, and changes nothing else`, async () => {
      const [marked, plain] = await Promise.all([render(style, 'Made with Reelsmith'), render(style, null)]);
      const [a, b] = await Promise.all([frame(marked.videoPath, 1.5), frame(plain.videoPath, 1.5)]);
      const box = watermarkBox('Made with Reelsmith');
      const diff = (x: number, y: number) => Math.abs(a[y * 1080 + x]! - b[y * 1080 + x]!);
      let inBox = 0;
      for (let y = box.y0; y < box.y1; y++) for (let x = box.x0; x < box.x1; x++) inBox += diff(x, y);
      expect(inBox / ((box.x1 - box.x0) * (box.y1 - box.y0)), 'the mark is visible').toBeGreaterThan(6);
      // Outside it only the encoder's rounding differs: no 16x16 block away from the mark changes on
      // average by more than a little (a mark drawn anywhere else would change its blocks by about 6).
      let worst = 0;
      for (let by = 0; by < 1920; by += 16) {
        for (let bx = 0; bx + 16 <= 1080; bx += 16) {
          if (bx + 16 > box.x0 - 16 && bx < box.x1 + 16 && by + 16 > box.y0 - 16 && by < box.y1 + 16)
            continue;
          let d = 0;
          for (let y = by; y < by + 16; y++) for (let x = bx; x < bx + 16; x++) d += diff(x, y);
          worst = Math.max(worst, d / 256);
        }
      }
      expect(worst, 'nothing outside the mark changes').toBeLessThan(2.5);
      // The captions file carries the mark at the same place, as its last event.
      const ass = await readFile(marked.assPath, 'utf8');
      const events = ass.split('\n').filter((l) => l.startsWith('Dialogue:'));
      expect(events.at(-1)).toContain(`\\pos(${box.x0 + 6},${box.y0 + 4})}Made with Reelsmith`);
    }, 120_000);
  }
});
