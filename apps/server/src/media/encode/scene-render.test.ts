import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg, runFfprobe } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { VIDEO_STYLES } from '@reelsmith/contracts/video';
import { renderVideo } from './render.ts';
import { sceneChanges } from './scene-changes.ts';
import { SPRITE_W, SPRITE_X } from '../layers/scene-layer.ts';
import { spriteFit } from '../layers/scene-fit.ts';
import type { Scene } from '../scenes/scenes.ts';

// A real render of three scenes: the picture changes at each cut, far more than it moves inside a scene.

let dir: string;
let audio: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'scene-render-'));
  audio = join(dir, 'silence.wav');
  await runFfmpeg(['-v', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo', '-t', '9', audio]);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const scene = (i: number, illustration: string): Scene => ({
  kind: 'point',
  beat: i,
  start: i * 3,
  end: i * 3 + 3,
  text: illustration,
  keywords: [illustration],
  illustration,
  emphasisAt: null,
  label: null,
});

/** The sprite's region of the frame at `t`, grey, downscaled 8x. */
async function region(video: string, t: number): Promise<Buffer> {
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
      `crop=${SPRITE_W}:${spriteFit().height}:${SPRITE_X}:${spriteFit().top},scale=${SPRITE_W / 8}:${Math.round(spriteFit().height / 8)},format=gray`,
      '-f',
      'rawvideo',
      '-',
    ],
    {},
    { captureStdout: true },
  );
  return stdout;
}

const meanDiff = (a: Buffer, b: Buffer) => {
  let d = 0;
  for (let i = 0; i < a.length; i++) d += Math.abs(a[i]! - b[i]!);
  return d / a.length;
};

/**
 * A 9 s educational render in this style with three scenes (octopus, rocket, apple), 3 s each, its
 * thumbnail at 1.25 s. Made once per style: the cut tests and the thumbnail's read the same file.
 */
const threeScenes = new Map<string, ReturnType<typeof renderVideo>>();
function renderThreeScenes(style: 'minimal' | 'cinematic' | 'documentary') {
  if (!threeScenes.has(style)) threeScenes.set(style, renderThree(style));
  return threeScenes.get(style)!;
}
async function renderThree(style: 'minimal' | 'cinematic' | 'documentary') {
  const work = join(dir, style);
  await mkdir(work, { recursive: true });
  return renderVideo(
    {
      durationSec: 9,
      style,
      vibe: 'educational',
      seed: 1,
      preset: 'bold',
      pages: [],
      title: null,
      audioPath: audio,
      scenes: [scene(0, 'octopus'), scene(1, 'rocket'), scene(2, 'red-apple')],
      accent: '#4FC3F7',
      bodyStart: 0,
      thumbnailAt: 1.25,
    },
    work,
  );
}

describe('scene cuts in the rendered video', () => {
  for (const style of ['minimal', 'cinematic'] as const) {
    it(`${style}: frames differ across a cut far more than inside a scene`, async () => {
      const out = await renderThreeScenes(style);
      const [a1, a2, b1, b2, c1] = await Promise.all(
        [1.2, 2.6, 3.8, 5.6, 7.5].map((t) => region(out.videoPath, t)),
      );
      const inside = Math.max(meanDiff(a1, a2), meanDiff(b1, b2));
      const across = Math.min(meanDiff(a2, b1), meanDiff(b2, c1));
      const seen = `inside ${inside.toFixed(2)}, across ${across.toFixed(2)}`;
      // Inside a scene the big subject pushes in and drifts; a cut changes the whole picture.
      expect(inside, seen).toBeLessThan(8);
      expect(across, seen).toBeGreaterThan(5);
      expect(across, seen).toBeGreaterThan(inside * 4);
    });
  }

  it('documentary: a frame on a cut shows a photo card, not the bare backdrop', async () => {
    const out = await renderThreeScenes('documentary');
    // The card is near white on a dark backdrop: the sprite region's mean brightness tells it apart.
    const bright = (b: Buffer) => b.reduce((sum, v) => sum + v, 0) / b.length;
    const [settled, onCut, intoEntrance, secondCut] = await Promise.all(
      [2.5, 3.04, 3.14, 6.04].map(async (t) => bright(await region(out.videoPath, t))),
    );
    const seen = `settled ${settled.toFixed(1)}, cut ${onCut.toFixed(1)}, ${intoEntrance.toFixed(1)}, ${secondCut.toFixed(1)}`;
    for (const b of [onCut, intoEntrance, secondCut]) expect(b, seen).toBeGreaterThan(settled * 0.8);
  });
});

/** Seconds of the keyframes in a file's video, in order. */
async function keyframes(path: string): Promise<number[]> {
  const { stdout } = await runFfprobe(
    [
      '-v',
      'error',
      '-select_streams',
      'v',
      '-skip_frame',
      'nokey',
      '-show_entries',
      'frame=pts_time',
      '-of',
      'csv=p=0',
      path,
    ],
    {},
    { captureStdout: true },
  );
  return stdout
    .toString()
    .split('\n')
    .map((l) => l.replace(/,/g, '').trim())
    .filter(Boolean)
    .map(Number);
}

describe('the thumbnail', () => {
  it('is the frame at its time, encoded as a keyframe beside the 2 s ones, so that only it is decoded', async () => {
    // 1.25 s is between frames 37 and 38: the thumbnail is the first frame at or after it.
    const out = await renderThreeScenes('minimal');
    const keys = (await keyframes(out.videoPath)).map((t) => Math.round(t * 30));
    expect(keys).toEqual([0, 38, 60, 120, 180, 240]);
    // The thumbnail shows that frame: the same picture as the video's frame 38, scaled alike.
    const grey = async (path: string, pick: string) =>
      (
        await runFfmpeg(
          [
            '-v',
            'error',
            '-i',
            path,
            '-vf',
            `${pick}scale=90:160,format=gray`,
            '-frames:v',
            '1',
            '-f',
            'rawvideo',
            '-',
          ],
          {},
          { captureStdout: true },
        )
      ).stdout;
    const thumb = await grey(out.thumbnailPath, '');
    const [frame, first] = await Promise.all([
      grey(out.videoPath, "select='eq(n,38)',"),
      grey(out.videoPath, "select='eq(n,0)',"),
    ]);
    expect(thumb.length).toBe(90 * 160);
    expect(meanDiff(thumb, frame)).toBeLessThan(1.5);
    expect(meanDiff(thumb, frame)).toBeLessThan(meanDiff(thumb, first));
  });
});

describe('every scene reads as a new shot (issue 37)', () => {
  const shot = (i: number, extra: Partial<Scene>): Scene => ({
    ...scene(i, 'rocket'),
    start: i * 2,
    end: i * 2 + 2,
    ...extra,
  });
  /** An 8 s render of four 2 s scenes, one labelled and one illustration coming back. */
  async function renderShots(style: (typeof VIDEO_STYLES)[number]) {
    const work = join(dir, `shots-${style}`);
    await mkdir(work, { recursive: true });
    const out = await renderVideo(
      {
        durationSec: 8,
        style,
        vibe: 'educational',
        seed: 2,
        preset: 'bold',
        pages: [],
        title: null,
        audioPath: audio,
        // Layouts and backdrops are left to the style, as a plan from the writer would be.
        scenes: [
          shot(0, { illustration: 'octopus', chosenBy: 'octopus', text: 'The octopus is strange' }),
          shot(1, {
            illustration: 'red-heart',
            text: 'It has three hearts',
            label: { text: '3 HEARTS', at: 2.3 },
          }),
          shot(2, { illustration: 'brain', text: 'Nobody expected this part' }),
          shot(3, {
            illustration: 'octopus',
            chosenBy: 'octopus',
            text: 'An octopus tastes with its arms',
          }),
        ],
        accent: '#4FC3F7',
        bodyStart: 0,
        thumbnailAt: 1,
      },
      work,
    );
    return { out, durationSec: 8, cuts: [2, 4, 6] };
  }
  for (const style of VIDEO_STYLES) {
    it(`${style}: ffmpeg's scene detector (threshold 8, 270x480) finds at least one change per 5 s`, async () => {
      // The styles the cut tests above render are read from that same 9 s three-scene render (cuts
      // at 3 and 6 s): one render per style instead of two.
      const { out, durationSec, cuts } =
        style === 'minimal' || style === 'cinematic' || style === 'documentary'
          ? { out: await renderThreeScenes(style), durationSec: 9, cuts: [3, 6] }
          : await renderShots(style);
      const changes = await sceneChanges(out.videoPath);
      expect(changes.length, `changes at ${changes.join(', ')} s`).toBeGreaterThanOrEqual(durationSec / 5);
      // The cuts are where the changes are: each cut is found.
      for (const cut of cuts)
        expect(
          changes.some((t) => Math.abs(t - cut) < 0.6),
          `cut at ${cut} s`,
        ).toBe(true);
    });
  }
});
