import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIDEO_STYLES, type VideoStyle } from '@reelsmith/contracts/video';
import { sceneChanges } from '../src/media/encode/scene-changes.ts';
import { generateVideo } from '../src/media/pipeline.ts';
import { planScenes } from '../src/media/scenes/scenes.ts';
import { createBuiltinLlm } from '../src/providers/llm/builtin.llm.ts';
import { createBuiltinTts } from '../src/providers/tts/builtin.tts.ts';
import { createBuiltinVisuals } from '../src/providers/visuals/builtin.visuals.ts';

// Issue 37's measures of "every scene reads as a new shot", per style: ffmpeg's scene detector
// (scdet, threshold 8, on a 270x480 copy) finds at least one change per 5 s of a W30, and at most
// one scene in ten is shorter than 1.5 s. Printed by `npm run bench` after the W30 timings.

export interface SceneMeasure {
  style: VideoStyle;
  durationSec: number;
  changes: number;
  scenes: number;
  short: number;
  layouts: string;
}

/** A W30 of each style with the builtin providers, measured. */
export async function measureScenes(
  idea: string,
  styles: readonly VideoStyle[] = VIDEO_STYLES,
): Promise<SceneMeasure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'reelsmith-scenes-'));
  const deps = { llm: createBuiltinLlm(), tts: createBuiltinTts(), visuals: createBuiltinVisuals() };
  const out: SceneMeasure[] = [];
  try {
    for (const style of styles) {
      const r = await generateVideo(
        {
          idea,
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
      // The same plan the render used (planning is deterministic for the same script and words).
      const words = r.speech.words.filter((w) => w.start < r.durationSec);
      const scenes = planScenes(r.script, words, r.durationSec, 'educational', idea, style, 1);
      const changes = await sceneChanges(r.videoPath);
      out.push({
        style,
        durationSec: r.durationSec,
        changes: changes.length,
        scenes: scenes.length,
        short: scenes.filter((s) => s.end - s.start < 1.5).length,
        layouts: scenes.map((s) => s.layout).join(' '),
      });
      await rm(join(dir, style), { recursive: true, force: true });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return out;
}

/** The measures as a table, each against its target. */
export function sceneTable(rows: SceneMeasure[]): string {
  return [
    '| style | scdet changes (threshold 8, 270x480) | per 5 s (target ≥ 1) | scenes | shorter than 1.5 s (target ≤ 1 in 10) | layouts |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.style} | ${r.changes} in ${r.durationSec.toFixed(1)} s | ${((r.changes * 5) / r.durationSec).toFixed(2)} | ${r.scenes} | ${r.short} | ${r.layouts} |`,
    ),
  ].join('\n');
}
