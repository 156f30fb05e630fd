import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import { STYLES } from '../scenes/styles.ts';
import { SPRITE_W, type StyleLook } from './scene-look.ts';
import { captionFont, SCRIPT_FALLBACKS } from './text-shaping.ts';

// The scene layer's type: the style's display font, big words in its treatment (the number and
// statement cards), and the kinetic label that pops in on its word.

/** The display font of a style at a size. */
export const fontOf = (style: VideoStyle, px: number) => {
  const f = STYLES[style].font;
  return `${f.weight} ${Math.round(px)}px "${f.family}", ${SCRIPT_FALLBACKS}`;
};

/** Big display type in the style's treatment (its edge, shadow or glow). */
export function bigText(
  g: SKRSContext2D,
  style: VideoStyle,
  text: string,
  x: number,
  y: number,
  px: number,
  fill: string,
  light: boolean,
) {
  g.save();
  switch (style) {
    case 'retro':
      // A hard offset shadow, like a print slightly off register.
      g.fillStyle = '#FF3CAC';
      g.fillText(text, x + px / 22, y + px / 22);
      break;
    case 'futuristic':
      g.shadowColor = '#00E5FF';
      g.shadowBlur = px / 6;
      break;
    case 'documentary': {
      // A lower-third band behind the words.
      const w = g.measureText(text).width;
      g.fillStyle = light ? 'rgba(255,255,255,0.55)' : 'rgba(20,16,12,0.6)';
      g.fillRect(x - w / 2 - px * 0.25, y - px * 0.6, w + px * 0.5, px * 1.2);
      break;
    }
    case 'abstract':
      g.strokeStyle = '#111111';
      g.lineWidth = Math.max(10, px / 9);
      g.strokeText(text, x, y);
      break;
    case 'cinematic':
      if (!light) {
        g.shadowColor = 'rgba(0,0,0,0.6)';
        g.shadowBlur = px / 8;
      }
      break;
    case 'minimal':
      break;
  }
  g.fillStyle = fill;
  g.fillText(text, x, y);
  g.restore();
}

/** The kinetic label's text in this style, drawn once into its own canvas. */
export function drawLabelArt(style: VideoStyle, look: StyleLook, accent: string, text: string): Canvas {
  let size = Number(/(\d+)px/.exec(look.labelFont)![1]);
  const weight = look.labelFont.split(' ')[0];
  const shown = style === 'minimal' ? text.toLowerCase() : text;
  const probe = createCanvas(8, 8).getContext('2d');
  probe.font = captionFont(Number(weight), size, shown);
  while (probe.measureText(shown).width > SPRITE_W - 80 && size > 30) {
    size -= 4;
    probe.font = captionFont(Number(weight), size, shown);
  }
  const w = probe.measureText(shown).width;
  const c = createCanvas(Math.ceil(Math.min(SPRITE_W, w + 80)), Math.ceil(size * 2));
  const g = c.getContext('2d');
  g.font = captionFont(Number(weight), size, shown);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  g.translate(c.width / 2, c.height / 2 - size * 0.08);
  switch (style) {
    case 'cinematic':
      g.fillStyle = accent;
      g.fillRect(-w / 2, size * 0.6, w, 8);
      g.shadowColor = 'rgba(0,0,0,0.6)';
      g.shadowBlur = 16;
      g.fillStyle = '#FFFFFF';
      g.fillText(shown, 0, 0);
      break;
    case 'documentary':
      g.fillStyle = 'rgba(20,16,12,0.82)';
      g.fillRect(-w / 2 - 24, -size * 0.72, w + 48, size * 1.44);
      g.fillStyle = '#F4EFE6';
      g.fillText(shown, 0, 2);
      break;
    case 'abstract':
      g.strokeStyle = '#111111';
      g.lineWidth = 14;
      g.strokeText(shown, 0, 0);
      g.fillStyle = '#FFFFFF';
      g.fillText(shown, 0, 0);
      break;
    case 'minimal':
      g.fillStyle = 'rgba(255,255,255,0.92)';
      g.fillText(shown, 0, 0);
      g.fillRect(-40, size * 0.7, 80, 3);
      break;
    case 'retro':
      g.fillStyle = '#FF3CAC';
      g.fillText(shown, 7, 7);
      g.fillStyle = '#FFD23F';
      g.fillText(shown, 0, 0);
      break;
    case 'futuristic':
      g.shadowColor = '#00E5FF';
      g.shadowBlur = 22;
      g.fillStyle = '#CFFAFF';
      g.fillText(shown, 0, 0);
      break;
  }
  return c;
}
