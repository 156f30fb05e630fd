import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIDEO_STYLES, type VideoStyle } from '@reelsmith/contracts/video';
import { runFfmpeg } from '../src/lib/ffmpeg/ffmpeg.runner.ts';
import { generateVideo } from '../src/media/pipeline.ts';
import { createBuiltinLlm } from '../src/providers/llm/builtin.llm.ts';
import { createBuiltinTts } from '../src/providers/tts/builtin.tts.ts';
import { createBuiltinVisuals } from '../src/providers/visuals/builtin.visuals.ts';

// One W30 video per style with the builtin providers, and a contact sheet of it (a frame every 3 s,
// tiled 5x2) in docs/contact-sheets/<style>.jpg. Only the JPEGs are kept.
// Usage: npm run contact-sheets [-- --idea "Why octopuses have three hearts" --styles cinematic,retro]

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const IDEA = arg('--idea') ?? 'Why octopuses have three hearts';
const STYLES = (arg('--styles')?.split(',') ?? [...VIDEO_STYLES]) as VideoStyle[];
const OUT = join(resolve(dirname(fileURLToPath(import.meta.url)), '../../..'), 'docs/contact-sheets');

const dir = await mkdtemp(join(tmpdir(), 'contact-sheets-'));
try {
  await mkdir(OUT, { recursive: true });
  const deps = { llm: createBuiltinLlm(), tts: createBuiltinTts(), visuals: createBuiltinVisuals() };
  for (const style of STYLES) {
    const r = await generateVideo(
      {
        idea: IDEA,
        vibe: 'educational',
        voiceId: 'rachel',
        style,
        durationSec: 30,
        captionPreset: 'bold',
        music: 'auto',
        seed: 1,
      },
      { workDir: join(dir, style), deps },
    );
    const sheet = join(OUT, `${style}.jpg`);
    await runFfmpeg([
      '-v',
      'error',
      '-y',
      // Frames at 1.5 s, 4.5 s, 7.5 s … (inside scenes rather than on a cut), 216x384 each.
      '-ss',
      '1.5',
      '-i',
      r.videoPath,
      '-vf',
      'fps=1/3,scale=216:384,tile=5x2:padding=4:color=white',
      '-frames:v',
      '1',
      '-q:v',
      '5',
      sheet,
    ]);
    process.stdout.write(`${style}: ${sheet} (${Math.round((await stat(sheet)).size / 1024)} KB)\n`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
