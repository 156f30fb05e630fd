import { access } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { ZodError } from 'zod';
import {
  migrateStoryboard,
  STORYBOARD_LIMITS,
  storyboardTimeline,
  type Storyboard,
} from '@reelsmith/contracts/storyboard';
import type { StoryboardAssets } from './media/storyboard/render.ts';

// The command line's storyboard files: a JSON document whose file keys are names relative to its
// own folder (generate --storyboard-out writes one; render --storyboard reads one).

/** Where a problem is, in the words of the file: `scene 2 (s2): narration.durationSec`. */
function where(sb: unknown, path: PropertyKey[]): string {
  if (path[0] === 'scenes' && typeof path[1] === 'number') {
    const id = (sb as { scenes?: { id?: unknown }[] })?.scenes?.[path[1]]?.id;
    const field = path.slice(2).join('.');
    return `scene ${path[1] + 1}${typeof id === 'string' ? ` (${id})` : ''}${field ? `, ${field}` : ''}`;
  }
  return path.length ? path.join('.') : 'the document';
}

/** Checks a storyboard file's text and answers the storyboard, or throws what is wrong, line by line. */
export function readStoryboardFile(
  file: string,
  text: string | null,
  fail: (message: string) => Error,
): Storyboard {
  if (text === null) throw fail(`--storyboard: cannot read ${file}`);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw fail(`${file} is not JSON: ${(e as Error).message}`);
  }
  let sb: Storyboard;
  try {
    sb = migrateStoryboard(doc);
  } catch (e) {
    if (e instanceof ZodError) {
      const lines = e.issues.slice(0, 10).map((i) => `  ${where(doc, i.path)}: ${i.message}`);
      throw fail(`${file} is not a valid storyboard:\n${lines.join('\n')}`);
    }
    throw fail(`${file} is not a valid storyboard: ${(e as Error).message}`);
  }
  const problems: string[] = [];
  const ids = new Set<string>();
  sb.scenes.forEach((s, i) => {
    const at = `  scene ${i + 1} (${s.id})`;
    if (ids.has(s.id)) problems.push(`${at}: id is used by an earlier scene`);
    ids.add(s.id);
    if (s.narration.durationSec > s.durationSec + 1e-3)
      problems.push(
        `${at}: durationSec ${s.durationSec} is shorter than its narration (${s.narration.durationSec} s)`,
      );
    if (s.narration.words.some((w) => w.end < w.start)) problems.push(`${at}: a word ends before it starts`);
  });
  const { totalSec } = storyboardTimeline(sb);
  if (totalSec > STORYBOARD_LIMITS.maxTotalSec)
    problems.push(`  the video is ${totalSec.toFixed(1)} s; at most ${STORYBOARD_LIMITS.maxTotalSec} s`);
  if (problems.length) throw fail(`${file} is not a valid storyboard:\n${problems.join('\n')}`);
  return sb;
}

/** The storyboard's files inside its folder; a key may not climb out of it. */
export function folderAssets(folder: string): StoryboardAssets {
  return {
    path: async (key) => {
      const p = resolve(folder, key);
      const rel = relative(folder, p);
      if (rel.startsWith('..') || isAbsolute(rel))
        throw new Error(`The storyboard names a file outside its folder: ${key}`);
      await access(p).catch(() => {
        throw new Error(`The storyboard names ${key}, but there is no such file in ${folder}`);
      });
      return p;
    },
  };
}
