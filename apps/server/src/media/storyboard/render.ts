import { mkdir, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { storyboardTimeline, type Storyboard } from '@reelsmith/contracts/storyboard';
import type { CaptionPosition, SafeZoneTarget } from '@reelsmith/contracts/storyboard';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import type { FfmpegBins } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import type { Storage } from '../../providers/storage/storage.types.ts';
import { VIBE_PALETTES } from '../scenes/backgrounds.ts';
import { layoutPage, paginate, type TitleCard } from '../layers/captions.ts';
import { assignEmoji } from '../layers/emoji.ts';
import { renderVideo, type PreviewSegment, type RenderInput, type RenderOutput } from '../encode/render.ts';
import type { X264Settings } from '../encode/ffmpeg.args.ts';
import { buildSoundtrack, decodeMono } from '../audio/soundtrack.ts';
import type { PreparedBed } from '../audio/bed.ts';
import { SAMPLE_RATE } from '../audio/music.ts';
import { brandCaptions, logoOf, shownBrand } from './render-brand.ts';
import { brandFontFamily } from '../layers/brand-font.ts';
import { timelineWords, titleSceneCount, toRenderScenes, visualClip, type AssetPath } from './scene-map.ts';

// The second half of a video (decision 180): a Storyboard and the files its keys name become the
// MP4, thumbnail and caption files. It reads nothing but the document: the soundtrack places each
// scene's narration window at the scene's start, the captions are the scenes' words on the
// timeline, the title card is the leading 'title' scenes' words.

/** Turns a storyboard key into a local file (downloaded from storage, or inside the CLI's folder). */
export interface StoryboardAssets {
  path(key: string): Promise<string>;
}

/** Assets already on disk, by key (what planStoryboard returns). */
export const localAssets = (files: Record<string, string>): StoryboardAssets => ({
  path: async (key) => {
    const p = files[key];
    if (!p) throw new Error(`The storyboard names a file that is not here: ${key}`);
    return p;
  },
});

/**
 * Assets from storage (the worker): each key downloaded once into `dir`, under a name of its own.
 * The storyboard's keys were checked against its owner before it got here.
 */
export function storageAssets(storage: Pick<Storage, 'download'>, dir: string): StoryboardAssets {
  const fetched = new Map<string, Promise<string>>();
  return {
    path: (key) => {
      let p = fetched.get(key);
      if (!p) {
        const local = join(dir, `asset-${fetched.size}${extname(key).replace(/[^.a-z0-9]/gi, '')}`);
        p = mkdir(dir, { recursive: true })
          .then(() => storage.download(key, local))
          .then(() => local);
        fetched.set(key, p);
      }
      return p;
    },
  };
}

export interface RenderStoryboardOptions {
  bins?: FfmpegBins;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Fraction 0..1 of the encode. */
  onProgress?: (fraction: number) => void;
  onPreview?: (seg: PreviewSegment) => Promise<void> | void;
  /**
   * A music bed prepared meanwhile (prepareBed with the storyboard's vibe and seed); a promise of one
   * is awaited only when the soundtrack is mixed, so the layers' planning need not wait for it.
   */
  bed?: PreparedBed | null | Promise<PreparedBed | null>;
  /** The encoder's settings (default FAST_X264); the benchmark renders a lossless copy with them. */
  x264?: X264Settings;
}

export interface StoryboardRender extends RenderOutput {
  durationSec: number;
}

/** Every key the storyboard names (narration files, then pictures and footage), once each. */
export function storyboardKeys(sb: Storyboard): string[] {
  const keys = new Set<string>();
  for (const s of sb.scenes) if (s.narration.audioKey) keys.add(s.narration.audioKey);
  for (const s of sb.scenes) if ('key' in s.visual) keys.add(s.visual.key);
  // A brand's logo and font are the video's own copies (issue 41).
  const brand = shownBrand(sb);
  if (brand?.logoKey) keys.add(brand.logoKey);
  if (brand?.font.key) keys.add(brand.font.key);
  return [...keys];
}

/** Resolves every key at once, so the render itself only reads local files. */
export async function resolveAssets(sb: Storyboard, assets: StoryboardAssets): Promise<Map<string, string>> {
  const keys = storyboardKeys(sb);
  const paths = await Promise.all(keys.map((k) => assets.path(k)));
  return new Map(keys.map((k, i) => [k, paths[i]!]));
}

/** A mono 32-bit float WAV (what decodeMono reads back without ffmpeg). */
function monoWav(samples: Float32Array, sampleRate: number): Buffer {
  const out = Buffer.alloc(44 + samples.length * 4);
  out.write('RIFF', 0);
  out.writeUInt32LE(36 + samples.length * 4, 4);
  out.write('WAVEfmt ', 8);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(3, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 4, 28);
  out.writeUInt16LE(4, 32);
  out.writeUInt16LE(32, 34);
  out.write('data', 36);
  out.writeUInt32LE(samples.length * 4, 40);
  Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength).copy(out, 44);
  return out;
}

/**
 * The narration track: each scene's window of its audio placed at the scene's start. When every
 * scene is still its own window of one file (the first render), that file is the track as it is.
 */
export async function voiceTrack(
  sb: Storyboard,
  paths: Map<string, string>,
  outPath: string,
  bins: FfmpegBins,
  signal?: AbortSignal,
): Promise<string | null> {
  const { starts, totalSec } = storyboardTimeline(sb);
  const voiced = sb.scenes.filter((s) => s.narration.audioKey && s.narration.durationSec > 0);
  if (!voiced.length) return null;
  const one = voiced[0]!.narration.audioKey!;
  const eps = 1e-6;
  const whole = sb.scenes.every(
    (s, i) =>
      !s.narration.audioKey ||
      (s.narration.audioKey === one && Math.abs(s.narration.offsetSec - starts[i]!) < eps),
  );
  if (whole) return paths.get(one)!;
  const sr = SAMPLE_RATE;
  const track = new Float32Array(Math.round(totalSec * sr));
  const decoded = new Map<string, Float32Array>();
  for (const [i, s] of sb.scenes.entries()) {
    const key = s.narration.audioKey;
    if (!key) continue;
    let pcm = decoded.get(key);
    if (!pcm) decoded.set(key, (pcm = await decodeMono(paths.get(key)!, bins, signal)));
    const from = Math.round(s.narration.offsetSec * sr);
    // A segment never runs into the next scene: at most its own window and its scene's length.
    const len = Math.round(Math.min(s.narration.durationSec, s.durationSec) * sr);
    const at = Math.round(starts[i]! * sr);
    const piece = pcm.subarray(from, Math.min(pcm.length, from + len));
    track.set(piece.subarray(0, Math.max(0, track.length - at)), at);
  }
  await writeFile(outPath, monoWav(track, sr));
  return outPath;
}

/** The placement looks-captions reads from RenderInput (storyboard.captions). */
interface CaptionPlacement {
  captionPosition?: CaptionPosition;
  safeZone?: SafeZoneTarget;
}

/**
 * What the storyboard puts on screen, on the timeline: the render's scenes, the title card (the
 * leading 'title' scenes' words), the caption pages (the other scenes' words) and, for image to
 * video, the photos. The render and the scene stills both draw from this.
 */
export function storyboardLayers(sb: Storyboard, path: AssetPath) {
  const { starts, totalSec } = storyboardTimeline(sb);
  const scenes = toRenderScenes(sb, starts, totalSec, path);
  // Captions: the title card speaks the leading 'title' scenes' words; the pages the rest.
  const titles = titleSceneCount(sb);
  const perScene = timelineWords(sb, starts);
  const words: WordTiming[] = perScene.flat().filter((w) => w.start < totalSec);
  const hook = perScene.slice(0, titles).flat();
  const rest = perScene
    .slice(titles)
    .flat()
    .filter((w) => w.start < totalSec);
  // A brand's highlight is also the accent (the title card's bar, a statement's big word, labels): the
  // kit's own colour would sink into the kit-coloured backdrops behind them.
  const captionBrand = brandCaptions(shownBrand(sb), path);
  const accent = captionBrand?.highlight ?? VIBE_PALETTES[sb.vibe].accent;
  const family = brandFontFamily(captionBrand?.font);
  const title: TitleCard | null = hook.length
    ? {
        words: hook,
        end: Math.min(hook[hook.length - 1]!.end + 0.35, rest[0]?.start ?? totalSec),
        accent,
        family,
      }
    : null;
  // Image to video: photos after the title card share the body, with crossfades (decision 101).
  const body = sb.scenes.slice(titles);
  const photosOnly = body.length > 0 && sb.scenes.every((s) => s.visual.kind === 'photo');
  const images = photosOnly ? body.map((s) => visualClip(s.visual, path)!) : [];
  // Nothing drawn or shown in any scene: the plain backdrop with emoji over the captions.
  const drawn = scenes.some((s) => s.illustration || s.clip);
  const showScenes = !photosOnly && drawn;
  const laidOut = paginate(rest).map((p) => layoutPage(p, sb.captions.preset, family));
  const pages = showScenes ? laidOut : assignEmoji(laidOut);
  return {
    starts,
    totalSec,
    scenes,
    words,
    hook,
    title,
    images,
    showScenes,
    pages,
    accent,
    titles,
    captionBrand,
  };
}

export async function renderStoryboard(
  sb: Storyboard,
  assets: StoryboardAssets,
  workDir: string,
  opts: RenderStoryboardOptions = {},
): Promise<StoryboardRender> {
  const bins = opts.bins ?? {};
  await mkdir(workDir, { recursive: true });
  const paths = await resolveAssets(sb, assets);
  const path = (key: string) => paths.get(key)!;
  const { totalSec, scenes, words, hook, title, images, showScenes, pages, accent, captionBrand } =
    storyboardLayers(sb, path);

  const audioPath = join(workDir, `.soundtrack-${sb.seed}.wav`);
  const voicePath = join(workDir, `.voice-${sb.seed}.wav`);
  // The soundtrack is mixed by renderVideo's call, beside the layer thread's first images.
  const writeAudio = async () => {
    const voice = await voiceTrack(sb, paths, voicePath, bins, opts.signal);
    if (!voice) {
      // No narration at all: silence under the music.
      await writeFile(voicePath, monoWav(new Float32Array(Math.round(totalSec * SAMPLE_RATE)), SAMPLE_RATE));
    }
    await buildSoundtrack(
      {
        voicePath: voice ?? voicePath,
        words: sb.music.ducking ? words : [],
        durationSec: totalSec,
        vibe: sb.vibe,
        music: sb.music.track === 'none' ? 'none' : 'auto',
        musicVolume: sb.music.volume,
        seed: sb.seed,
        outPath: audioPath,
        bed: await opts.bed,
      },
      bins,
      opts.signal,
    );
    opts.onProgress?.(0.05);
  };
  try {
    const lastHook = hook[hook.length - 1];
    const input: RenderInput & CaptionPlacement = {
      durationSec: totalSec,
      style: sb.style,
      vibe: sb.vibe,
      seed: sb.seed,
      preset: sb.captions.preset,
      captionPosition: sb.captions.position,
      safeZone: sb.captions.safeZone,
      pages,
      title,
      watermark: sb.watermark,
      logo: logoOf(shownBrand(sb), path),
      captionBrand,
      audioPath,
      images: images.map((c) => c.path),
      imageFocus: images.every((c) => c.focus) ? images.map((c) => c.focus!) : undefined,
      scenes: showScenes ? scenes : [],
      accent,
      bodyStart: title ? title.end : 0,
      thumbnailAt: lastHook ? lastHook.start + 0.2 : Math.min(1, totalSec / 2),
      x264: opts.x264,
    };
    const out = await renderVideo(input, workDir, {
      bins,
      signal: opts.signal,
      timeoutMs: opts.timeoutMs,
      onProgress: (f) => opts.onProgress?.(0.05 + f * 0.94),
      onPreview: opts.onPreview,
      writeAudio,
    });
    return { ...out, durationSec: totalSec };
  } finally {
    await rm(audioPath, { force: true });
    await rm(voicePath, { force: true });
  }
}
