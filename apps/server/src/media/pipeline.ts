import { mkdir, rm } from 'node:fs/promises';
import type { PromptInstructions } from '@reelsmith/contracts/instructions';
import { join } from 'node:path';
import type { CaptionPreset, MusicChoice, Vibe, VideoStyle } from '@reelsmith/contracts/video';
import type { LlmProvider, Script } from '../providers/llm/llm.types.ts';
import type { SpeechResult, TtsProvider, WordTiming } from '../providers/tts/tts.types.ts';
import { narrationRequest, narrationTarget, TAIL_SEC, writeFittedNarration } from './narration/fit-length.ts';
import type { StockClip, VisualsProvider } from '../providers/visuals/visuals.types.ts';
import { VIBE_PALETTES } from './scenes/backgrounds.ts';
import { layoutPage, paginate, type TitleCard } from './layers/captions.ts';
import { assignEmoji } from './layers/emoji.ts';
import { MediaToolError, type FfmpegBins } from '../lib/ffmpeg/ffmpeg.runner.ts';
import { preparedClip } from './footage/clip-rendition.ts';
import { clipFocus } from './footage/saliency.ts';
import { renderVideo, type PreviewSegment } from './encode/render.ts';
import { planScenes, type Scene } from './scenes/scenes.ts';

export type { PreviewSegment } from './encode/render.ts';
import { prepareBed } from './audio/music.ts';
import { buildSoundtrack } from './audio/soundtrack.ts';

// One pipeline for the HTTP API, the worker, the CLI and the benchmark: idea → script → speech with
// word timings → soundtrack + captions + visuals → MP4, thumbnail and caption files.

export interface GenerateVideoInput {
  idea: string;
  vibe: Vibe;
  voiceId: string;
  style: VideoStyle;
  durationSec: number;
  captionPreset: CaptionPreset;
  music: MusicChoice;
  /** Local image paths. */
  images?: string[];
  /** Each image's subject (0..1 each way), from media/footage/saliency.ts. */
  imageFocus?: { x: number; y: number }[];
  /** Text drawn small in a corner when set (free plan). */
  watermark?: string | null;
  /** Scenes with builtin illustrations over the backdrop (default on); off gives the plain backdrop. */
  illustrations?: boolean;
  /**
   * The creator's own clips or photos (uploads) for B-roll, in the order given: each scene takes the
   * next one before any stock footage is looked for, and none is shown twice (decision 029).
   */
  broll?: StockClip[];
  /** Skip script writing when given. */
  script?: Script;
  /** The creator's saved prompt instructions, for a script the pipeline writes (paid plans). */
  instructions?: PromptInstructions;
  /** Skip speech synthesis when given. */
  speech?: SpeechResult;
  seed?: number;
}

export interface GenerateVideoDeps {
  llm: LlmProvider;
  tts: TtsProvider;
  visuals: VisualsProvider;
  ffmpegPath?: string;
  ffprobePath?: string;
}

export type Stage = 'scripting' | 'voicing' | 'rendering';

export interface GenerateVideoResult {
  videoPath: string;
  thumbnailPath: string;
  srtPath: string;
  vttPath: string;
  assPath: string;
  script: Script;
  speech: SpeechResult;
  durationSec: number;
  width: 1080;
  height: 1920;
  /** Milliseconds per stage. */
  timings: Record<Stage, number>;
}

export const MAX_VIDEO_SEC = 60;
// Music and the last caption breathe TAIL_SEC (fit-length.ts) after the last word.

/** A clip per scene from the stock provider, in order, never the same clip twice; footage is a bonus. */
export async function findFootage(
  scenes: Scene[],
  visuals: VisualsProvider,
  workDir: string,
  bins: FfmpegBins,
  signal?: AbortSignal,
): Promise<void> {
  const used: string[] = scenes.flatMap((s) => (s.clip?.id ? [s.clip.id] : []));
  let topic: string[] = [];
  for (const scene of scenes) {
    if (scene.clip) continue; // the creator's own B-roll
    // A scene that names nothing ("Follow!") looks for more of the previous scene's subject.
    if (scene.keywords.length) topic = scene.keywords;
    if (!topic.length) continue;
    const sceneSec = scene.end - scene.start;
    const clip = await visuals
      .find(
        {
          keywords: topic,
          minDurationSec: Math.min(5, sceneSec),
          workDir,
          orientation: 'portrait',
          exclude: used,
        },
        { signal },
      )
      .then((found) => (found && visuals.prepareClips ? preparedClip(found, { sceneSec }) : found))
      .catch((): StockClip | null => null);
    if (!clip || (clip.id && used.includes(clip.id))) continue;
    if (clip.id) used.push(clip.id);
    // A clip that is not 9:16 is cut to it around its subject, not its centre (decision 029).
    if (Math.abs(clip.width / clip.height - 9 / 16) > 0.01) {
      clip.focus = await clipFocus(clip.path, bins, signal);
    }
    scene.clip = clip;
  }
  if (signal?.aborted) throw new MediaToolError('ABORTED', 'Video generation was cancelled');
}

/** The creator's B-roll, one item per scene in order (each at most once); returns how many were placed. */
export function assignBroll(scenes: Scene[], broll: StockClip[]): number {
  const seen = new Set<string>();
  const items = broll.filter((c) => !c.id || (!seen.has(c.id) && seen.add(c.id)));
  const n = Math.min(scenes.length, items.length);
  for (let i = 0; i < n; i++) scenes[i]!.clip = { ...items[i]! };
  return n;
}

/** The hook's words are the first words spoken; they become the kinetic title card. */
export function splitHook(
  script: Pick<Script, 'hook'>,
  words: WordTiming[],
): { hook: WordTiming[]; rest: WordTiming[] } {
  const n = script.hook.split(/\s+/).filter(Boolean).length;
  // A hook that is most of the narration would hide the captions: keep it to a short opener.
  const take = n > 0 && n <= 14 && n < words.length ? n : 0;
  return { hook: words.slice(0, take), rest: words.slice(take) };
}

function deadline(timeoutMs?: number): {
  signal: AbortSignal | undefined;
  remaining: () => number | undefined;
} {
  const end = timeoutMs ? Date.now() + timeoutMs : undefined;
  return {
    signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    remaining: () => (end ? Math.max(1, end - Date.now()) : undefined),
  };
}

export interface GenerateVideoOptions {
  workDir: string;
  deps: GenerateVideoDeps;
  onProgress?: (p: { stage: Stage; percent: number }) => void;
  /** Each finished segment of the live preview, in order (see render.ts). */
  onPreview?: (seg: PreviewSegment) => Promise<void> | void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export async function generateVideo(
  input: GenerateVideoInput,
  opts: GenerateVideoOptions,
): Promise<GenerateVideoResult> {
  try {
    return await generate(input, opts);
  } catch (caught) {
    // A step that stops with `signal.throwIfAborted()` (the writer's length fit, the soundtrack)
    // throws the signal's own reason, a DOMException: it is a cancel like any other.
    const e =
      caught instanceof DOMException && (caught.name === 'AbortError' || caught.name === 'TimeoutError')
        ? new MediaToolError('ABORTED', 'Video generation was cancelled')
        : caught;
    // The deadline aborts through the same signal as a cancel; report it as what it is.
    if (e instanceof MediaToolError && e.code === 'ABORTED' && opts.timeoutMs && !opts.signal?.aborted) {
      throw new MediaToolError(
        'TIMEOUT',
        `Video generation timed out after ${Math.round(opts.timeoutMs / 1000)} s`,
      );
    }
    throw e;
  }
}

async function generate(input: GenerateVideoInput, opts: GenerateVideoOptions): Promise<GenerateVideoResult> {
  const { deps, workDir } = opts;
  const bins = { ffmpegPath: deps.ffmpegPath, ffprobePath: deps.ffprobePath };
  const limit = deadline(opts.timeoutMs);
  const signal =
    opts.signal && limit.signal
      ? AbortSignal.any([opts.signal, limit.signal])
      : (opts.signal ?? limit.signal);
  const timings: Record<Stage, number> = { scripting: 0, voicing: 0, rendering: 0 };
  const progress = (stage: Stage, percent: number) =>
    opts.onProgress?.({ stage, percent: Math.round(percent) });
  const seed = input.seed ?? 1;
  const abortCheck = () => {
    if (signal?.aborted) throw new MediaToolError('ABORTED', 'Video generation was cancelled');
  };
  await mkdir(workDir, { recursive: true });
  // The music bed needs only the vibe and seed: it is synthesised on a worker thread while the script
  // is written and the voice spoken, long enough for the target length (a longer narration makes
  // buildSoundtrack synthesise what it needs itself).
  const bedPromise =
    input.music === 'none'
      ? Promise.resolve(null)
      : prepareBed(input.vibe, seed, Math.min(MAX_VIDEO_SEC, input.durationSec * 1.25 + TAIL_SEC)).catch(
          () => null,
        );

  // 1. Script.
  let t = performance.now();
  progress('scripting', 0);
  // The chosen length is the finished video's: the narration is written and fitted for it less the
  // tail the video holds after the last word, so a 15 s video is 15 s, not 15 s of voice plus 0.8 s.
  const req = narrationRequest({
    idea: input.idea,
    vibe: input.vibe,
    durationSec: input.durationSec,
    seed,
    pace: deps.tts.pace?.(input.voiceId),
    instructions: input.instructions,
  });
  const draft = input.script ?? (await deps.llm.writeScript(req, { signal }));
  timings.scripting = performance.now() - t;
  progress('scripting', 100);
  abortCheck();

  // 2. Voice.
  t = performance.now();
  progress('voicing', 0);
  const { script, speech } = input.speech
    ? { script: draft, speech: input.speech }
    : await writeFittedNarration({
        llm: deps.llm,
        tts: deps.tts,
        req: input.script ? null : req, // the user's own script is spoken as written
        draft,
        targetSec: narrationTarget(input.durationSec),
        voiceId: input.voiceId,
        outPath: join(workDir, 'voice.wav'),
        signal,
      });
  timings.voicing = performance.now() - t;
  progress('voicing', 100);
  abortCheck();

  // 3. Soundtrack, captions, render.
  t = performance.now();
  progress('rendering', 0);
  const durationSec = Math.min(MAX_VIDEO_SEC, Math.max(1, speech.durationSec + TAIL_SEC));
  const words = speech.words.filter((w) => w.start < durationSec);
  const { hook, rest } = splitHook(script, words);
  const title: TitleCard | null = hook.length
    ? {
        words: hook,
        end: Math.min(hook[hook.length - 1]!.end + 0.35, rest[0]?.start ?? durationSec),
        accent: VIBE_PALETTES[input.vibe].accent,
      }
    : null;
  // Scenes from the script's beats; their illustrations replace the small emoji above the captions.
  // With a stock provider, each scene gets its own clip (never one twice); a scene without one keeps
  // its illustration.
  const scenes = input.images?.length ? [] : planScenes(script, words, durationSec, input.vibe, input.idea);
  if (input.broll?.length) {
    assignBroll(scenes, input.broll);
    for (const s of scenes)
      if (s.clip && Math.abs(s.clip.width / s.clip.height - 9 / 16) > 0.01)
        s.clip.focus ??= await clipFocus(s.clip.path, bins, signal);
  }
  if (deps.visuals.name !== 'builtin') await findFootage(scenes, deps.visuals, workDir, bins, signal);
  if (input.illustrations === false) {
    for (const s of scenes) if (!s.clip) s.illustration = null;
    if (!scenes.some((s) => s.clip)) scenes.length = 0; // the plain backdrop, as before scenes existed
  }
  const laidOut = paginate(rest).map((p) => layoutPage(p, input.captionPreset));
  const pages = scenes.length ? laidOut : assignEmoji(laidOut);
  const audioPath = join(workDir, `.soundtrack-${process.pid}-${Date.now()}.wav`);
  try {
    await buildSoundtrack(
      {
        voicePath: speech.audioPath,
        words,
        durationSec,
        vibe: input.vibe,
        music: input.music,
        seed,
        outPath: audioPath,
        bed: await bedPromise,
      },
      bins,
      signal,
    );
    progress('rendering', 5);
    const lastHook = hook[hook.length - 1];
    const out = await renderVideo(
      {
        durationSec,
        style: input.style,
        vibe: input.vibe,
        seed,
        preset: input.captionPreset,
        pages,
        title,
        watermark: input.watermark,
        audioPath,
        images: input.images,
        imageFocus: input.imageFocus,
        scenes,
        accent: VIBE_PALETTES[input.vibe].accent,
        bodyStart: title ? title.end : 0,
        thumbnailAt: lastHook ? lastHook.start + 0.2 : Math.min(1, durationSec / 2),
      },
      workDir,
      {
        bins,
        signal,
        timeoutMs: limit.remaining(),
        onProgress: (f) => progress('rendering', 5 + f * 94),
        onPreview: opts.onPreview,
      },
    );
    timings.rendering = performance.now() - t;
    progress('rendering', 100);
    return { ...out, script, speech, durationSec, width: 1080, height: 1920, timings };
  } finally {
    await rm(audioPath, { force: true });
  }
}
