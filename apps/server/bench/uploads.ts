import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { enhanceVideo } from '../src/media/enhance/enhance.ts';
import { previewFrame } from '../src/media/enhance/enhance-encode.ts';
import { generateVideo } from '../src/media/pipeline.ts';
import { PREVIEW_SEGMENT_SEC } from '../src/media/encode/render.ts';
import { imageFocus } from '../src/media/footage/saliency.ts';
import { createBuiltinLlm } from '../src/providers/llm/builtin.llm.ts';
import { createBuiltinStt } from '../src/providers/stt/builtin.stt.ts';
import { createBuiltinTts } from '../src/providers/tts/builtin.tts.ts';
import { createBuiltinVisuals } from '../src/providers/visuals/builtin.visuals.ts';
import { cpuSeconds, median, runsArg, secs, W30, writeDocBlock } from './bench-kit.ts';

// Issue 17's speed goals (decision 100, 101):
//   --enhance: a 60 s 1920x1080 H.264 30 fps landscape clip with speech → reframe (blur) + loudness +
//              captions from the builtin recogniser; target ≤ 1x its duration; the time to the first
//              before/after preview frame, and the first preview: from the job's start to the first
//              playable segment of the live preview (decision 105), target ≤ 3 s.
//   --images:  10 photos (1600x1200 JPEG) with a 30 s voice-over → the image-to-video render; target ≤ W30.
// Usage: npm run bench -- --enhance [--images] [--runs 3] [--no-write]

const RUNS = runsArg(3);
const WRITE = !process.argv.includes('--no-write');
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const DOC = join(ROOT, 'docs/PERFORMANCE.md');
const SCRIPT =
  'Every photo tells a story, and this one starts at dawn on the coast. The light is soft and the water is calm. ' +
  'By noon the market fills with colour and noise. Farmers stack peaches and tomatoes in bright towers. ' +
  'In the afternoon we climb to the old fort and look over the bay. The wind smells of salt and pine. ' +
  'At dusk the streets glow orange, and the whole town sits down to eat. Save this for your next trip.';

async function makeClip(dir: string): Promise<string> {
  const speech = join(dir, 'speech.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', `${SCRIPT} ${SCRIPT}`, '-o', speech]);
  const clip = join(dir, 'landscape.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=s=1920x1080:r=30:d=60',
    '-i',
    speech,
    '-filter_complex',
    '[1:a]apad=whole_dur=60[a]',
    '-map',
    '0:v',
    '-map',
    '[a]',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-ar',
    '48000',
    '-t',
    '60',
    clip,
  ]);
  return clip;
}

/**
 * How long a viewer who starts playing at the first segment waits, in all, for later ones: segments
 * play PREVIEW_SEGMENT_SEC each, and the player stops when the next one has not arrived.
 */
export function previewStall(arrivals: number[]): number {
  if (!arrivals.length) return NaN;
  let clock = arrivals[0]!;
  let waited = 0;
  for (const at of arrivals) {
    if (at > clock) {
      waited += at - clock;
      clock = at;
    }
    clock += PREVIEW_SEGMENT_SEC * 1000;
  }
  return waited;
}

async function benchEnhance(dir: string): Promise<string> {
  const clip = await makeClip(dir);
  const src = { path: clip, durationSec: 60, width: 1920, height: 1080, hasAudio: true };
  const stt = createBuiltinStt();
  const rows: {
    total: number;
    preview: number;
    live: number;
    stall: number;
    cpu: number;
    t: Record<string, number>;
  }[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const t0 = performance.now();
    await previewFrame(src, 'blur', 10, join(dir, 'frame.jpg'));
    const preview = performance.now() - t0;
    const cpu0 = cpuSeconds();
    const t1 = performance.now();
    // When each preview segment is ready to be stored (decision 103): the first is the first preview
    // a player can start on (init + 2 s of picture and sound), from the job's start (decision 105).
    const arrivals: number[] = [];
    const r = await enhanceVideo(
      src,
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
        onPreview: (seg) => {
          arrivals[seg.index] = performance.now() - t1;
        },
      },
    );
    const total = performance.now() - t1;
    const cpu = cpuSeconds() - cpu0;
    const live = arrivals[0] ?? NaN;
    const stall = previewStall(arrivals);
    process.stderr.write(
      `enhance run ${i}${i === 0 ? ' (warm-up)' : ''}: ${secs(total)} (CPU ${cpu.toFixed(1)} s), preview frame ${secs(preview)}, first preview ${secs(live)}, preview waits ${secs(stall)} in all, ${r.words.length} words, ${r.loudness.lufs} LUFS, load ${loadavg()[0]!.toFixed(2)}\n`,
    );
    if (i > 0) rows.push({ total, preview, live, stall, cpu, t: r.timings });
  }
  const m = (f: (r: (typeof rows)[number]) => number) => median(rows.map(f));
  return [
    `Enhance (60 s 1920x1080 H.264 30 fps clip with speech → 1080x1920, blurred fill + loudness + captions from the builtin pocketsphinx), median of ${RUNS} runs after a warm-up, ${new Date().toISOString()}`,
    '',
    '| stage | median |',
    '|---|---|',
    ...(['analysing', 'transcribing', 'rendering', 'checking'] as const).map(
      (k) => `| ${k} | ${secs(m((r) => r.t[k]!))} |`,
    ),
    `| **total** | **${secs(m((r) => r.total))}** (${(m((r) => r.total) / 60_000).toFixed(2)}x the clip; target ≤ 1x) |`,
    `| first before/after preview frame (blurred fill at 0:10) | ${secs(m((r) => r.preview))} (target ≤ 3 s) |`,
    `| CPU time of the enhance (process + ffmpeg + recogniser) | ${m((r) => r.cpu).toFixed(2)} s |`,
    `| **first preview**: job start → first playable segment of the enhanced video (init + 2 s, captions in it) | **${secs(m((r) => r.live))}** (target ≤ 3 s) |`,
    `| time the live preview then waits for segments, in all (a viewer who starts at the first segment) | ${secs(m((r) => r.stall))} |`,
  ].join('\n');
}

async function benchImages(dir: string): Promise<string> {
  const photos: string[] = [];
  for (let i = 0; i < 10; i++) {
    const p = join(dir, `photo-${i}.jpg`);
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=s=1600x1200:r=1`,
      '-vf',
      `hue=h=${i * 36},drawbox=x=${200 + i * 100}:y=300:w=400:h=400:color=yellow:t=fill`,
      '-frames:v',
      '1',
      '-q:v',
      '3',
      p,
    ]);
    photos.push(p);
  }
  const deps = { llm: createBuiltinLlm(), tts: createBuiltinTts(), visuals: createBuiltinVisuals() };
  const rows: { total: number; focus: number }[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const t0 = performance.now();
    const focus = await Promise.all(photos.map((p) => imageFocus(p)));
    const focusMs = performance.now() - t0;
    const { scriptFromText } = await import('../src/lib/script-text.ts');
    const r = await generateVideo(
      {
        ...W30,
        idea: 'a day on the coast',
        images: photos,
        imageFocus: focus,
        script: scriptFromText(SCRIPT),
        seed: 1,
      },
      { workDir: join(dir, `images-${i}`), deps },
    );
    const total = performance.now() - t0;
    process.stderr.write(
      `images run ${i}${i === 0 ? ' (warm-up)' : ''}: ${secs(total)} for ${r.durationSec.toFixed(1)} s of video (focus ${secs(focusMs)})\n`,
    );
    if (i > 0) rows.push({ total, focus: focusMs });
  }
  const w30 = /\| total \| ([\d.]+) s \|/.exec(await readFile(DOC, 'utf8'))?.[1];
  return [
    `Image to video (10 photos 1600x1200 + a typed ~30 s script, voice rachel, music, bold captions → 1080x1920), median of ${RUNS} runs after a warm-up`,
    '',
    '| stage | median |',
    '|---|---|',
    `| finding each photo's subject (10 photos) | ${secs(median(rows.map((r) => r.focus)))} |`,
    `| **total** | **${secs(median(rows.map((r) => r.total)))}** (target ≤ W30's total${w30 ? `, ${w30} s` : ''}) |`,
  ].join('\n');
}

export async function uploadsBench(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'reelsmith-bench-uploads-'));
  const before = loadavg()[0]!;
  try {
    const parts: string[] = [];
    if (process.argv.includes('--enhance')) parts.push(await benchEnhance(dir));
    if (process.argv.includes('--images')) parts.push(await benchImages(dir));
    const block = [
      ...parts,
      '',
      `Machine: ${availableParallelism()} CPUs, 1-min load average ${before.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after (a shared machine: other work ran at the same time).`,
    ].join('\n\n');
    process.stdout.write(`\n${block}\n`);
    if (WRITE) {
      await writeDocBlock(DOC, 'bench-uploads', block, '## Uploads and image to video (issue 17)\n\n');
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
