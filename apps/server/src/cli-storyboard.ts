import { access, copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import {
  migrateStoryboard,
  STORYBOARD_LIMITS,
  storyboardTimeline,
  type Storyboard,
} from '@reelsmith/contracts/storyboard';
import { renderStoryboard, type StoryboardAssets } from './media/storyboard/render.ts';

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

/** The MP4 at `out`, and the thumbnail and caption files beside it with the same name. */
export async function writeOutputs(
  out: string,
  r: { videoPath: string; thumbnailPath: string; srtPath: string; vttPath: string; assPath: string },
) {
  const base = join(dirname(out), out.slice(dirname(out).length + 1, out.length - extname(out).length));
  const files = {
    video: out,
    thumbnail: `${base}.jpg`,
    srt: `${base}.srt`,
    vtt: `${base}.vtt`,
    ass: `${base}.ass`,
  };
  await mkdir(dirname(out), { recursive: true });
  await copyFile(r.videoPath, files.video);
  await copyFile(r.thumbnailPath, files.thumbnail);
  await copyFile(r.srtPath, files.srt);
  await copyFile(r.vttPath, files.vtt);
  await copyFile(r.assPath, files.ass);
  return files;
}

/** `render --storyboard FILE --out video.mp4`: a storyboard (checked first) becomes the video. */
export async function renderCommand(argv: string[], usage: (message: string) => Error): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      storyboard: { type: 'string' },
      out: { type: 'string' },
      'keep-work-dir': { type: 'boolean' },
    },
    strict: true,
  });
  if (!values.storyboard) throw usage('--storyboard: the storyboard file to render is required');
  const file = resolve(values.storyboard);
  const sb = await readStoryboardFile(file, await readFile(file, 'utf8').catch(() => null), usage);
  const out = resolve(values.out ?? 'video.mp4');
  const workDir = await mkdtemp(join(tmpdir(), 'reelsmith-cli-'));
  const controller = new AbortController();
  const onSignal = () => controller.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const started = performance.now();
  try {
    const r = await renderStoryboard(sb, folderAssets(dirname(file)), workDir, {
      signal: controller.signal,
      timeoutMs: 10 * 60_000,
    });
    const files = await writeOutputs(out, r);
    process.stdout.write(
      [
        `duration   ${r.durationSec.toFixed(2)} s, ${sb.scenes.length} scenes`,
        `total      ${((performance.now() - started) / 1000).toFixed(2)} s`,
        `video      ${files.video}`,
        `thumbnail  ${files.thumbnail}`,
        `captions   ${files.srt}, ${files.vtt}, ${files.ass}`,
        '',
      ].join('\n'),
    );
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (values['keep-work-dir']) process.stderr.write(`work dir kept: ${workDir}\n`);
    else await rm(workDir, { recursive: true, force: true });
  }
}
