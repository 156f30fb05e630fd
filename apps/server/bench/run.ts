import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSeconds, median, runsArg, timed, W30, W30_IDEA, writeDocBlock } from './bench-kit.ts';
import { FAST_X264, LOSSLESS_X264, renderEnv } from '../src/media/encode/ffmpeg.args.ts';
import { buildEncodeOnlyArgs } from '../src/media/encode/ffmpeg.tool-args.ts';
import { renditionsSettled } from '../src/media/footage/clip-rendition.ts';
import { runFfmpeg } from '../src/lib/ffmpeg/ffmpeg.runner.ts';
import { generateVideo, type GenerateVideoResult } from '../src/media/pipeline.ts';
import { localAssets, renderStoryboard } from '../src/media/storyboard/render.ts';
import { createBuiltinLlm } from '../src/providers/llm/builtin.llm.ts';
import { createBuiltinTts } from '../src/providers/tts/builtin.tts.ts';
import { createBuiltinVisuals } from '../src/providers/visuals/builtin.visuals.ts';
import { createPexelsVisuals } from '../src/providers/visuals/pexels.visuals.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// W30: an idea becomes a 30-second 1080x1920 video with the builtin providers. One warm-up, then
// RUNS measured runs; medians per stage and in total, plus the time to encode the same frames alone
// with the same x264 settings, and the ratio. "Encode alone" is x264 encoding the render's own frames
// read uncompressed from memory: a lossless render of the same storyboard, decoded beforehand (not
// timed). The same on the output's decoded frames, the baseline before decision 256, is printed beside it.
// Usage: npm run bench [-- --runs 5 --no-write] [--footage: W30-footage [--no-prepare]] [--no-scenes: the plain backdrop, for A/B];
// the load scenario: npm run bench -- load (bench/load.ts); uploads: npm run bench -- --enhance --images (bench/uploads.ts);
// the editor's goals: npm run bench -- editor (bench/editor.ts); per language: npm run bench -- languages

const RUNS = runsArg(5);
const WRITE = !process.argv.includes('--no-write');
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const DOC = join(ROOT, 'docs/PERFORMANCE.md');
const SCENES = !process.argv.includes('--no-scenes');
/** W30-footage: six 1920x1080 H.264 clips served by a local server speaking Pexels' API. */
const FOOTAGE = process.argv.includes('--footage');
/** With --footage: render the clips from their sources every time, not from the prepared 9:16 renditions (A/B). */
const PREPARE = !process.argv.includes('--no-prepare');

function machine(): string {
  const cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
  return `${availableParallelism()} CPUs (nproc), ${cpu}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}`;
}

interface Run {
  scripting: number;
  voicing: number;
  rendering: number;
  total: number;
  /** From the request to the first preview segment a player can start on (init + 2 s of video and audio). */
  firstPreview: number;
  cpu: number;
  /** CPU seconds of the rendering stage: robust when other work shares the machine. */
  renderCpu: number;
  /** x264 alone on the render's own frames (a lossless copy, decoded), read raw from memory. */
  rawEncode: number;
  rawEncodeCpu: number;
  /** The same on the output's decoded frames: the baseline before decision 256. */
  outputEncode: number;
  outputEncodeCpu: number;
}

/** A local Pexels: every search answers six landscape 1920x1080 clips (made once with ffmpeg). */
async function footageServer(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const clips: Buffer[] = [];
  // Moving, detailed test patterns (cheap to generate, not trivial to encode).
  const sources = [
    'testsrc2=s=1920x1080:r=30',
    'smptehdbars=s=1920x1080:r=30,hue=H=t',
    'rgbtestsrc=s=1920x1080:r=30,rotate=t/4',
    'testsrc=s=1920x1080:r=30',
    'gradients=s=1920x1080:r=30:speed=0.05',
    'yuvtestsrc=s=1920x1080:r=30,hue=H=2*t',
  ];
  for (const [i, src] of sources.entries()) {
    // Made once per machine (kept in the temporary folder): at 1080p they take minutes on a busy machine.
    const cached = join(tmpdir(), 'reelsmith-bench-clips', `clip${i}.mp4`);
    const hit = await readFile(cached).catch(() => null);
    if (hit) {
      clips.push(hit);
      continue;
    }
    const path = join(dir, `clip${i}.mp4`);
    await runFfmpeg([
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      src,
      '-t',
      '8',
      '-vf',
      'format=yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      path,
    ]);
    clips.push(await readFile(path));
    await mkdir(dirname(cached), { recursive: true });
    await copyFile(path, cached);
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/videos/search') {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const videos = clips.map((_, i) => ({
        id: i + 1,
        width: 1920,
        height: 1080,
        duration: 8,
        url: `https://www.pexels.com/video/${i + 1}/`,
        user: { name: 'Bench' },
        video_files: [
          {
            id: 100 + i,
            quality: 'hd',
            file_type: 'video/mp4',
            width: 1920,
            height: 1080,
            link: `${base}/files/${i}.mp4`,
          },
        ],
      }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ page: 1, per_page: 15, total_results: 6, videos }));
      return;
    }
    const m = /^\/files\/(\d)\.mp4$/.exec(url.pathname);
    if (m) {
      const body = clips[Number(m[1])]!;
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': body.length });
      res.end(body);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let footageUrl = '';

async function once(workDir: string, seed: number): Promise<Run> {
  const cpu0 = cpuSeconds();
  const t = performance.now();
  let renderCpu0 = 0;
  let firstPreview = 0;
  const r: GenerateVideoResult = await generateVideo(
    {
      ...W30,
      seed,
      illustrations: SCENES,
    },
    {
      workDir,
      deps: {
        llm: createBuiltinLlm(),
        tts: createBuiltinTts(),
        visuals: FOOTAGE
          ? createPexelsVisuals({ baseUrl: footageUrl, apiKey: 'bench', prepare: PREPARE })
          : createBuiltinVisuals(),
      },
      onProgress: (p) => {
        if (p.stage === 'rendering' && p.percent === 0) renderCpu0 = cpuSeconds();
      },
      onPreview: (seg) => {
        if (seg.index === 0) firstPreview = performance.now() - t;
      },
    },
  );
  const total = performance.now() - t;
  const cpuEnd = cpuSeconds();
  // The render's own frames, as a lossless copy of the same storyboard decodes to (decision 256).
  const copy = await renderStoryboard(r.storyboard, localAssets(r.files), join(workDir, 'lossless'), {
    x264: LOSSLESS_X264,
  });
  const [own, ownCpu] = await encodeAlone(copy.videoPath);
  const [output, outputCpu] = await encodeAlone(r.videoPath);
  return {
    ...r.timings,
    total,
    firstPreview,
    cpu: cpuEnd - cpu0,
    renderCpu: cpuEnd - renderCpu0,
    rawEncode: own,
    rawEncodeCpu: ownCpu,
    outputEncode: output,
    outputEncodeCpu: outputCpu,
  };
}

/**
 * x264 with the render's settings on a video's frames, decoded beforehand (not timed) to raw yuv420p
 * in memory, so nothing but the encoder works. It runs in the render's own environment (its allocator
 * settings, renderEnv).
 */
async function encodeAlone(video: string): Promise<[wallMs: number, cpuSec: number]> {
  const raw = join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), `reelsmith-bench-${process.pid}.yuv`);
  try {
    await runFfmpeg(['-v', 'error', '-y', '-i', video, '-an', '-f', 'rawvideo', '-pix_fmt', 'yuv420p', raw]);
    const [, wall, cpu] = await timed(() =>
      runFfmpeg(
        buildEncodeOnlyArgs(raw, FAST_X264, undefined, { width: 1080, height: 1920, fps: 30 }),
        {},
        { env: renderEnv(process.env) },
      ),
    );
    return [wall, cpu];
  } finally {
    await rm(raw, { force: true });
  }
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'reelsmith-bench-'));
  const load0 = loadavg()[0]!;
  const server = FOOTAGE ? await footageServer(dir) : null;
  footageUrl = server?.url ?? '';
  try {
    process.stderr.write('warm-up…\n');
    const warm = await once(join(dir, 'warm'), 1);
    process.stderr.write(`  warm-up total ${(warm.total / 1000).toFixed(2)} s\n`);
    const cold = `total ${(warm.total / 1000).toFixed(2)} s, rendering ${(warm.rendering / 1000).toFixed(2)} s, CPU ${warm.cpu.toFixed(2)} s (rendering stage ${warm.renderCpu.toFixed(2)} s)`;
    let prepared = FOOTAGE
      ? `Cold (the warm-up: empty stock cache, clips downloaded): ${cold}; clips rendered from their sources (--no-prepare).`
      : '';
    if (FOOTAGE && PREPARE) {
      // The warm-up downloaded the clips and started their 9:16 renditions (decision 043); the runs
      // below are later videos with the same clips, as when a creator makes a second video.
      const [, wait, waitCpu] = await timed(renditionsSettled);
      prepared = `Cold (the warm-up: empty stock cache, clips downloaded, renditions started beside it): ${cold}; the renditions were ready ${(wait / 1000).toFixed(2)} s after it (${waitCpu.toFixed(2)} s CPU in that wait).`;
      process.stderr.write(`  ${prepared}\n`);
    }
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await once(join(dir, `run${i}`), 1);
      runs.push(r);
      process.stderr.write(
        `run ${i + 1}/${RUNS}: total ${(r.total / 1000).toFixed(2)} s, first preview ${(r.firstPreview / 1000).toFixed(2)} s, render ${(r.rendering / 1000).toFixed(2)} s, encode alone ${(r.rawEncode / 1000).toFixed(2)} s\n`,
      );
      await rm(join(dir, `run${i}`), { recursive: true, force: true });
    }
    const load1 = loadavg()[0]!;
    const m = (k: keyof Run) => median(runs.map((r) => r[k])) / 1000;
    const s = (x: number) => `${x.toFixed(2)} s`;
    const ratio = median(runs.map((r) => r.rendering / r.rawEncode));
    const cpuRatio = median(runs.map((r) => r.renderCpu / r.rawEncodeCpu));
    const outputRatio = median(runs.map((r) => r.rendering / r.outputEncode));
    const outputCpuRatio = median(runs.map((r) => r.renderCpu / r.outputEncodeCpu));
    const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    const table = [
      `${FOOTAGE ? 'W30-footage (six 1920x1080 H.264 clips from a local Pexels server, a clip per scene)' : `W30 (idea → 30 s 1080x1920, builtin providers${SCENES ? ' with scenes and illustrations' : ', plain backdrop'})`}, cinematic/educational/bold/music, median of ${RUNS} runs after a warm-up, ${date}`,
      `Machine: ${machine()}; 1-min load average ${load0.toFixed(2)} before, ${load1.toFixed(2)} after`,
      `x264: preset ${FAST_X264.preset}, crf ${FAST_X264.crf}, ${FAST_X264.params}`,
      '',
      '| stage | median | min | max |',
      '|---|---|---|---|',
      ...(['scripting', 'voicing', 'rendering', 'total', 'firstPreview'] as const).map(
        (k) =>
          `| ${k === 'firstPreview' ? 'first playable preview (init + first 2 s segment)' : k} | ${s(m(k))} | ${s(Math.min(...runs.map((r) => r[k])) / 1000)} | ${s(Math.max(...runs.map((r) => r[k])) / 1000)} |`,
      ),
      `| CPU time, whole run (process + ffmpeg + TTS) | ${s(m('cpu') * 1000)} | | |`,
      `| CPU time, rendering stage | ${s(m('renderCpu') * 1000)} | | |`,
      `| **encode alone** (x264 on the render's own frames, read raw from memory) | ${s(m('rawEncode'))} | | |`,
      `| CPU time, encode alone | ${s(m('rawEncodeCpu') * 1000)} | | |`,
      `| encode alone of the output's decoded frames (the baseline before decision 256) | ${s(m('outputEncode'))} | | |`,
      '',
      `Render / encode-alone ratio (median of per-run ratios): wall **${ratio.toFixed(2)}**, CPU time **${cpuRatio.toFixed(2)}** (target ≤ ${FOOTAGE ? '1.5' : '1.3'}); over the output's decoded frames wall ${outputRatio.toFixed(2)}, CPU ${outputCpuRatio.toFixed(2)}. Total median ${s(m('total'))} (target ≤ ${FOOTAGE ? 12 : 8} s). First playable preview median ${s(m('firstPreview'))} (target ≤ 1.5 s).`,
      ...(prepared ? ['', prepared] : []),
    ].join('\n');
    process.stdout.write(`\n${table}\n`);
    if (!FOOTAGE && SCENES) {
      // Issue 37: each style's W30 reads as new shots (bench/scenes.ts).
      process.stderr.write('scene changes per style…\n');
      const { measureScenes, sceneTable } = await import('./scenes.ts');
      process.stdout.write(
        `\nScene changes per style (W30, "${W30_IDEA}"):\n\n${sceneTable(await measureScenes(W30_IDEA))}\n`,
      );
    }
    if (WRITE && (FOOTAGE || SCENES)) {
      await writeDocBlock(DOC, FOOTAGE ? 'bench-footage' : 'bench', table);
      process.stderr.write(`results written to ${DOC}\n`);
    }
  } finally {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

// `npm run bench -- load`: the load scenario instead (bench/load.ts); `-- analytics`: issue 20's
// analytics, trending and monetization figures for a heavy user (bench/analytics.ts); `-- scenes`:
// only issue 37's scene changes per style (bench/scenes.ts);
// `-- --enhance` / `--images`: issue 17's scenarios (bench/uploads.ts); `-- editor`: issue 36's
// editor goals (bench/editor.ts); `-- languages`: issue 42's W30 per language (bench/languages.ts).
if (process.argv.includes('load')) await (await import('./load.ts')).loadBench();
else if (process.argv.includes('editor')) await (await import('./editor.ts')).editorBench();
else if (process.argv.includes('languages')) await (await import('./languages.ts')).languagesBench();
else if (process.argv.includes('analytics')) await (await import('./analytics.ts')).analyticsBench();
else if (process.argv.includes('scenes')) {
  const { measureScenes, sceneTable } = await import('./scenes.ts');
  process.stdout.write(`${sceneTable(await measureScenes(W30_IDEA))}\n`);
} else if (process.argv.includes('--enhance') || process.argv.includes('--images'))
  await (await import('./uploads.ts')).uploadsBench();
else await main();
