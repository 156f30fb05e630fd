import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIDEO_STYLES, type VideoStyle } from '@reelsmith/contracts/video';
import { runFfmpeg } from '../src/lib/ffmpeg/ffmpeg.runner.ts';
import { sceneChanges } from '../src/media/encode/scene-changes.ts';
import { generateVideo } from '../src/media/pipeline.ts';
import { createBuiltinLlm } from '../src/providers/llm/builtin.llm.ts';
import { createBuiltinTts } from '../src/providers/tts/builtin.tts.ts';
import { createBuiltinVisuals } from '../src/providers/visuals/builtin.visuals.ts';

// docs/contact-sheets/<style>.jpg: for each style, a W30 of each of three ideas with the builtin
// providers, one row per idea, a frame every 3 s (at 1.5 s, 4.5 s, … : inside scenes rather than on
// a cut). Only the JPEGs are kept. Look at them before changing how scenes are drawn (issue 37).
// Usage: npm run contact-sheets [-- --styles cinematic,retro] [--ideas "idea one|idea two"]

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const IDEAS = arg('--ideas')?.split('|') ?? [
  'Why octopuses have three hearts',
  'Five habits of people who wake up early',
  'Coffee vs tea: which one keeps you sharper',
];
const STYLES = (arg('--styles')?.split(',') ?? [...VIDEO_STYLES]) as VideoStyle[];
const OUT = join(resolve(dirname(fileURLToPath(import.meta.url)), '../../..'), 'docs/contact-sheets');

const dir = await mkdtemp(join(tmpdir(), 'contact-sheets-'));
try {
  await mkdir(OUT, { recursive: true });
  const deps = { llm: createBuiltinLlm(), tts: createBuiltinTts(), visuals: createBuiltinVisuals() };
  for (const style of STYLES) {
    const rows: string[] = [];
    for (const [i, idea] of IDEAS.entries()) {
      const r = await generateVideo(
        {
          idea,
          vibe: (['educational', 'motivational', 'educational'] as const)[i % 3]!,
          voiceId: 'rachel',
          style,
          durationSec: 30,
          captionPreset: 'bold',
          music: 'auto',
          seed: i + 1,
        },
        { workDir: join(dir, `${style}-${i}`), deps },
      );
      const row = join(dir, `${style}-${i}.png`);
      await runFfmpeg([
        '-v',
        'error',
        '-y',
        '-ss',
        '1.5',
        '-i',
        r.videoPath,
        '-vf',
        'fps=1/3,scale=162:288,tile=10x1:padding=4:color=white',
        '-frames:v',
        '1',
        row,
      ]);
      rows.push(row);
      const changes = await sceneChanges(r.videoPath);
      process.stdout.write(
        `${style} "${idea}": ${r.durationSec.toFixed(1)} s, ${changes.length} scene changes (scdet 8)\n`,
      );
    }
    const sheet = join(OUT, `${style}.jpg`);
    await runFfmpeg([
      '-v',
      'error',
      '-y',
      ...rows.flatMap((p) => ['-i', p]),
      '-filter_complex',
      `${rows.map((_, k) => `[${k}:v]`).join('')}${rows.length > 1 ? `vstack=inputs=${rows.length},` : ''}pad=iw:ih+8:0:4:white`,
      '-q:v',
      '6',
      sheet,
    ]);
    process.stdout.write(`${style}: ${sheet} (${Math.round((await stat(sheet)).size / 1024)} KB)\n`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
