import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { encodeCanvas } from '../canvas-encode.ts';
import type { Storyboard } from '@reelsmith/contracts/storyboard';
import { runFfmpeg, type FfmpegBins } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import type { StockClip } from '../../providers/visuals/visuals.types.ts';
import { planCaptionLayer } from '../layers/caption-layer.ts';
import { planSceneLayer, SPRITE_X } from '../layers/scene-layer.ts';
import { VIBE_PALETTES } from '../scenes/backgrounds.ts';
import { resolveAssets, storyboardLayers, type StoryboardAssets } from './render.ts';

// A scene as it will look, half-way through, as a 540x960 JPEG (the editor's scene cards): the
// scene's picture or footage (else the vibe's backdrop colours), its scene layer and the captions,
// drawn by the same layer code the render uses, without running the render.

const W = 1080;
const H = 1920;
const FPS = 30;

/** A yuva420p image (BT.709, limited range, straight alpha) as RGBA, for canvas. */
function yuvaToRgba(yuva: Buffer, w: number, h: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(w * h * 4);
  const uOff = w * h;
  const vOff = uOff + (w * h) / 4;
  const aOff = vOff + (w * h) / 4;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const a = yuva[aOff + i]!;
      if (!a) continue;
      const c = (y >> 1) * (w >> 1) + (x >> 1);
      const Y = 1.164 * (yuva[i]! - 16);
      const U = yuva[uOff + c]! - 128;
      const V = yuva[vOff + c]! - 128;
      out[i * 4] = Y + 1.793 * V;
      out[i * 4 + 1] = Y - 0.213 * U - 0.533 * V;
      out[i * 4 + 2] = Y + 2.112 * U;
      out[i * 4 + 3] = a;
    }
  }
  return out;
}

/** The layer image shown at frame `f`: the last one that starts at or before it. */
const imageAt = (frames: number[], f: number) => {
  let i = 0;
  while (i + 1 < frames.length && frames[i + 1]! <= f) i++;
  return i;
};

function paintLayer(g: SKRSContext2D, yuva: Buffer, w: number, h: number, x: number, y: number) {
  const c = createCanvas(w, h);
  const cg = c.getContext('2d');
  const img = cg.createImageData(w, h);
  img.data.set(yuvaToRgba(yuva, w, h));
  cg.putImageData(img, 0, 0);
  g.drawImage(c, x, y);
}

/** Draws `img` to cover the frame, its 9:16 window around `focus`. */
function cover(g: SKRSContext2D, img: { width: number; height: number }, focus?: { x: number; y: number }) {
  const scale = Math.max(W / img.width, H / img.height);
  const dw = img.width * scale;
  const dh = img.height * scale;
  const fx = focus?.x ?? 0.5;
  const fy = focus?.y ?? 0.5;
  const x = Math.min(0, Math.max(W - dw, W / 2 - fx * dw));
  const y = Math.min(0, Math.max(H - dh, H / 2 - fy * dh));
  g.drawImage(img as never, x, y, dw, dh);
}

/** One frame of a clip or photo as an image canvas can draw. */
async function clipFrame(clip: StockClip, atSec: number, bins: FfmpegBins) {
  if (clip.kind === 'image') return loadImage(clip.path);
  const { stdout } = await runFfmpeg(
    [
      '-v',
      'error',
      '-ss',
      atSec.toFixed(3),
      '-i',
      clip.path,
      '-frames:v',
      '1',
      '-f',
      'image2',
      '-c:v',
      'png',
      'pipe:1',
    ],
    bins,
    { timeoutMs: 20_000 },
  );
  // A clip shorter than its stated length (a stock site's metadata) has no frame there: its first.
  if (!stdout.length && atSec > 0) return clipFrame(clip, 0, bins);
  return loadImage(stdout);
}

export async function sceneStill(
  sb: Storyboard,
  sceneId: string,
  assets: StoryboardAssets,
  bins: FfmpegBins = {},
): Promise<Buffer> {
  const index = sb.scenes.findIndex((s) => s.id === sceneId);
  if (index < 0) throw new Error(`No scene ${sceneId} in this storyboard`);
  const paths = await resolveAssets(sb, assets);
  const look = storyboardLayers(sb, (key) => paths.get(key)!);
  const scene = look.scenes[index]!;
  const t = (scene.start + scene.end) / 2;
  const placement = { position: sb.captions.position, safeZone: sb.captions.safeZone };
  const frame = Math.floor(t * FPS);
  const canvas = createCanvas(W, H);
  const g = canvas.getContext('2d');

  // The backdrop: the scene's colours, else the vibe's (the render's moving backdrop, still).
  const colours =
    scene.backdrop?.colors ?? VIBE_PALETTES[sb.vibe].colors.slice(0, 2).map((c) => c.replace('0x', '#'));
  const grad = g.createLinearGradient(0, 0, W, H);
  colours.forEach((c, i) => grad.addColorStop(colours.length > 1 ? i / (colours.length - 1) : 0, c));
  g.fillStyle = grad;
  g.fillRect(0, 0, W, H);
  const photo = look.images.length ? look.images[Math.max(0, index - look.titles)] : scene.clip;
  if (photo && (look.images.length ? t >= (look.title?.end ?? 0) : true)) {
    const sec =
      scene.clip?.kind === 'video' ? (t - scene.start) % Math.max(0.1, scene.clip.durationSec ?? 1) : 0;
    cover(g, await clipFrame(photo, sec, bins), photo.focus);
  }
  if (look.showScenes) {
    const layer = await planSceneLayer({
      scenes: [scene],
      style: sb.style,
      durationSec: look.totalSec,
      accent: look.accent,
      brand: look.captionBrand,
      titleEnd: look.title?.end ?? 0,
      placement,
    });
    if (layer) {
      const i = imageAt(layer.frames, frame);
      paintLayer(g, layer.draw(i), layer.width, layer.height, SPRITE_X, layer.topAt(t));
    }
  }
  const captions = planCaptionLayer({
    pages: look.pages,
    title: look.title,
    preset: sb.captions.preset,
    durationSec: look.totalSec,
    ...placement,
  });
  if (captions) {
    const i = imageAt(captions.frames, frame);
    const top = t < captions.titleEnd ? captions.titleTop : captions.captionTop;
    paintLayer(g, captions.draw(i), captions.width, captions.height, captions.x, top);
  }
  const small = createCanvas(W / 2, H / 2);
  small.getContext('2d').drawImage(canvas, 0, 0, W / 2, H / 2);
  return encodeCanvas(small, 'jpeg', 85);
}
