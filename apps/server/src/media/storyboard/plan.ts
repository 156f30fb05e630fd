import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { extname, join } from 'node:path';
import {
  STORYBOARD_SCHEMA_VERSION,
  storyboardBrandSchema,
  storyboardSchema,
  type Storyboard,
  type StoryboardBrand,
  type StoryboardVisual,
} from '@reelsmith/contracts/storyboard';
import type { PromptInstructions } from '@reelsmith/contracts/instructions';
import { DEFAULT_LANGUAGE, type Language } from '@reelsmith/contracts/languages';
import type { CaptionPreset, MusicChoice, Vibe, VideoStyle } from '@reelsmith/contracts/video';
import type { LlmProvider, Script } from '../../providers/llm/llm.types.ts';
import type { SpeechResult, TtsProvider } from '../../providers/tts/tts.types.ts';
import type { StockClip, VisualsProvider } from '../../providers/visuals/visuals.types.ts';
import { FFMPEG_QUIET, MediaToolError, runFfmpeg, type FfmpegBins } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import {
  narrationRequest,
  narrationTarget,
  TAIL_SEC,
  writeFittedNarration,
} from '../narration/fit-length.ts';
import { planScenes, type Scene } from '../scenes/scenes.ts';
import { chooseLayouts } from '../scenes/layouts.ts';
import { clipFocus } from '../footage/saliency.ts';
import { readImageSize } from '../intake/image-size.ts';
import { isRiffWave } from '../audio/wav.ts';
import {
  assignBroll,
  findFootage,
  splitHook,
  stockVisual,
  uploadVisual,
  MAX_VIDEO_SEC,
} from './plan-visuals.ts';
import { cropAround, storyboardScenes } from './scene-map.ts';
import { brandCardsSec, brandScenes } from './plan-brand.ts';

// The first half of a video (decision 180): script → one fitted narration file → scenes → pictures
// and footage → a Storyboard, and the local files its keys name. Nothing here draws or encodes:
// renderStoryboard (render.ts) turns the document into a video and reads nothing else.

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
  /** A channel's brand kit (issue 41): its colours and cards planned into the scenes, the rest carried. */
  brand?: StoryboardBrand | null;
  /** The brand's logo and font (its storage keys) as local files, for the first render. */
  brandFiles?: Record<string, string>;
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
  /** The voice the storyboard names, when not `voiceId` (the creator's choice, such as a cloned voice). */
  storyboardVoiceId?: string;
  /** What the script is written and spoken in (default English; issue 42). */
  language?: Language;
}

export interface GenerateVideoDeps {
  llm: LlmProvider;
  tts: TtsProvider;
  visuals: VisualsProvider;
  ffmpegPath?: string;
  ffprobePath?: string;
}

/**
 * How planning names the files a storyboard refers to: relative to one folder (the CLI's folder as
 * they are; the worker maps them to storage keys with mapStoryboardKeys).
 */
export interface StoryboardKeys {
  /** The narration file made here (one voice file for the whole video). */
  narration(name: string): string;
  /** A fetched stock clip. */
  asset(name: string): string;
  /** Image to video: the video's own photo `index` (already stored). */
  photo(index: number, localPath: string): string;
  /** A creator's upload used as B-roll (already stored). */
  upload(clip: StockClip): { uploadId: string; key: string };
}

export const folderKeys: StoryboardKeys = {
  narration: (name) => `narration/${name}.wav`,
  asset: (name) => `assets/${name.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 80)}.mp4`,
  photo: (i, p) => `photos/${String(i).padStart(2, '0')}${extname(p).toLowerCase()}`,
  upload: (clip) => {
    const id = /^upload-([0-9a-f-]{36})$/.exec(clip.id ?? '')?.[1] ?? uuidFrom(clip.id ?? clip.path);
    return { uploadId: id, key: `uploads/${id}${extname(clip.path).toLowerCase()}` };
  },
};

/** What a key of folderKeys names (the worker turns each into its storage key). */
export type FolderKey =
  | { kind: 'narration'; name: string }
  | { kind: 'asset'; name: string }
  | { kind: 'photo'; index: number }
  | { kind: 'upload'; uploadId: string };

export function parseFolderKey(key: string): FolderKey {
  let m: RegExpExecArray | null;
  if ((m = /^narration\/([A-Za-z0-9_-]+)\.wav$/.exec(key))) return { kind: 'narration', name: m[1]! };
  if ((m = /^assets\/([A-Za-z0-9_-]+)\.mp4$/.exec(key))) return { kind: 'asset', name: m[1]! };
  if ((m = /^photos\/(\d+)\.[a-z0-9]+$/.exec(key))) return { kind: 'photo', index: Number(m[1]) };
  if ((m = /^uploads\/([0-9a-f-]{36})(\.[a-z0-9]+)?$/.exec(key))) return { kind: 'upload', uploadId: m[1]! };
  throw new Error(`Not a storyboard file name: ${key}`);
}

/** A stable UUID-shaped id for a file with none (the schema names uploads by UUID). */
function uuidFrom(s: string): string {
  const h = createHash('sha1').update(s).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface PlannedStoryboard {
  storyboard: Storyboard;
  /** Every key the storyboard names → its local file. */
  files: Record<string, string>;
  /** The keys of files made here (narration, fetched clips) that the caller must keep. */
  made: string[];
  script: Script;
  speech: SpeechResult;
  /** Milliseconds writing the script, voicing it, and planning scenes and footage. */
  timings: { scripting: number; voicing: number; planning: number };
}

export interface PlanOptions {
  workDir: string;
  signal?: AbortSignal;
  onProgress?: (stage: 'scripting' | 'voicing' | 'rendering', percent: number) => void;
  bins?: FfmpegBins;
}

/** The storyboard's one voice file is always a WAV (a vendor's MP3 is converted once, here). */
async function asWav(path: string, outPath: string, bins: FfmpegBins, signal?: AbortSignal): Promise<string> {
  const fh = await open(path, 'r');
  const head = Buffer.alloc(12);
  await fh.read(head, 0, 12, 0).finally(() => fh.close());
  if (isRiffWave(head)) return path;
  await runFfmpeg(
    [...FFMPEG_QUIET, '-i', path, '-ac', '1', '-ar', '48000', '-c:a', 'pcm_s16le', outPath],
    bins,
    {
      signal,
      timeoutMs: 60_000,
    },
  );
  return outPath;
}

export async function planStoryboard(
  input: GenerateVideoInput,
  deps: GenerateVideoDeps,
  opts: PlanOptions,
): Promise<PlannedStoryboard> {
  const { workDir, signal } = opts;
  const keys = folderKeys;
  const bins = opts.bins ?? { ffmpegPath: deps.ffmpegPath, ffprobePath: deps.ffprobePath };
  const progress = opts.onProgress ?? (() => undefined);
  const seed = input.seed ?? 1;
  // A kit copied before a field was added gets its default (a video's row keeps the copy it was made with).
  const brand = input.brand ? storyboardBrandSchema.parse(input.brand) : null;
  // The kit's intro and outro cards are part of the chosen length: the narration is fitted to the rest.
  const spokenSec = Math.max(5, input.durationSec - (brand ? brandCardsSec(brand) : 0));
  const abortCheck = () => {
    if (signal?.aborted) throw new MediaToolError('ABORTED', 'Video generation was cancelled');
  };

  // 1. Script.
  let t = performance.now();
  progress('scripting', 0);
  // The chosen length is the finished video's: the narration is written and fitted for it less the
  // tail the video holds after the last word, so a 15 s video is 15 s, not 15 s of voice plus 0.8 s.
  const req = narrationRequest({
    idea: input.idea,
    vibe: input.vibe,
    durationSec: spokenSec,
    seed,
    pace: deps.tts.pace?.(input.voiceId, input.language),
    instructions: input.instructions,
    language: input.language ?? DEFAULT_LANGUAGE,
  });
  const draft = input.script ?? (await deps.llm.writeScript(req, { signal }));
  const scripting = performance.now() - t;
  progress('scripting', 100);
  abortCheck();

  // 2. Voice: one file for the whole narration; each scene is a window of it.
  t = performance.now();
  progress('voicing', 0);
  const { script, speech } = input.speech
    ? { script: draft, speech: input.speech }
    : await writeFittedNarration({
        llm: deps.llm,
        tts: deps.tts,
        req: input.script ? null : req, // the user's own script is spoken as written
        draft,
        targetSec: narrationTarget(spokenSec),
        voiceId: input.voiceId,
        language: input.language,
        outPath: join(workDir, 'voice.wav'),
        signal,
      });
  const voicing = performance.now() - t;
  progress('voicing', 100);
  abortCheck();

  // 3. Scenes and what each shows.
  t = performance.now();
  progress('rendering', 0);
  const durationSec = Math.min(MAX_VIDEO_SEC, Math.max(1, speech.durationSec + TAIL_SEC));
  const words = speech.words.filter((w) => w.start < durationSec);
  const { hook, rest } = splitHook(script, words);
  const titleEnd = hook.length
    ? Math.min(hook[hook.length - 1]!.end + 0.35, rest[0]?.start ?? durationSec)
    : 0;
  const files: Record<string, string> = { ...input.brandFiles };
  const made: string[] = [];
  const visualOf = new Map<StockClip, StoryboardVisual>();

  let scenes: Scene[];
  if (input.images?.length) {
    scenes = await photoScenes(input, keys, files, visualOf, hook.length ? titleEnd : 0, durationSec);
  } else {
    scenes = planScenes(script, words, durationSec, input.vibe, input.idea, input.style, seed);
    if (input.broll?.length) {
      assignBroll(scenes, input.broll);
      for (const s of scenes) {
        if (!s.clip) continue;
        const { uploadId, key } = keys.upload(s.clip);
        if (Math.abs(s.clip.width / s.clip.height - 9 / 16) > 0.01)
          s.clip.focus ??= await clipFocus(s.clip.path, bins, signal);
        files[key] = s.clip.path;
        visualOf.set(s.clip, uploadVisual(s.clip, uploadId, key));
      }
    }
    if (deps.visuals.name !== 'builtin') {
      await findFootage(scenes, deps.visuals, workDir, bins, signal);
      for (const [i, s] of scenes.entries()) {
        if (!s.clip || visualOf.has(s.clip)) continue;
        const key = keys.asset(s.clip.id ?? `scene-${i + 1}`);
        files[key] = s.clip.path;
        made.push(key);
        visualOf.set(s.clip, stockVisual(s.clip, deps.visuals.name, key, s.end - s.start, i));
      }
    }
    if (input.illustrations === false) for (const s of scenes) if (!s.clip) s.illustration = null;
    // A clip placed after planning fills the frame: its scene becomes footage (the rest keep theirs).
    chooseLayouts(scenes, input.style, seed);
    // No words to plan from (silence): one plain scene over the whole video.
    if (!scenes.length)
      scenes = [
        {
          kind: 'point',
          beat: 0,
          start: 0,
          end: durationSec,
          text: '',
          keywords: [],
          illustration: null,
          emphasisAt: null,
          label: null,
        },
      ];
  }

  const audioKey = keys.narration('voice');
  files[audioKey] = await asWav(speech.audioPath, join(workDir, 'voice-converted.wav'), bins, signal);
  made.push(audioKey);
  const mapped = storyboardScenes({
    scenes,
    words,
    durationSec,
    tailSec: TAIL_SEC,
    audioKey,
    title: hook.length > 0,
    visual: (clip) => visualOf.get(clip)!,
  });
  const storyboard = storyboardSchema.parse({
    schema_version: STORYBOARD_SCHEMA_VERSION,
    width: 1080,
    height: 1920,
    fps: 30,
    seed,
    vibe: input.vibe,
    voiceId: input.storyboardVoiceId ?? input.voiceId,
    language: input.language ?? DEFAULT_LANGUAGE,
    style: input.style,
    captions: { preset: input.captionPreset, position: brand?.captionPosition ?? 'bottom', safeZone: 'all' },
    music: { track: input.music === 'none' ? 'none' : 'auto', volume: 0.5, ducking: true },
    watermark: input.watermark?.slice(0, 60) ?? null,
    ...(brand ? { brand } : {}),
    title: script.title.slice(0, 200),
    caption: script.caption.slice(0, 2200),
    hashtags: script.hashtags.slice(0, 30).map((h) => h.slice(0, 100)),
    tailSec: mapped.tailSec,
    scenes: brand ? brandScenes(mapped.scenes, brand) : mapped.scenes,
  } satisfies Storyboard);
  return {
    storyboard,
    files,
    made,
    script,
    speech,
    timings: { scripting, voicing, planning: performance.now() - t },
  };
}

/**
 * Image to video: the hook's title card (when there is one) over the first photo, then a scene per
 * photo, sharing the rest of the video evenly, as the photos always did.
 */
async function photoScenes(
  input: GenerateVideoInput,
  keys: StoryboardKeys,
  files: Record<string, string>,
  visualOf: Map<StockClip, StoryboardVisual>,
  bodyStart: number,
  durationSec: number,
): Promise<Scene[]> {
  const images = input.images!;
  const clips: StockClip[] = [];
  for (const [i, path] of images.entries()) {
    const size = await readImageSize(path);
    if (!size) throw new Error(`Photo ${i + 1} could not be read`);
    const key = keys.photo(i, path);
    files[key] = path;
    const focus = input.imageFocus?.[i];
    const clip: StockClip = { path, kind: 'image', width: size.width, height: size.height, focus };
    visualOf.set(clip, {
      kind: 'photo',
      key,
      width: size.width,
      height: size.height,
      pan: 'in',
      ...(focus ? { crop: cropAround(size.width, size.height, focus) } : {}),
    });
    clips.push(clip);
  }
  const base = { keywords: [], illustration: null, emphasisAt: null, label: null, text: '' };
  const scenes: Scene[] = [];
  if (bodyStart > 0)
    scenes.push({ ...base, kind: 'hook', beat: 0, start: 0, end: bodyStart, clip: clips[0] });
  const each = (durationSec - bodyStart) / clips.length;
  clips.forEach((clip, i) =>
    scenes.push({ ...base, kind: 'point', beat: i + 1, start: bodyStart + i * each, end: 0, clip }),
  );
  for (let i = 0; i < scenes.length; i++) scenes[i]!.end = scenes[i + 1]?.start ?? durationSec;
  return scenes;
}
