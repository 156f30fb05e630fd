import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Storyboard } from '@reelsmith/contracts/storyboard';
import type { AppContext } from '../../context.ts';
import type { Video } from '../../db/schema/index.ts';
import { imageFocus } from '../../media/footage/saliency.ts';
import { planStoryboard } from '../../media/storyboard/plan.ts';
import { mapStoryboardKeys } from '../../media/storyboard/scene-map.ts';
import type { Script } from '../../providers/llm/llm.types.ts';
import type { SpeechResult, WordTiming } from '../../providers/tts/tts.types.ts';
import type { StockClip } from '../../providers/visuals/visuals.types.ts';
import { ScriptsRepo } from '../scripts/scripts.repo.ts';
import type { VoiceClonesService } from '../voices/voice-clones.service.ts';

/**
 * A storyboard for a finished video made before storyboards (issue 36): planned again from the
 * stored script (no writer call), with the same voice, seed, photos and B-roll, so its scenes and
 * words are the ones the video shows. The narration it speaks and any footage it fetches are
 * stored under the video's folder; the video's files stay as they are (they become version 1).
 */
export async function deriveStoryboard(
  ctx: AppContext,
  v: Video,
  deps: {
    voiceClones: Pick<VoiceClonesService, 'speakingVoice'>;
    /** Music only (image to video with no voice): a silent narration (videos.jobs.ts). */
    silentSpeech: (workDir: string, photos: number, ffmpegPath?: string) => Promise<SpeechResult>;
    /** Where a file planning named is kept in storage, as the render job keeps it (videos.jobs.ts). */
    storageKey: (v: Video, key: string) => string;
  },
): Promise<Storyboard> {
  const script = v.script as Script | null;
  if (!script) throw new Error('This video has no script to build its storyboard from.');
  const workDir = path.join(ctx.env.DATA_DIR, 'work', `derive-${v.id}`);
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  const bins = { ffmpegPath: ctx.env.FFMPEG_PATH, ffprobePath: ctx.env.FFPROBE_PATH };
  try {
    const fetch = async (key: string, name: string) => {
      const p = path.join(workDir, `${name}${path.extname(key)}`);
      await ctx.storage.download(key, p);
      return p;
    };
    const photos = await Promise.all((v.imageKeys ?? []).map((k, i) => fetch(k, `photo-${i}`)));
    const broll: StockClip[] = [];
    for (const [i, b] of (v.broll ?? []).entries()) {
      // An upload deleted since is left out, as the render did (decision 028).
      const p = await fetch(b.key, `broll-${i}`).catch(() => null);
      if (!p) continue;
      const id = `upload-${b.uploadId}`;
      broll.push(
        b.kind === 'photo'
          ? { id, path: p, kind: 'image', width: b.width, height: b.height, focus: await imageFocus(p, bins) }
          : { id, path: p, kind: 'video', width: b.width, height: b.height, durationSec: b.durationSec },
      );
    }
    const speech = v.audioId
      ? await ownNarration(ctx, v, workDir)
      : v.voice === 'none'
        ? await deps.silentSpeech(workDir, v.imageKeys?.length ?? 1, ctx.env.FFMPEG_PATH)
        : undefined;
    // Planning names files inside one folder; here they are the video's storage keys.
    const storageKey = (key: string) => deps.storageKey(v, key);
    const planned = await planStoryboard(
      {
        idea: v.idea,
        vibe: v.vibe as never,
        voiceId: await deps.voiceClones.speakingVoice(v.userId, v.voice),
        style: v.style as never,
        durationSec: v.targetDurationSec,
        captionPreset: v.captionPreset as never,
        music: v.music as never,
        watermark: v.watermark,
        script,
        speech,
        images: photos.length ? photos : undefined,
        imageFocus: photos.length ? await Promise.all(photos.map((p) => imageFocus(p, bins))) : undefined,
        broll: broll.length ? broll : undefined,
        seed: v.seed,
        storyboardVoiceId: v.voice,
      },
      { ...ctx.providers, ...bins },
      { workDir, bins },
    );
    for (const key of planned.made) await ctx.storage.putFile(storageKey(key), planned.files[key]!);
    return mapStoryboardKeys(planned.storyboard, storageKey);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The creator's own narration clip the video was made with, and its word timings. */
async function ownNarration(ctx: AppContext, v: Video, workDir: string): Promise<SpeechResult> {
  const clip = await new ScriptsRepo(ctx.database.db).findAudioClip(v.audioId!, v.userId);
  if (!clip) throw new Error('The narration this video was made with no longer exists.');
  const audioPath = path.join(workDir, `narration${path.extname(clip.audioKey) || '.wav'}`);
  await ctx.storage.download(clip.audioKey, audioPath);
  return { audioPath, durationSec: clip.durationMs / 1000, words: (clip.words as WordTiming[]) ?? [] };
}
