import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIDEO_STYLES, type VideoStyle } from '@reelsmith/contracts/video';
import { runFfmpeg } from '../src/lib/ffmpeg/ffmpeg.runner.ts';
import { renderVideo } from '../src/media/encode/render.ts';
import { VIBE_PALETTES } from '../src/media/scenes/backgrounds.ts';
import type { Scene } from '../src/media/scenes/scenes.ts';

// The create flow's style step shows each style moving (issue 37): a 6 s muted loop rendered by the
// real renderer from the style itself (a subject, a number card, a statement and a split, each
// arriving by the style's transitions), scaled to 180x320. Written to apps/web/public/style-previews/
// (each well under 300 KB); run again after changing how a style looks.
// Usage: npm run style-previews [-- --styles cinematic,retro] [--missing: only those not there yet,
// as setup.sh does at install and start]

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const OUT = join(ROOT, 'apps/web/public/style-previews');
const MISSING = process.argv.includes('--missing');
const exists = async (style: VideoStyle) =>
  ((await stat(join(OUT, `${style}.mp4`)).catch(() => null))?.size ?? 0) > 0;
const STYLES: VideoStyle[] = [];
for (const s of (arg('--styles')?.split(',') ?? [...VIDEO_STYLES]) as VideoStyle[])
  if (!MISSING || !(await exists(s))) STYLES.push(s);
const SEC = 6;

const scene = (i: number, extra: Partial<Scene>): Scene => ({
  kind: 'point',
  beat: i,
  start: i * 1.5,
  end: i * 1.5 + 1.5,
  text: '',
  keywords: [],
  illustration: 'rocket',
  chosenBy: 'rocket',
  emphasisAt: i * 1.5 + 0.5,
  label: null,
  ...extra,
});

const SCENES: Scene[] = [
  scene(0, { layout: 'subject', illustration: 'rocket', text: 'Launch day' }),
  scene(1, { layout: 'list', illustration: 'star', text: 'Five stars', label: { text: '5 STARS', at: 1.6 } }),
  scene(2, { layout: 'statement', text: 'Dream big every day' }),
  scene(3, {
    layout: 'split',
    illustration: 'hot-beverage',
    secondIllustration: 'teacup-without-handle',
    text: 'Coffee vs tea',
  }),
];

if (STYLES.length) process.stdout.write(`rendering the style samples: ${STYLES.join(', ')}\n`);
const dir = await mkdtemp(join(tmpdir(), 'style-previews-'));
try {
  await mkdir(OUT, { recursive: true });
  const audio = join(dir, 'silence.wav');
  await runFfmpeg([
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=48000:cl=stereo',
    '-t',
    String(SEC),
    audio,
  ]);
  for (const style of STYLES) {
    const work = join(dir, style);
    await mkdir(work, { recursive: true });
    const r = await renderVideo(
      {
        durationSec: SEC,
        style,
        vibe: 'motivational',
        seed: 3,
        preset: 'bold',
        pages: [],
        title: null,
        audioPath: audio,
        scenes: SCENES.map((s) => ({ ...s })),
        accent: VIBE_PALETTES.motivational.accent,
        bodyStart: 0,
        thumbnailAt: 1,
      },
      work,
    );
    const out = join(OUT, `${style}.mp4`);
    await runFfmpeg([
      '-v',
      'error',
      '-y',
      '-i',
      r.videoPath,
      '-an',
      // A fifth of the frames dropped before scaling, not after; x264's slow preset instead of
      // veryslow: half the CPU of this step for files about 6 % larger (25 to 27 KB for retro).
      '-vf',
      'fps=24,scale=180:320:flags=bicubic',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      out,
    ]);
    const kb = Math.round((await stat(out)).size / 1024);
    if (kb > 300) throw new Error(`${style}: preview is ${kb} KB (limit 300)`);
    process.stdout.write(`${style}: ${out} (${kb} KB)\n`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
