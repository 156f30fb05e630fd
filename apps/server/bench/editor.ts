import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Storyboard } from '@reelsmith/contracts/storyboard';
import { generateVideo } from '../src/media/pipeline.ts';
import { localAssets, renderStoryboard } from '../src/media/storyboard/render.ts';
import { sceneStill } from '../src/media/storyboard/still.ts';
import { voiceScene } from '../src/media/storyboard/voice-scene.ts';
import { createBuiltinLlm } from '../src/providers/llm/builtin.llm.ts';
import { createBuiltinTts } from '../src/providers/tts/builtin.tts.ts';
import { createBuiltinVisuals } from '../src/providers/visuals/builtin.visuals.ts';

// `npm run bench -- editor [--runs N]`: issue 36's speed goals on the builtin providers, W30
// ("why honeybees dance...", cinematic/educational/bold/music). One warm-up, then per run:
// - a fresh render: idea → storyboard → MP4 (generateVideo, as the render job does);
// - one scene's text changed: that scene voiced again (voiceScene, what a save does) and its still
//   (sceneStill, what the editor's player shows at once);
// - the edited storyboard rendered again (renderStoryboard, what a version render does).
// Goals: voicing ≤ 0.5 s; the still ≤ 1 s; the re-render ≤ 1.2× the fresh render.

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const IDEA = 'why honeybees dance to share where the flowers are';
const NEW_LINE = 'Each waggle points the way to the flowers, measured against the sun.';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await fn();
  return [out, performance.now() - t];
}

interface EditorRun {
  fresh: number;
  voice: number;
  still: number;
  rerender: number;
}

async function oneRun(dir: string, run: number): Promise<EditorRun> {
  const deps = { llm: createBuiltinLlm(), tts: createBuiltinTts(), visuals: createBuiltinVisuals() };
  const workDir = join(dir, `run-${run}`);
  await mkdir(workDir, { recursive: true });
  const [made, fresh] = await timed(() =>
    generateVideo(
      {
        idea: IDEA,
        vibe: 'educational',
        voiceId: 'rachel',
        style: 'cinematic',
        durationSec: 30,
        captionPreset: 'bold',
        music: 'auto',
        seed: 1,
      },
      { workDir, deps },
    ),
  );
  // The second scene's text changes: only it is voiced again, into its own file.
  const sb = made.storyboard;
  const index = Math.min(1, sb.scenes.length - 1);
  const scene = sb.scenes[index]!;
  const [seg, voice] = await timed(() =>
    voiceScene(NEW_LINE, sb.voiceId, deps.tts, join(workDir, 'edit.wav')),
  );
  const key = 'narration/edit.wav';
  const edited: Storyboard = {
    ...sb,
    scenes: sb.scenes.map((s, i) =>
      i === index
        ? {
            ...s,
            text: NEW_LINE,
            narration: {
              text: NEW_LINE,
              audioKey: key,
              offsetSec: 0,
              durationSec: seg.durationSec,
              words: seg.words,
            },
            durationSec: Math.max(s.durationSec, seg.durationSec),
          }
        : s,
    ),
  };
  const assets = localAssets({ ...made.files, [key]: seg.audioPath });
  const [, still] = await timed(() => sceneStill(edited, scene.id, assets));
  const [, rerender] = await timed(() => renderStoryboard(edited, assets, join(workDir, 'again')));
  await rm(workDir, { recursive: true, force: true });
  return { fresh, voice, still, rerender };
}

export async function editorBench(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'reelsmith-bench-editor-'));
  try {
    const load0 = loadavg()[0]!;
    process.stderr.write('editor: warm-up…\n');
    await oneRun(dir, 0);
    const runs: EditorRun[] = [];
    for (let i = 1; i <= RUNS; i++) {
      process.stderr.write(`editor: run ${i}/${RUNS}…\n`);
      runs.push(await oneRun(dir, i));
    }
    const load1 = loadavg()[0]!;
    const m = (k: keyof EditorRun) => median(runs.map((r) => r[k]));
    const ratio = median(runs.map((r) => r.rerender / r.fresh));
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
    const table = [
      `Editor (issue 36): W30 "${IDEA}", builtin providers, median of ${RUNS} runs after a warm-up, ${new Date().toISOString().slice(0, 10)}`,
      `1-min load average ${load0.toFixed(2)} before, ${load1.toFixed(2)} after`,
      '',
      '| measure | median | min | max | goal | |',
      '|---|---|---|---|---|---|',
      `| one scene voiced again | ${s(m('voice'))} | ${s(Math.min(...runs.map((r) => r.voice)))} | ${s(Math.max(...runs.map((r) => r.voice)))} | ≤ 0.50 s | ${verdict(m('voice') <= 500)} |`,
      `| the edited scene's still | ${s(m('still'))} | ${s(Math.min(...runs.map((r) => r.still)))} | ${s(Math.max(...runs.map((r) => r.still)))} | ≤ 1.00 s | ${verdict(m('still') <= 1000)} |`,
      `| fresh render (idea → MP4) | ${s(m('fresh'))} | ${s(Math.min(...runs.map((r) => r.fresh)))} | ${s(Math.max(...runs.map((r) => r.fresh)))} | | |`,
      `| re-render after the edit | ${s(m('rerender'))} | ${s(Math.min(...runs.map((r) => r.rerender)))} | ${s(Math.max(...runs.map((r) => r.rerender)))} | | |`,
      `| re-render / fresh render (median of per-run ratios) | ${ratio.toFixed(2)}× | | | ≤ 1.20× | ${verdict(ratio <= 1.2)} |`,
    ].join('\n');
    process.stdout.write(`\n${table}\n`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
