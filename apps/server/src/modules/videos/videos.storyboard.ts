import path from 'node:path';
import { migrateStoryboard, type Storyboard } from '@reelsmith/contracts/storyboard';
import type { AppContext } from '../../context.ts';
import type { Video } from '../../db/schema/index.ts';
import { scriptFromText } from '../../lib/script-text.ts';
import { renderStoryboardInThread } from '../../media/pipeline.thread.ts';
import { renderStoryboard, resolveAssets, storageAssets } from '../../media/storyboard/render.ts';
import type { Script } from '../../providers/llm/llm.types.ts';
import type { GenerateVideoResult } from '../../media/pipeline.ts';
import { parseFolderKey } from '../../media/storyboard/plan.ts';
import { mapStoryboardKeys } from '../../media/storyboard/scene-map.ts';
import type { Storage } from '../../providers/storage/storage.types.ts';
import { videoAssetKey, videoNarrationKey } from '../../storage/storage-paths.ts';

// A video's storyboard files in storage (issue 36): planning names them relative to one folder; the
// render job keeps the ones it made beside the video and saves the storyboard by storage keys.

/**
 * Where a file the storyboard names is kept: its narration and fetched clips under the video's
 * folder, its photos and B-roll where they already are.
 */
export function storyboardStorageKey(
  v: Pick<Video, 'userId' | 'id' | 'imageKeys' | 'broll'>,
  key: string,
): string {
  const k = parseFolderKey(key);
  switch (k.kind) {
    case 'narration':
      return videoNarrationKey(v, k.name);
    case 'asset':
      return videoAssetKey(v, k.name);
    case 'photo': {
      const photo = v.imageKeys?.[k.index];
      if (!photo) throw new Error(`The video has no photo ${k.index + 1}`);
      return photo;
    }
    case 'upload': {
      const item = v.broll?.find((b) => b.uploadId === k.uploadId);
      if (!item) throw new Error('A B-roll clip of this video is not among its uploads');
      return item.key;
    }
  }
}

/** Keeps the files planning made (the narration, fetched clips) beside the video; answers the storyboard by storage keys. */
export async function storeStoryboard(storage: Storage, v: Video, result: GenerateVideoResult) {
  const keyOf = (key: string) => storyboardStorageKey(v, key);
  await Promise.all(
    result.made.map((key) =>
      storage.putFile(keyOf(key), result.files[key]!, key.endsWith('.wav') ? 'audio/wav' : 'video/mp4'),
    ),
  );
  return mapStoryboardKeys(result.storyboard, keyOf);
}

/**
 * A video created with its storyboard already written (a remix, issue 41) skips planning: its
 * document is rendered as a version is, and its files are already under its own folder.
 */
export async function renderStoredStoryboard(
  ctx: Pick<AppContext, 'env' | 'storage'>,
  v: Video & { storyboard: Storyboard },
  run: { workDir: string; signal: AbortSignal; timeoutMs: number; onProgress: (fraction: number) => void },
): Promise<GenerateVideoResult> {
  const sb = migrateStoryboard(v.storyboard);
  const bins = { ffmpegPath: ctx.env.FFMPEG_PATH, ffprobePath: ctx.env.FFPROBE_PATH };
  const started = Date.now();
  const assets = storageAssets(ctx.storage, path.join(run.workDir, 'assets'));
  const out = ctx.env.RENDER_THREADS
    ? await renderStoryboardInThread({
        ...bins,
        signal: run.signal,
        timeoutMs: run.timeoutMs,
        onProgress: run.onProgress,
        storyboard: sb,
        files: Object.fromEntries(await resolveAssets(sb, assets)),
        workDir: run.workDir,
        env: ctx.env,
      })
    : await renderStoryboard(sb, assets, run.workDir, { ...run, bins });
  const script =
    (v.script as Script | null) ?? scriptFromText(sb.scenes.map((s) => s.text).join(' '), null, sb.language);
  return {
    ...out,
    script: { ...script, title: sb.title || script.title, caption: sb.caption, hashtags: sb.hashtags },
    speech: { audioPath: '', durationSec: out.durationSec, words: [] },
    width: 1080,
    height: 1920,
    timings: { scripting: 0, voicing: 0, rendering: Date.now() - started },
    storyboard: sb,
    files: {},
    made: [],
  };
}
